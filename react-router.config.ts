import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";
import { prerenderPaths } from "./pipeline/site-pages.ts";
import { BUILD_SETTINGS, siteConfigFromEnv } from "./app/lib/parse-config.ts";
import { finishBuild } from "./pipeline/finish-build.ts";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd({ viteConfig, reactRouterConfig }) {
    await finishBuild(reactRouterConfig.buildDirectory, siteConfigFromEnv(loadEnv(viteConfig.mode, viteConfig.root, BUILD_SETTINGS)), {
      embedOrigin: process.env.EMBED_ORIGIN || undefined,
    });
  },
} satisfies Config;
