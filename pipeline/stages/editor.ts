import { join } from "node:path";
import { build } from "vite";
import { cmsConfig, editorReach } from "../../admin/cms-config.ts";
import { editorBuild } from "../../admin/editor-build.ts";
import { editorCspDirectives, serializeCsp } from "../../server/security-headers.mjs";

/** The editor's configuration from the build's settings, checked before the pipeline writes anything. */
export const editorConfig = (siteUrl: string) => cmsConfig(process.env, siteUrl);

/**
 * The editor at /admin/ (Sveltia CMS), built on its own into the site's `admin/` folder; returns its
 * Content-Security-Policy, which lets it reach the Git host it publishes to and nothing else.
 */
export async function buildEditor(clientDir: string, config: ReturnType<typeof editorConfig>): Promise<string> {
  await build(editorBuild(join(clientDir, "admin"), config));
  return serializeCsp(editorCspDirectives(editorReach(config.backend)));
}
