// The build pipeline's one entry, run by React Router's `buildEnd` (react-router.config.ts): turns the router's
// prerendered output into a deployable static site, one stage per job, in this order. Every input is checked
// before the first file is written or moved.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { hearsOfLeads, type SiteConfig } from "../app/lib/parse-config.ts";
import { launchPlaceholders, launchReport } from "./checks/launch-check.mjs";
import { htmlFiles, walk } from "./files.ts";
import { placeViteManifest, readModuleGraph, VITE_MANIFEST_FILE } from "./module-graph.mjs";
import { postsToLocalInbox, writeBuildInfo } from "./stages/write-build-info.ts";
import { pagesContentSecurityPolicy } from "./stages/content-security-policy.ts";
import { buildEditor, editorConfig } from "./stages/editor.ts";
import { islandModules } from "./islands.ts";
import { addIslandScripts } from "./stages/island-scripts.ts";
import { minifyInlineScripts } from "./stages/inline-scripts.ts";
import { writeHostConfigs } from "./stages/host-configs.ts";
import { placeNotFoundPage } from "./stages/not-found-page.ts";
import { precompress } from "./stages/precompress.ts";
import { writeFeed } from "./stages/feed.ts";
import { writeSiteFiles } from "./stages/site-files.ts";
import { removeUnloadedScripts } from "./stages/unloaded-scripts.ts";
import { bundleInboxCheck } from "./stages/inbox-check-bundle.ts";

export interface FinishOptions {
  /** Origin of an embedded form-builder, allowed in frame-src (`EMBED_ORIGIN`). */
  readonly embedOrigin?: string;
}

/** Refuses a setting the stages cannot use, before anything is written. */
function checkFinishOptions(options: FinishOptions): void {
  if (options.embedOrigin !== undefined && !/^https:\/\/[^/]+$/.test(options.embedOrigin)) {
    throw new Error(`Invalid EMBED_ORIGIN=${JSON.stringify(options.embedOrigin)}: expected an https origin such as https://tally.so`);
  }
}

export async function finishBuild(buildDir: string, config: SiteConfig, options: FinishOptions = {}): Promise<void> {
  checkFinishOptions(options);
  const editor = editorConfig(config.siteUrl);
  const clientDir = join(buildDir, "client");
  if (!existsSync(clientDir)) throw new Error(`No client build in ${clientDir}`);

  await placeNotFoundPage(clientDir);
  await placeViteManifest(buildDir);
  const pages = await htmlFiles(clientDir);
  // The chunks' graph: no stage below writes a chunk (the editor's files are not Vite's).
  const graph = await readModuleGraph(buildDir);
  await addIslandScripts(pages, JSON.parse(await readFile(join(buildDir, VITE_MANIFEST_FILE), "utf8")), islandModules(), graph);
  await minifyInlineScripts(pages);
  const csp = await pagesContentSecurityPolicy(pages, config, options.embedOrigin);
  // After the pages' stages: the editor is no page of the site and has a policy of its own.
  const editorCsp = await buildEditor(clientDir, editor);
  await writeHostConfigs(buildDir, csp, editorCsp);
  await writeSiteFiles(clientDir, config.siteUrl);
  await writeFeed(clientDir, config.siteUrl);
  // Before precompression, after every stage that writes a page or an editor file (each could name a script).
  const unloaded = await removeUnloadedScripts(clientDir, pages, graph);
  await precompress(clientDir);
  // The included server checks each lead with the forms' own schemas: bundled beside the site, outside client/.
  // It checks the copies a relay receives too (relay/site-forms/copy-check.mjs).
  const inboxCheck = postsToLocalInbox(config) || hearsOfLeads(config) ? await bundleInboxCheck(buildDir) : undefined;
  await writeBuildInfo(buildDir, config, csp, editorCsp, inboxCheck);

  // A production build (not for localhost) says what is still a stand-in; `npm run launch-check` fails on it.
  if (!/^http:\/\/localhost(:|$)/.test(config.siteUrl)) {
    const placeholders = launchPlaceholders(process.cwd(), config.siteUrl);
    if (placeholders.length) console.warn(`Warning: ${launchReport(placeholders)}`);
  }

  const files = [];
  for await (const file of walk(clientDir)) files.push(file);
  const size = (await Promise.all(files.map((file) => stat(file)))).reduce((sum, s) => sum + s.size, 0);
  console.log(`Finished ${relative(process.cwd(), clientDir)}: ${files.length} files, ${(size / 1024).toFixed(0)} KiB (${unloaded.length} scripts no page loads removed)`);
}
