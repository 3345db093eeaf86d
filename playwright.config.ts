import { defineConfig } from "@playwright/test";
import type { EngineName } from "./tests/engines/engine";
import { chromiumLaunchOptions } from "./tests/chromium.mjs";
import { CAPTCHA_SITE, INBOX_FILE, INBOX_SITE, SERVICE_SITE } from "./tests/e2e/sites";

export default defineConfig<object, { engineName: EngineName }>({
  testDir: "tests",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: SERVICE_SITE,
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
  },
  // The deep suite (headers, contrast, payloads, failed downloads) runs in Chromium; the cross-engine suite
  // (tests/engines) runs in every engine the site supports. `--project=<name>` runs one engine alone.
  projects: [
    { name: "chromium", testMatch: /(e2e|engines)\/.*\.spec\.ts$/, use: { engineName: "chromium" } },
    ...(["firefox", "webkit"] as const).map((engineName: EngineName) => ({
      name: engineName,
      testMatch: /engines\/.*\.spec\.ts$/,
      use: { engineName },
    })),
  ],
  webServer: [
    {
      // Built with a Web3Forms key: the forms post to the service, which the tests intercept.
      command: "node server/server.mjs",
      env: { BUILD_DIR: "build-e2e", PORT: new URL(SERVICE_SITE).port },
      url: SERVICE_SITE,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      // The default build, exactly what `npm start` serves: forms post to the local inbox. Every post of the
      // suite comes from one loopback address, so any rate limit would make a test's outcome depend on how many
      // others posted before it: off here (server/inbox.test.ts tests the limit on servers of its own).
      command: "node server/server.mjs",
      env: { BUILD_DIR: "build", PORT: new URL(INBOX_SITE).port, INBOX_FILE, INBOX_RATE_LIMIT: "0" },
      url: INBOX_SITE,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      // The form service with hCaptcha turned on; the tests intercept both.
      command: "node server/server.mjs",
      env: { BUILD_DIR: "build-e2e-captcha", PORT: new URL(CAPTCHA_SITE).port },
      url: CAPTCHA_SITE,
      reuseExistingServer: false,
      stdout: "pipe",
    },
  ],
});
