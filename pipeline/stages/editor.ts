import { join } from "node:path";
import { build, loadEnv } from "vite";
import { cmsConfig, editorReach } from "../../admin/cms-config.ts";
import { editorBuild } from "../../admin/editor-build.ts";
import { contentModule } from "../content-module.ts";
import { editorCspDirectives, serializeCsp } from "../../server/security-headers.mjs";

/**
 * The editor's configuration from the build's `CMS_*` settings (the environment, or a `.env` file as for the `VITE_*`
 * ones), checked before the pipeline writes anything.
 */
export const editorConfig = (siteUrl: string) => cmsConfig(loadEnv("production", process.cwd(), "CMS_"), siteUrl);

/**
 * The editor at /admin/ (Sveltia CMS), built on its own into the site's `admin/` folder; returns its
 * Content-Security-Policy, which lets it reach the Git host it publishes to and nothing else.
 */
export async function buildEditor(clientDir: string, config: ReturnType<typeof editorConfig>): Promise<string> {
  const editor = editorBuild(join(clientDir, "admin"), config);
  // The previews read the content as the pages do, from the project's content root (the editor's own root is admin/).
  await build({ ...editor, plugins: [...(editor.plugins ?? []), contentModule(process.cwd())] });
  return serializeCsp(editorCspDirectives(editorReach(config.backend)));
}
