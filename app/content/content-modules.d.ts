// The modules the build makes from the content (pipeline/), typed from the content's schemas: a kind renamed or
// reshaped in its schema fails to compile where it is read.

// `virtual:content/<kind>` (pipeline/content-module.ts).
type ContentKinds = typeof import("~/content/schema/kinds").contentKinds;
type ContentFile<Name extends keyof ContentKinds> = import("valibot").InferOutput<ContentKinds[Name]["schema"]>;
type ContentFolder<Name extends keyof ContentKinds> = Readonly<Record<string, ContentFile<Name>>>;

declare module "virtual:content/home" {
  export const home: ContentFile<"home">;
}

declare module "virtual:content/figures" {
  export const figures: ContentFile<"figures">;
}

declare module "virtual:content/servicesPage" {
  export const servicesPage: ContentFile<"servicesPage">;
}

declare module "virtual:content/about" {
  export const about: ContentFile<"about">;
}

declare module "virtual:content/contact" {
  export const contact: ContentFile<"contact">;
}

declare module "virtual:content/apply" {
  export const apply: ContentFile<"apply">;
}

declare module "virtual:content/thanks" {
  export const thanks: ContentFile<"thanks">;
}

declare module "virtual:content/privacy" {
  export const privacy: ContentFile<"privacy">;
}

declare module "virtual:content/publications" {
  export const publications: ContentFile<"publications">;
}

declare module "virtual:content/leadSharing" {
  export const leadSharing: ContentFile<"leadSharing">;
}

declare module "virtual:content/notFound" {
  export const notFound: ContentFile<"notFound">;
}

declare module "virtual:content/formError" {
  export const formError: ContentFile<"formError">;
}

declare module "virtual:content/sharing" {
  export const sharing: ContentFile<"sharing">;
}

declare module "virtual:content/site" {
  export const site: ContentFile<"site">;
}

declare module "virtual:content/services" {
  export const services: ContentFolder<"services">;
}

declare module "virtual:content/caseStudies" {
  export const caseStudies: ContentFolder<"caseStudies">;
}

declare module "virtual:content/testimonials" {
  export const testimonials: ContentFolder<"testimonials">;
}

declare module "virtual:content/clientLogos" {
  export const clientLogos: ContentFolder<"clientLogos">;
}

declare module "virtual:content/questions" {
  export const questions: ContentFolder<"questions">;
}

declare module "virtual:content/landingPages" {
  export const landingPages: ContentFolder<"landingPages">;
}

declare module "virtual:content-pictures" {
  import type { Picture } from "vite-imagetools";

  /** The pictures the content shows, by the path a content file names (`/media/…`): pipeline/content-pictures.ts. */
  const pictures: Readonly<Record<string, Picture>>;
  export default pictures;
}

declare module "virtual:markdown-pages" {
  import type { Root } from "hast";
  import type { PublishedArticle } from "~/content/schema/article";

  /** The published articles, newest first, each body rendered at build time: pipeline/markdown-pages.ts. */
  export const articles: readonly (Omit<PublishedArticle, "body"> & { readonly body: Root })[];
  /** Each case study's story, rendered, by the case study's file name. */
  export const stories: Readonly<Record<string, Root>>;
  /** Whether `/insights` is built: a published article exists. */
  export const hasArticles: boolean;
  /** Whether `/work` is built: a case study exists. */
  export const hasCaseStudies: boolean;
}

declare module "virtual:content/booking" {
  export const booking: ContentFile<"booking">;
}

declare module "virtual:content/leadRules" {
  export const leadRules: ContentFile<"leadRules">;
}
