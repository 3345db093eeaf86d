/**
 * Every page of the site, once. The router config, the prerender list, the sitemap, the navigation, the canonical
 * URLs, the build checks (through build-info.json) and the tests all read this table.
 *
 * To add a page: add a row here, write its route module `app/routes/<key in kebab-case>.tsx` (an alias uses its
 * page's) and its copy under `app/content/`.
 */
export interface Page {
  /** The address; `*` is the not-found page, which matches every other path. */
  readonly path: string;
  /** `true`: no canonical URL, and the page asks not to be indexed. */
  readonly noindex?: true;
  /** Another page's content under an older address: that page's key. It has that page's canonical URL. */
  readonly aliasOf?: string;
}

export const pages = {
  home: { path: "/" },
  // An older address of the home page, kept working.
  web: { path: "/Web", aliasOf: "home" },
  services: { path: "/services" },
  about: { path: "/about" },
  contact: { path: "/contact" },
  applyClient: { path: "/apply-client" },
  privacy: { path: "/privacy" },
  thanks: { path: "/thanks", noindex: true },
  // Served by the local inbox, with status 400 or 429, when it refuses a post sent with JavaScript off.
  formError: { path: "/form-error", noindex: true },
  notFound: { path: "*", noindex: true },
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof pages;
// Every alias names a page of the table (checked by the compiler).
type AliasTarget = { [K in PageKey]: (typeof pages)[K] extends { aliasOf: infer A } ? A : never }[PageKey];
const aliasTargetsExist: AliasTarget extends PageKey ? true : never = true;
void aliasTargetsExist;

/** The address of a page a link can point to (the not-found page has none). */
export type PagePath = Exclude<(typeof pages)[PageKey]["path"], typeof pages.notFound.path>;

/**
 * A link to one of the site's pages. Content modules write the path as a literal, checked against the table by the
 * compiler: reading `pages.x.path` there would make the bundler keep build-time-only content in the browser's code.
 */
export interface PageLink {
  readonly label: string;
  readonly to: PagePath;
}

/** The table's rows, in order. */
export const pageEntries = Object.entries(pages) as [PageKey, Page][];

/** Listed in the sitemap: the page's own content, meant to be found. */
export const isIndexed = (page: Page): boolean => !page.noindex && !page.aliasOf;

/** The path of a page's canonical URL: its own when indexed, its page's for an alias; none for a page that is not indexed. */
export function canonicalOf(page: Page): string | undefined {
  if (page.aliasOf) return pages[page.aliasOf as PageKey].path;
  return page.noindex ? undefined : page.path;
}
