import { index, route, type RouteConfig } from "@react-router/dev/routes";
// Relative: the router loads this file before the ~ alias exists.
import { LANDING_PREFIX, LANDING_ROUTE_MODULE } from "./content/landing-page-paths.mjs";
import { INSIGHTS_PATH, PUBLICATION_MODULES, TAGS_SEGMENT, WORK_PATH } from "./content/publication-paths.mjs";
import { routeModule } from "./content/page-routes.ts";
import { pageEntries, type Page, type PageKey } from "./content/pages.ts";

function pageRoute([key, page]: [PageKey, Page]) {
  const module = routeModule(key);
  if (page.path === "/") return index(module);
  const path = page.path.replace(/^\//, "");
  // A page that reuses another's module needs its own id.
  return page.aliasOf ? route(path, module, { id: `routes/${key}` }) : route(path, module);
}

export default [
  ...pageEntries.map(pageRoute),
  // Campaign landing pages, one per content file (pipeline/landing-slugs.ts); `/lp` itself is no page.
  route(`${LANDING_PREFIX.slice(1)}:slug`, LANDING_ROUTE_MODULE),
  // Articles and case studies: prerendered only where the content has entries (pipeline/published-entries.ts).
  route(INSIGHTS_PATH.slice(1), PUBLICATION_MODULES.insights),
  route(`${INSIGHTS_PATH.slice(1)}/${TAGS_SEGMENT}/:tag`, PUBLICATION_MODULES.tag),
  route(`${INSIGHTS_PATH.slice(1)}/:slug`, PUBLICATION_MODULES.article),
  route(WORK_PATH.slice(1), PUBLICATION_MODULES.work),
  route(`${WORK_PATH.slice(1)}/:slug`, PUBLICATION_MODULES.caseStudy),
] satisfies RouteConfig;
