import { defineConfig } from "@playwright/test";
import type { EngineName } from "./tests/engines/engine";
import { chromiumLaunchOptions } from "./tests/chromium.mjs";
import { firefoxPath } from "./tests/engines/playwright-engine";
import { INBOX_FILE, LIVE_INBOX_FILE, RELAY_OUTBOX_FILE, RULES_INBOX_FILE, SERVICE_SITE } from "./tests/e2e/sites";
import { LONG_SESSION } from "./tests/e2e/tags";
import { RELAY_SETTINGS, siteOrigin, STAND_IN, TEST_SITES } from "./tests/test-sites.mjs";

export default defineConfig<object, { engineName: EngineName }>({
  testDir: "tests",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  // The JSON report is what scripts/suite-times.mjs reads for the slowest tests.
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: SERVICE_SITE,
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
  },
  // The deep suite (headers, contrast, payloads, failed downloads) runs in Chromium; the cross-engine suite
  // (tests/engines) runs in every engine the site supports. `--project=<name>` runs one engine alone.
  projects: [
    { name: "chromium", testMatch: /(e2e|engines)\/.*\.spec\.ts$/, use: { engineName: "chromium" } },
    {
      name: "firefox",
      // The editor runs in Firefox too, but for its long editing session (Chromium's alone, for the suite's time).
      testMatch: /(engines\/.*|e2e\/editor)\.spec\.ts$/,
      grepInvert: new RegExp(LONG_SESSION),
      use: { engineName: "firefox", browserName: "firefox", launchOptions: { channel: "moz-firefox", executablePath: firefoxPath() } },
    },
    { name: "webkit", testMatch: /engines\/.*\.spec\.ts$/, use: { engineName: "webkit" } },
  ],
  // Each test site served by the included server, as `npm run serve` serves a build.
  webServer: [
    ...Object.values({
      service: TEST_SITES.service,
      inbox: TEST_SITES.inbox,
      captcha: TEST_SITES.captcha,
      live: TEST_SITES.live,
      relay: TEST_SITES.relay,
      rules: TEST_SITES.rules,
    }).map((site) => ({
      command: "node server/server.mjs",
      env: {
        // The relay site relays to the stand-in; the others are built and served without a relay.
        ...(site === TEST_SITES.relay ? { ...RELAY_SETTINGS, OUTBOX_FILE: RELAY_OUTBOX_FILE } : {}),
        BUILD_DIR: site.buildDir,
        PORT: String(site.port),
        // Every post of the suite comes from one loopback address, so any rate limit would make a test's outcome
        // depend on how many others posted before it: off here (server/inbox.test.ts tests the limit on servers of
        // its own). The inbox site and the live site have an inbox; their leads go to files of the suite's.
        INBOX_RATE_LIMIT: "0",
        INBOX_FILE: site === TEST_SITES.live ? LIVE_INBOX_FILE : site === TEST_SITES.rules ? RULES_INBOX_FILE : INBOX_FILE,
      },
      url: siteOrigin(site),
      reuseExistingServer: false,
      stdout: "pipe" as const,
    })),
    { command: "node tests/relay/stand-in-server.mjs", url: `http://127.0.0.1:${STAND_IN.port}/`, reuseExistingServer: false, stdout: "pipe" as const },
  ],
});
