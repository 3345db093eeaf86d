import pictures from "virtual:content-pictures";

/** A picture the agency uploaded, as a shared link shows it: the largest copy the build made, with its size. */
export function sharedPicture(src: string, alt: string) {
  const picture = pictures[src];
  if (!picture) throw new Error(`The picture ${src} was not made by the build (pipeline/content-pictures.ts)`);
  return { path: picture.img.src, width: picture.img.w, height: picture.img.h, alt };
}
