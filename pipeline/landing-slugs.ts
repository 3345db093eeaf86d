import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { contentKinds } from "../app/content/schema/kinds.ts";
import { LANDING_SLUG } from "../app/content/schema/landing-page.ts";
import { contentRoot } from "./content-root.ts";

/**
 * The slugs of the landing pages the build makes: one per `<slug>.json` of the content root's folder (none shipped).
 * A file name that is no slug is refused by the content check, which runs before the prerender.
 */
export function landingSlugs(projectRoot = process.cwd()): string[] {
  const folder = join(contentRoot(projectRoot), contentKinds.landingPages.folder);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter((slug) => LANDING_SLUG.test(slug))
    .sort();
}
