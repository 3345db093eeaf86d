import type { MetaDescriptor } from "react-router";
import { canonicalOf, type Page } from "~/content/pages";
import { sharing, site } from "~/content/site";
import { absoluteUrl } from "~/lib/config";

/** Title and description of a page, as search results and link previews show them. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

/** A text as a search result's description: at most the 160 characters one shows, cut at a word. */
export const searchDescription = (text: string) => (text.length <= 160 ? text : `${text.slice(0, 159).replace(/\s+\S*$/, "")}…`);

/** What a page shares of its own: its picture (the site's otherwise), and an article's dates and tags. */
export interface ShareData {
  readonly image?: { readonly path: string; readonly width: number; readonly height: number; readonly alt: string };
  readonly article?: { readonly published?: string; readonly modified?: string; readonly tags?: readonly string[] };
}

/**
 * Title, description, canonical URL (from the page table; a page marked noindex gets `robots: noindex` instead)
 * and the Open Graph and Twitter tags of one page. The share tags are read only from the prerendered HTML (link previews never run scripts), so the browser's bundle leaves them out:
 * on the dev server, whose router changes pages in the browser, the title, description and canonical URL follow
 * the page and the share tags keep the first page's values, which nothing reads.
 */
export function pageTags(meta: PageMeta, page?: Page, share: ShareData = {}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: meta.title }, { name: "description", content: meta.description }];
  const path = page && canonicalOf(page);
  const url = path ? absoluteUrl(path) : undefined;
  tags.push(url ? { tagName: "link", rel: "canonical", href: url } : { name: "robots", content: "noindex" });
  if (import.meta.env.SSR) tags.push(...shareTags(meta, url, share));
  return tags;
}

function shareTags(meta: PageMeta, url: string | undefined, { image: own, article }: ShareData): MetaDescriptor[] {
  const picture = own ?? { ...SHARE_IMAGE, alt: sharing.imageAlt };
  const image = absoluteUrl(picture.path);
  const tags: MetaDescriptor[] = [
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(picture.width) },
    { property: "og:image:height", content: String(picture.height) },
    { property: "og:image:alt", content: picture.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: picture.alt },
  ];
  if (url) tags.push({ property: "og:url", content: url });
  if (article?.published) tags.push({ property: "article:published_time", content: article.published });
  if (article?.modified) tags.push({ property: "article:modified_time", content: article.modified });
  for (const tag of article?.tags ?? []) tags.push({ property: "article:tag", content: tag });
  return tags;
}
