// Relative: the router and the build config load this module, where the ~ alias does not exist.
import { LANDING_ROUTE_MODULE, landingSlugs } from "./landing-page-files.ts";
import { LANDING_KEY_PREFIX, landingPath } from "./landing-page-paths.mjs";
import { publicationPages } from "./publication-files.ts";
import { canonicalOf, isIndexed, pageEntries, pages, type Page, type PageKey } from "./pages.ts";

// What the build and the tests derive from the page table (app/content/pages.ts); kept apart from it so none of
// it reaches the browser.

/** A page's route module, relative to `app/`: named after its key (an alias shows its page's). */
export function routeModule(key: PageKey): string {
  const page: Page = pages[key];
  const name = (page.aliasOf ?? key).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `routes/${name}.tsx`;
}

/** Where the not-found page is prerendered; the build moves it to `/404.html`, where static hosts look for it. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The file a prerendered page ends up in, relative to the build's client folder. */
export function pageFile(page: Page): string {
  if (page.path === pages.notFound.path) return "404.html";
  return page.path === "/" ? "index.html" : `${page.path.slice(1)}/index.html`;
}

/** The indexed pages of the table, in its order. */
export const indexedPages = pageEntries.filter(([, page]) => isIndexed(page)).map(([key, page]) => ({ key, ...page }));

/** A page the build makes, as `build-info.json` lists it (and, for an indexed one, the sitemap). */
export interface SitePage {
  readonly key: string;
  readonly path: string;
  readonly file: string;
  /** Relative to the project. */
  readonly module: string;
  readonly indexed: boolean;
  readonly canonical?: string;
  /** The day it last changed (YYYY-MM-DD), where the content says. */
  readonly lastmod?: string;
}

/**
 * Every page the build makes, from the content at `projectRoot`: the table's, then one per landing page, then the
 * articles' and case studies' (none shown to search for a landing page: made for ads, no canonical URL).
 */
export function sitePages(projectRoot = process.cwd()): SitePage[] {
  const ownFile = (path: string) => `${path.slice(1)}/index.html`;
  return [
    ...pageEntries.map(([key, page]) => ({ key, path: page.path, file: pageFile(page), module: `app/${routeModule(key)}`, indexed: isIndexed(page), canonical: canonicalOf(page) })),
    ...landingSlugs(projectRoot).map((slug) => ({
      key: `${LANDING_KEY_PREFIX}${slug}`,
      path: landingPath(slug),
      file: ownFile(landingPath(slug)),
      module: `app/${LANDING_ROUTE_MODULE}`,
      indexed: false,
    })),
    ...publicationPages(projectRoot).map(({ key, path, module, indexed, lastmod }) => ({
      key,
      path,
      file: ownFile(path),
      module: `app/${module}`,
      indexed,
      ...(indexed && { canonical: path }),
      ...(lastmod && { lastmod }),
    })),
  ];
}

/** The paths prerendered to static HTML: every page, the not-found page under its own path. */
export const prerenderPaths = (): string[] => sitePages().map((page) => (page.path === pages.notFound.path ? NOT_FOUND_PRERENDER_PATH : page.path));
