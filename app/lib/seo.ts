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

/**
 * Title, description, canonical URL (from the page table; a page marked noindex gets `robots: noindex` instead)
 * and the Open Graph and Twitter tags of one page. The share tags are read only from the prerendered HTML (link previews never run scripts), so the browser's bundle leaves them out:
 * on the dev server, whose router changes pages in the browser, the title, description and canonical URL follow
 * the page and the share tags keep the first page's values, which nothing reads.
 */
export function pageTags(meta: PageMeta, page?: Page): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: meta.title }, { name: "description", content: meta.description }];
  const path = page && canonicalOf(page);
  const url = path ? absoluteUrl(path) : undefined;
  tags.push(url ? { tagName: "link", rel: "canonical", href: url } : { name: "robots", content: "noindex" });
  if (import.meta.env.SSR) tags.push(...shareTags(meta, url));
  return tags;
}

function shareTags(meta: PageMeta, url: string | undefined): MetaDescriptor[] {
  const image = absoluteUrl(SHARE_IMAGE.path);
  const tags: MetaDescriptor[] = [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: sharing.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
  ];
  if (url) tags.push({ property: "og:url", content: url });
  return tags;
}
