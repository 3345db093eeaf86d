import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv } from "vite";
import { siteConfigFromEnv } from "./app/lib/parse-config.ts";
import { reactRouterProductionBuild } from "./build-tools/react-router-production.ts";

export default defineConfig(({ mode }) => {
  // A malformed setting stops the build here, with its name in the message. The form endpoint is
  // resolved here too, so a build with an access key holds no trace of the local inbox.
  const siteConfig = siteConfigFromEnv(loadEnv(mode, process.cwd(), "VITE_"));
  return {
    plugins: [reactRouterProductionBuild(), reactRouter()],
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    build: {
      assetsInlineLimit: 0,
      // The router writes its own modulepreload links; Vite's helper would only wrap the forms' lazy imports.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Fewer, larger chunks compress better: React, React DOM and the router load on every page anyway,
          // and so does the layout's own code.
          codeSplitting: {
            groups: [
              { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              {
                name: "layout",
                test: /[\\/]app[\\/](components[\\/](site-|rotating-background|message-page|ui[\\/](logo|page-header))|lib[\\/](seo|config|canonical-path|structured-data|error-text)|content[\\/](site|error-page))/,
              },
            ],
          },
        },
      },
    },
  };
});
