import { index, route, type RouteConfig } from "@react-router/dev/routes";
// Relative: the router loads this file before the ~ alias exists.
import { LANDING_ROUTE_MODULE } from "./content/landing-page-files.ts";
import { LANDING_PREFIX } from "./content/landing-page-paths.mjs";
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
  // Campaign landing pages, one per content file (app/content/landing-page-files.ts); `/lp` itself is no page.
  route(`${LANDING_PREFIX.slice(1)}:slug`, LANDING_ROUTE_MODULE),
] satisfies RouteConfig;
