// What `virtual:content` exports (pipeline/content-module.ts), typed from each kind's schema: a kind renamed or
// reshaped in its schema fails to compile where it is read.
declare module "virtual:content" {
  type Kinds = typeof import("~/content/schema/kinds").contentKinds;
  type File<Name extends keyof Kinds> = import("valibot").InferOutput<Kinds[Name]["schema"]>;
  type Folder<Name extends keyof Kinds> = Readonly<Record<string, import("valibot").InferOutput<Kinds[Name]["schema"]>>>;

  export const home: File<"home">;
  export const figures: File<"figures">;
  export const servicesPage: File<"servicesPage">;
  export const about: File<"about">;
  export const contact: File<"contact">;
  export const apply: File<"apply">;
  export const thanks: File<"thanks">;
  export const privacy: File<"privacy">;
  export const publications: File<"publications">;
  export const notFound: File<"notFound">;
  export const formError: File<"formError">;
  export const sharing: File<"sharing">;
  export const site: File<"site">;
  export const services: Folder<"services">;
  export const caseStudies: Folder<"caseStudies">;
  export const testimonials: Folder<"testimonials">;
  export const clientLogos: Folder<"clientLogos">;
  export const questions: Folder<"questions">;
  export const landingPages: Folder<"landingPages">;
}
