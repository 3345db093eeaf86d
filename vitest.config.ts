import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.ts"],
    setupFiles: ["tests/setup-unit.ts"],
    // The settings a production build with the form service would have.
    env: {
      VITE_WEB3FORMS_ACCESS_KEY: "00000000-0000-4000-8000-000000000000",
      VITE_FORM_ENDPOINT: "https://api.web3forms.com/submit",
      VITE_SITE_URL: "https://www.example.com",
    },
  },
});
