import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { build } from "vite";

/** Where the build puts the inbox's check, relative to the build folder (recorded in build-info.json). */
export const INBOX_CHECK_FILE = "inbox/inbox-check.mjs";

/**
 * Bundles `app/forms/inbox-check.ts` (the forms' own schemas, valibot included) into one plain
 * module the included server imports: the server validates with exactly what the browser does, on every
 * Node version the site supports, without a TypeScript loader.
 */
export async function bundleInboxCheck(buildDir: string): Promise<string> {
  const app = fileURLToPath(new URL("../../app", import.meta.url));
  await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    ssr: { noExternal: true },
    build: {
      ssr: join(app, "forms", "inbox-check.ts"),
      outDir: join(buildDir, "inbox"),
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: "inbox-check.mjs" } },
    },
  });
  return INBOX_CHECK_FILE;
}
