import { ContentPicture } from "~/components/ui/content-picture";

/** A picture in an article or a story: the reading column's width, made by the build (pipeline/content-pictures.ts). */
export const pictureInText = (src: string, alt: string) => <ContentPicture className="prose-picture" src={src} alt={alt} sizes="(min-width: 48rem) 44rem, 100vw" />;
