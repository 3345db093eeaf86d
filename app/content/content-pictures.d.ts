declare module "virtual:content-pictures" {
  import type { Picture } from "vite-imagetools";

  /** The pictures the content shows, by the path a content file names (`/media/…`): pipeline/content-pictures.ts. */
  const pictures: Readonly<Record<string, Picture>>;
  export default pictures;
}
