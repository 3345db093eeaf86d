import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { build } from "vite";

/** Where the build puts the inbox's check, relative to the build folder (recorded in build-info.json). */
export const SUBMISSION_CHECK_FILE = "inbox/submission-check.mjs";

/**
 * Bundles `app/lib/forms/submission-check.ts` (the forms' own schemas, valibot included) into one plain
 * module the included server imports: the server validates with exactly what the browser does, on every
 * Node version the site supports, without a TypeScript loader.
 */
export async function bundleSubmissionCheck(buildDir: string): Promise<string> {
  const app = fileURLToPath(new URL("../../app", import.meta.url));
  await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    ssr: { noExternal: true },
    build: {
      ssr: join(app, "lib", "forms", "submission-check.ts"),
      outDir: join(buildDir, "inbox"),
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: "submission-check.mjs" } },
    },
  });
  return SUBMISSION_CHECK_FILE;
}
