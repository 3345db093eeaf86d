import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv } from "vite";
import { resolveFormEndpoint } from "./app/lib/form-endpoint.ts";

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "VITE_");
  // Decided here, at build time, so that a build with an access key holds no trace of the local inbox.
  process.env.VITE_FORM_ENDPOINT = resolveFormEndpoint(env);
  return {
    plugins: [reactRouter()],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    build: { assetsInlineLimit: 0 },
  };
});
