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
