import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { NOT_FOUND_PRERENDER_PATH, pageFile } from "../../app/content/page-routes.ts";
import { pages } from "../../app/content/pages.ts";

/**
 * The not-found page at the place static hosts look for it, instead of a /404/ page that would answer 200.
 * React Router writes every prerendered page as `<path>/index.html` and has no option for this file name.
 */
export async function placeNotFoundPage(clientDir: string): Promise<void> {
  const written = join(clientDir, NOT_FOUND_PRERENDER_PATH.slice(1), "index.html");
  const fallback = join(clientDir, "__spa-fallback.html");
  if (!existsSync(written) || !existsSync(fallback)) {
    throw new Error(`Expected React Router's ${written} and ${fallback}: the prerender output changed shape`);
  }
  await rename(written, join(clientDir, pageFile(pages.notFound)));
  await rm(join(clientDir, NOT_FOUND_PRERENDER_PATH.slice(1)), { recursive: true });
  // Every route is prerendered, so the router's SPA fallback would only ever serve unknown paths with a 200.
  await rm(fallback);
}
