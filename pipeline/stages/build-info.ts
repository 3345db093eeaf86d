import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { LANDING_ROUTE_MODULE, landingSlugs } from "../../app/content/landing-page-files.ts";
import { LANDING_KEY_PREFIX, landingPath } from "../../app/content/landing-page-paths.mjs";
import { pageFile, routeModule } from "../../app/content/page-routes.ts";
import { canonicalOf, isIndexed, pageEntries } from "../../app/content/pages.ts";
import type { SiteConfig } from "../../app/lib/parse-config.ts";
import { BUILD_INFO_FILE, type BuildInfo } from "../../server/build-info.mjs";

/** Whether the build's forms post to the included server (a path on the site) rather than to the form service. */
export const postsToLocalInbox = (config: SiteConfig) => config.formEndpoint.startsWith("/");

/**
 * What the build says of itself, for the server and the checks: `build-info.json` beside the deployable folder.
 * `submissionCheck`: where the inbox's bundled check is, in a build with the local inbox.
 */
export async function writeBuildInfo(buildDir: string, config: SiteConfig, csp: string, editorCsp: string, submissionCheck?: string): Promise<void> {
  const localInbox = postsToLocalInbox(config);
  const info: BuildInfo = {
    localInbox,
    formEndpoint: config.formEndpoint,
    siteUrl: config.siteUrl,
    csp,
    editorCsp,
    hcaptcha: config.hcaptchaSiteKey !== "",
    pages: [
      ...pageEntries.map(([key, page]) => ({
        key,
        path: page.path,
        file: pageFile(page),
        module: `app/${routeModule(key)}`,
        indexed: isIndexed(page),
      canonical: canonicalOf(page),
      })),
      // Made for ads: not indexed, no canonical URL.
      ...landingSlugs().map((slug) => ({
        key: `${LANDING_KEY_PREFIX}${slug}`,
        path: landingPath(slug),
        file: `${landingPath(slug).slice(1)}/index.html`,
        module: `app/${LANDING_ROUTE_MODULE}`,
        indexed: false,
      })),
    ],
    ...(submissionCheck ? { submissionCheck } : {}),
  };
  await writeFile(join(buildDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}
