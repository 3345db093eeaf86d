import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sitePages } from "../site-pages.ts";
import type { SiteConfig } from "../../app/lib/parse-config.ts";
import { BUILD_INFO_FILE, type BuildInfo } from "../../server/build-info.mjs";
import type { LeadRule } from "../../app/lib/lead-judgement.mjs";
import { rulesJudge } from "../../app/content/lead-rule-values.mjs";
import { readContentFile } from "../content-files.ts";
import { contentRoot } from "../content-root.ts";
import { contentKinds } from "../../app/content/schema/kinds.ts";
import type { Team } from "../../app/content/schema/team.ts";
import { sharesLeads } from "../../app/content/team-values.mjs";

/** Whether the build's forms post to the included server (a path on the site) rather than to the form service. */
export const postsToLocalInbox = (config: SiteConfig) => config.formEndpoint.startsWith("/");

/** The lead rules the build's pages were made with (checked by its first stage), where they judge anything. */
function leadRulesOf(): LeadRule[] | undefined {
  const read = readContentFile(contentRoot(process.cwd()), contentKinds.leadRules.file);
  const rules = "value" in read ? (read.value as { rules: LeadRule[] }).rules : [];
  return rulesJudge(rules) ? rules : undefined;
}

/** The team the build was made with (checked by its first stage), where it shares leads. */
function teamOf(): Team | undefined {
  const read = readContentFile(contentRoot(process.cwd()), contentKinds.team.file);
  const team = "value" in read ? (read.value as Team) : undefined;
  return team && sharesLeads(team) ? team : undefined;
}

/**
 * What the build says of itself, for the server and the checks: `build-info.json` beside the deployable folder.
 * `inboxCheck`: where the inbox's bundled check is, in a build with the local inbox or a relay.
 */
export async function writeBuildInfo(buildDir: string, config: SiteConfig, csp: string, editorCsp: string, inboxCheck?: string): Promise<void> {
  const localInbox = postsToLocalInbox(config);
  const info: BuildInfo = {
    localInbox,
    formEndpoint: config.formEndpoint,
    siteUrl: config.siteUrl,
    csp,
    editorCsp,
    hcaptcha: config.hcaptchaSiteKey !== "",
    // The sitemap's dates stay with the sitemap.
    pages: sitePages().map(({ lastmod: _lastmod, ...page }) => page),
    ...(leadRulesOf() ? { leadRules: leadRulesOf() } : {}),
    ...(teamOf() ? { team: teamOf() } : {}),
    ...(inboxCheck ? { inboxCheck } : {}),
  };
  await writeFile(join(buildDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}
