import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pageFile, routeModule } from "../../app/content/page-routes.ts";
import { canonicalOf, isIndexed, pageEntries } from "../../app/content/pages.ts";
import type { SiteConfig } from "../../app/lib/parse-config.ts";
import { BUILD_INFO_FILE, type BuildInfo } from "../../server/build-info.mjs";
import { bundleSubmissionCheck } from "./submission-check.ts";

/** What the build says of itself, for the server and the checks: `build-info.json` beside the deployable folder. */
export async function writeBuildInfo(buildDir: string, config: SiteConfig, csp: string, editorCsp: string): Promise<void> {
  const localInbox = config.formEndpoint.startsWith("/");
  const info: BuildInfo = {
    localInbox,
    formEndpoint: config.formEndpoint,
    siteUrl: config.siteUrl,
    csp,
    editorCsp,
    hcaptcha: config.hcaptchaSiteKey !== "",
    pages: pageEntries.map(([key, page]) => ({
      key,
      path: page.path,
      file: pageFile(page),
      module: `app/${routeModule(key)}`,
      indexed: isIndexed(page),
      canonical: canonicalOf(page),
    })),
    ...(localInbox ? { submissionCheck: await bundleSubmissionCheck(buildDir) } : {}),
  };
  await writeFile(join(buildDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}
