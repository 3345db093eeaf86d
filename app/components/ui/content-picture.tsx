import pictures from "virtual:content-pictures";

interface ContentPictureProps {
  /** The picture's path as a content file names it (`/media/…`). */
  readonly src: string;
  /** What it shows, or empty where the text beside it says it already. */
  readonly alt: string;
  /** How wide it shows, for the browser to pick among the widths the build made. */
  readonly sizes: string;
  readonly className?: string;
  /** The first thing a page shows (a landing page's hero): fetched at once, first, not when it nears the screen. */
  readonly eager?: boolean;
}

/** A picture the agency uploaded, as AVIF or WebP at the width the screen needs; it loads as it nears the screen. */
export function ContentPicture({ src, alt, sizes, className, eager = false }: ContentPictureProps) {
  const picture = pictures[src];
  if (!picture) throw new Error(`The picture ${src} was not made by the build (pipeline/content-pictures.ts)`);
  return (
    <picture className={className}>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img src={picture.img.src} width={picture.img.w} height={picture.img.h} alt={alt} {...(eager ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })} />
    </picture>
  );
}
