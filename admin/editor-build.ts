import { fileURLToPath } from "node:url";
import type { InlineConfig } from "vite";
import type { CmsConfig } from "@sveltia/cms";

const CONFIG_MODULE = "virtual:cms-config";
/**
 * Sveltia CMS declares its three typefaces twice: as `@font-face` rules pointing at a CDN (jsDelivr) in a stylesheet
 * it injects, and as the same files from its own package, loaded by script. The CDN rules are dropped at build, so
 * the editor asks no third party for anything; the build fails if their shape changes (decision 013).
 */
const CDN_FONT_FACE = /@font-face \{[^}]*?src:url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)]*\)[^}]*\}/g;
const CDN_FONT_FACES = 3;

/** Syntax highlighting for code blocks, in about 300 languages: no field of this site's editor has code. */
const CODE_HIGHLIGHTING = /^@shikijs\/langs\//;

/** The site's modules, as the pages import them. */
const APP_DIR = fileURLToPath(new URL("../app/", import.meta.url));
/** The previews' JSX runs on the React Sveltia CMS bundles (admin/preview-jsx-runtime.ts). */
const JSX_RUNTIME = fileURLToPath(new URL("./preview-jsx-runtime.ts", import.meta.url));

/**
 * The editor at /admin/: a build of its own, never linked or loaded by a public page. Its configuration is made at
 * build time from the content schemas and inlined, so the browser fetches no config.yml.
 */
export function editorBuild(outDir: string, config: CmsConfig): InlineConfig {
  return {
    configFile: false,
    root: fileURLToPath(new URL(".", import.meta.url)),
    base: "/admin/",
    publicDir: false,
    logLevel: "warn",
    resolve: {
      alias: [
        { find: /^~\//, replacement: APP_DIR },
        { find: /^react\/jsx-runtime$/, replacement: JSX_RUNTIME },
      ],
    },
    plugins: [
      {
        // A module of the site that imports React itself (hooks, the router) would bring a second React that cannot
        // render inside the editor's: only the site's plain components can be previewed.
        name: "one-react",
        enforce: "pre",
        resolveId(id, importer) {
          if (/^react(?:-dom)?(?:\/|$)/.test(id)) throw new Error(`${importer ?? "The editor"} imports ${id}: a preview can use only components that need no React of their own (admin/preview-jsx-runtime.ts)`);
          return null;
        },
      },
      {
        name: "cms-config",
        resolveId: (id) => (id === CONFIG_MODULE ? `\0${CONFIG_MODULE}` : null),
        load: (id) => (id === `\0${CONFIG_MODULE}` ? `export default ${JSON.stringify(config)};` : null),
      },
      {
        name: "no-cdn-fonts",
        enforce: "pre",
        transform(code, id) {
          if (!/[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return null;
          const found = code.match(CDN_FONT_FACE)?.length ?? 0;
          const rest = code.replace(CDN_FONT_FACE, "");
          if (found !== CDN_FONT_FACES || rest.includes("cdn.jsdelivr.net")) {
            throw new Error(`Sveltia CMS's CDN font rules changed shape (${found} found, ${CDN_FONT_FACES} expected): check admin/editor-build.ts against the installed version`);
          }
          return { code: rest, map: null };
        },
      },
      {
        name: "no-code-highlighting",
        enforce: "pre",
        resolveId: (id) => (CODE_HIGHLIGHTING.test(id) ? "\0no-code-language" : null),
        load: (id) => (id === "\0no-code-language" ? "export default [];" : null),
      },
    ],
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: "assets",
      // The editor's own source maps are 20 MB that nobody on the site needs.
      sourcemap: false,
      chunkSizeWarningLimit: 4096,
    },
  };
}
