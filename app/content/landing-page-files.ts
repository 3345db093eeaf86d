// Relative: the router config and the build read this module in Node, where the ~ alias does not exist.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { contentRoot } from "../../pipeline/content-root.ts";
import { LANDING_SLUG } from "./schema/landing-page.ts";

/** Where landing pages live. */
export const LANDING_FOLDER = "content/landing-pages";

/**
 * The slugs of the landing pages the build makes: one per `<slug>.json` of the content root's folder (none shipped).
 * A file name that is no slug is refused by the content check, which runs before the prerender.
 */
export function landingSlugs(projectRoot = process.cwd()): string[] {
  const folder = join(contentRoot(projectRoot), LANDING_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter((slug) => LANDING_SLUG.test(slug))
    .sort();
}

/** The one route module of every landing page, relative to `app/`. */
export const LANDING_ROUTE_MODULE = "routes/landing-page.tsx";
