// The builds the browser suites and the Lighthouse gate run on, each served by the included server on a port of
// its own: the one place their folders, ports and keys are written (package.json's build scripts, the Playwright
// config and the tests read them).
import { spawn } from "node:child_process";
import { cp, rm } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";

/** A made-up Web3Forms key: the form service is intercepted in every test, never called. */
export const ACCESS_KEY = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
/** hCaptcha's documented test site key. */
export const HCAPTCHA_SITE_KEY = "10000000-ffff-ffff-ffff-000000000001";

/**
 * The content the suites build from: a copy of the defaults the project ships, pinned to the specification by the
 * conformance test (app/content/content.test.ts), so the agency's edits of `content/` never change what a suite
 * checks (decision 021). The agency's own content is built by `npm run build` and covered by the smoke test.
 */
export const SHIPPED_DEFAULTS = "tests/fixtures/shipped-defaults";
const FIXTURE = { CONTENT_ROOT: SHIPPED_DEFAULTS };

/**
 * The content the relay imports as JSON (its reply's words, relay/lead-reply.mjs) taken from the shipped defaults too,
 * as a Vite alias: in the unit tests (vitest.config.ts) and the Worker's test bundle (tests/relay/worker-under-test.ts).
 */
export const SHIPPED_RELAY_CONTENT = {
  find: /^\.\.\/content\/([a-z-]+\.json)$/,
  replacement: fileURLToPath(new URL(`../${SHIPPED_DEFAULTS}/content/$1`, import.meta.url)),
};

/**
 * Set by `npm test` (scripts/run-suite.mjs) for the steps after it has made the test sites' builds, in the same run:
 * a unit test may then read one instead of making its own (pipeline/checks/check-build.test.ts).
 */
export const SUITE_BUILDS = "SUITE_BUILDS";

/** @typedef {{ buildDir: string, port: number, settings: Record<string, string> }} TestSite */

/** The local stand-in for the relay's destinations (tests/relay/stand-in-server.mjs): the real ones are never called. */
export const STAND_IN = { port: 4178, file: "reports/e2e-stand-in.jsonl" };
const standIn = `http://127.0.0.1:${STAND_IN.port}`;

/**
 * Every destination of the relay (docs/leads.md), pointing at the stand-in: the relay site is built with them (the
 * build reads which are set) and served with them.
 */
export const RELAY_SETTINGS = {
  LEAD_WEBHOOK_URL: `${standIn}/webhook`,
  LEAD_WEBHOOK_SECRET: "the-suite-s-webhook-secret",
  LEAD_NOTIFY_URL: `${standIn}/chat`,
  META_PIXEL_ID: "123456789012345",
  META_CAPI_TOKEN: "the-suite-s-meta-token",
  META_GRAPH_URL: `${standIn}/graph`,
  TIKTOK_PIXEL_ID: "C4ABCDEFGHIJ1234",
  TIKTOK_EVENTS_TOKEN: "the-suite-s-tiktok-token",
  TIKTOK_EVENTS_URL: `${standIn}/tiktok`,
  // The platforms' own forms' leads (docs/instant-forms.md): their webhooks, Meta's Graph API at the stand-in.
  META_LEADS_TOKEN: "the-suite-s-meta-leads-system-user-token",
  META_PAGE_ID: "104729365810293",
  META_LEADS_VERIFY_TOKEN: "the-suite-s-verify-token-8c1e5a7d",
  META_APP_SECRET: "0123456789abcdef0123456789abcdef",
  TIKTOK_APP_SECRET: "the-suite-s-tiktok-app-secret-3f9a1c",
};

/**
 * The shipped defaults with the documented example of the agency's lead rules (docs/qualification.md,
 * tests/qualification/judgement-cases.ts): the content of the rules site, made by its build.
 */
const RULES_CONTENT = { root: "build-e2e-rules-content", rules: "tests/fixtures/lead-rules-example/lead-rules.json" };

export const TEST_SITES = {
  /** Built with a form-service key: the forms post to the service, which the tests intercept. */
  service: { buildDir: "build-e2e", port: 4173, settings: { ...FIXTURE, VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY } },
  /** Built as `npm start` builds (no key): the forms post to the local inbox. */
  inbox: { buildDir: "build-e2e-inbox", port: 4174, settings: { ...FIXTURE } },
  /** The form service with hCaptcha turned on; the tests intercept both. */
  captcha: { buildDir: "build-e2e-captcha", port: 4175, settings: { ...FIXTURE, VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY, VITE_HCAPTCHA_SITE_KEY: HCAPTCHA_SITE_KEY } },
  /** The form service, and every destination of the relay set: the forms show the platforms' box and copy each lead to /api/lead. */
  relay: { buildDir: "build-e2e-relay", port: 4179, settings: { ...FIXTURE, VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY, ...RELAY_SETTINGS } },
  /** Built as `npm start` builds (the local inbox), with the example's lead rules: a lead is judged, with JavaScript and without. */
  rules: { buildDir: "build-e2e-rules", port: 4180, settings: { CONTENT_ROOT: RULES_CONTENT.root } },
  /** Exactly what `npm start` serves (`npm run build`, the agency's content): the smoke test's. */
  live: { buildDir: "build", port: 4176, settings: {} },
  /** `npm run bench:lighthouse`: the default build, measured apart from the gate's. */
  bench: { buildDir: "build-bench", port: 4177, settings: {} },
};

/** @param {TestSite} site */
export const siteOrigin = (site) => `http://localhost:${site.port}`;

/**
 * Builds the named test sites (the live site is `npm run build`), each for the origin it is served at, at the same
 * time: much of a build waits on one core (the prerender, the precompression), so two cores finish them sooner together.
 * @param {(keyof typeof TEST_SITES)[]} names
 * @returns {Promise<number>} the exit code: the first failed build's, or 0
 */
async function buildSites(names) {
  if (names.includes("rules")) {
    await rm(RULES_CONTENT.root, { recursive: true, force: true });
    await cp(`${SHIPPED_DEFAULTS}/content`, `${RULES_CONTENT.root}/content`, { recursive: true });
    await cp(RULES_CONTENT.rules, `${RULES_CONTENT.root}/content/lead-rules.json`);
  }
  const codes = await Promise.all(
    names.map((name) => {
      const site = TEST_SITES[name];
      const env = { ...process.env, ...site.settings, BUILD_DIR: site.buildDir, VITE_SITE_URL: siteOrigin(site) };
      const child = spawn("npx", ["react-router", "build"], { stdio: ["ignore", "pipe", "pipe"], env });
      /** @type {Buffer[]} */
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      return new Promise((resolve) =>
        child.on("close", (code) => {
          // Each build's output whole, once it is done, so the logs of builds running together do not mix.
          process.stdout.write(`\n[${name}: ${site.buildDir}]\n${Buffer.concat(output).toString()}`);
          resolve(code ?? 1);
        }),
      );
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await buildSites(/** @type {(keyof typeof TEST_SITES)[]} */ (process.argv.slice(2)));
}
