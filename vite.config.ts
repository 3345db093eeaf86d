import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv } from "vite";
import { imagetools } from "vite-imagetools";
import { BUILD_SETTINGS, siteConfigFromEnv, type SiteConfig } from "./app/lib/parse-config.ts";
import { recordChunkModules } from "./pipeline/chunk-modules.ts";
import { contentCheck } from "./pipeline/content-check.ts";
import { contentModule } from "./pipeline/content-module.ts";
import { contentPictures } from "./pipeline/content-pictures.ts";
import { markdownPages } from "./pipeline/markdown-pages.ts";
import { islandChunkGroups, islandEntries } from "./pipeline/islands.ts";

/** The settings as the app reads them (app/lib/config.ts): inlined, so no parsing code ships to visitors. */
export const siteDefine = (siteConfig: SiteConfig) => ({
  __SITE_CONFIG__: JSON.stringify(siteConfig),
  __HCAPTCHA_SITE_KEY__: JSON.stringify(siteConfig.hcaptchaSiteKey),
  __ASKS_CONVERSIONS_CONSENT__: JSON.stringify(siteConfig.conversionPlatforms.length > 0),
});

export default defineConfig(({ mode }) => {
  // A malformed setting stops the build here, with its name in the message. The form endpoint is
  // resolved here too, so a build with an access key holds no trace of the local inbox.
  const siteConfig = siteConfigFromEnv(loadEnv(mode, process.cwd(), BUILD_SETTINGS));
  return {
    // Unit tests render components without the router's build plugin (vitest.config.ts extends this config).
    plugins: [contentCheck(), contentModule(), contentPictures(), markdownPages(), imagetools(), recordChunkModules(), islandEntries(), mode === "test" ? null : reactRouter()],
    define: siteDefine(siteConfig),
    // The one import alias (~/ for app/) is tsconfig.json's.
    resolve: { tsconfigPaths: true },
    build: {
      assetsInlineLimit: 0,
      manifest: true,
      // The router writes its own modulepreload links; Vite's helper would only wrap the forms' lazy imports.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Chrome and Android WebViews (136+) compile a file marked so on a background thread while it downloads,
          // instead of function by function on the main thread when hydration first calls each one: /contact's
          // longest task after the first paint went from 40 to 25 ms (medians of 10 loads). Other engines ignore it.
          postBanner: (chunk) => (chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : ""),
          // React and React DOM, which every form island needs, in one chunk of their own: the two forms share it,
          // and it opens with the compile hint above. The rest of the islands' code in two chunks: what they import,
          // and what they load later (pipeline/islands.ts). The first group to take a module keeps it.
          codeSplitting: {
            groups: [
              {
                name: "framework",
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              },
              ...islandChunkGroups(),
            ],
          },
        },
      },
    },
  };
});
