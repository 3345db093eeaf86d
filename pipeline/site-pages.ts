import { LANDING_KEY_PREFIX, LANDING_ROUTE_MODULE, landingPath } from "../app/content/landing-page-paths.mjs";
import { NOT_FOUND_PRERENDER_PATH, pageFile, routeModule } from "../app/content/page-routes.ts";
import { canonicalOf, isIndexed, pageEntries, pages } from "../app/content/pages.ts";
import { landingSlugs } from "./landing-slugs.ts";
import { publicationPages } from "./published-entries.ts";

// Every page the build makes: the page table's (app/content/pages.ts), and those the content's files make, read from
// the disk here, in the build, so no app module reads the disk.

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
