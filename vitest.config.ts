import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import { siteConfigFromEnv } from "./app/lib/parse-config.ts";
import viteConfig, { siteDefine } from "./vite.config.ts";
import { HOST_CASE_LIMIT_MS, HOST_WAIT_LIMIT_MS, UNIT_HOOK_LIMIT_MS, UNIT_TEST_LIMIT_MS, UNIT_WAIT_LIMIT_MS } from "./tests/hang-limits.ts";
import { SHIPPED_DEFAULTS, SHIPPED_RELAY_CONTENT } from "./tests/test-sites.mjs";

// The unit tests render the shipped defaults, never the agency's edited copy (decision 021).
process.env.CONTENT_ROOT = SHIPPED_DEFAULTS;

// The settings of a production build that posts to the form service.
const testConfig = siteConfigFromEnv({
  VITE_WEB3FORMS_ACCESS_KEY: "00000000-0000-4000-8000-000000000000",
  VITE_SITE_URL: "https://www.example.com",
});

/**
 * How long a test, a hook and a wait for the code's own work may take before it counts as hung (tests/hang-limits.ts,
 * sized for the slow day beside two busy loops). The run under the other Nodes (scripts/test-node-versions.sh) starts
 * workerd for each of the Worker's cases and waits on its queues' batches, so a case takes seconds even quiet: there
 * every limit is the hosts'. A wait ends before its test's limit, so a failure shows what was awaited.
 */
const LIMITS =
  process.env.TESTS_UNDER_OTHER_NODES === "1"
    ? { test: HOST_CASE_LIMIT_MS, hook: HOST_CASE_LIMIT_MS, poll: HOST_WAIT_LIMIT_MS }
    : { test: UNIT_TEST_LIMIT_MS, hook: UNIT_HOOK_LIMIT_MS, poll: UNIT_WAIT_LIMIT_MS };

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    define: siteDefine(testConfig),
    resolve: { alias: [SHIPPED_RELAY_CONTENT] },
    test: {
      setupFiles: ["tests/setup-unit.ts"],
      testTimeout: LIMITS.test,
      hookTimeout: LIMITS.hook,
      expect: { poll: { timeout: LIMITS.poll } },
      // Every core: Vitest leaves one free by default, which on the suite's two cores runs the files one at a time
      // (the unit step then took nearly twice as long); nothing else runs beside this step.
      maxWorkers: availableParallelism(),
      // The server, the build pipeline and the lint checks have no DOM: they run in Node, without paying for a
      // jsdom window per file (about a third of the unit run on two cores).
      projects: [
        { extends: true, test: { name: "app", environment: "jsdom", include: ["app/**/*.test.{ts,tsx}"] } },
        {
          extends: true,
          test: {
            name: "node",
            environment: "node",
            include: ["server/**/*.test.{ts,mjs}", "relay/**/*.test.ts", "numbers/**/*.test.ts", "cloudflare/**/*.test.ts", "scripts/**/*.test.ts", "pipeline/**/*.test.ts", "admin/**/*.test.ts", "tests/*.test.ts"],
          },
        },
      ],
    },
  }),
);
