// `npm test`: every step of the suite in order, stopping at the first that fails, and how long each took. The
// suite's budget is 16 minutes, quiet, on the 2-core machines it runs on; the times say which step to look at when it
// grows.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SUITE_BUILDS } from "../tests/test-sites.mjs";
import { isTimesReport, STEPS_FILE } from "./suite-times.mjs";

/**
 * The steps, each an npm script of package.json (the prerequisites first: nothing slow runs without them). The
 * steps of an inner list run at the same time: each of them keeps one core busy at most (the checks), or waits on
 * one core (the builds) or on its pages (the browser suites) for much of its time.
 * @type {(string | string[])[]}
 */
const STEPS = [
  "check:prerequisites",
  // The router's route types first: the type check and the linter's import resolver both read them.
  "typegen",
  ["typecheck:tsc", "lint", "check:test-literals"],
  ["build", "build:e2e"],
  "check:build",
  // After the builds: the build checks' own tests read the build with a form-service key (SUITE_BUILDS) rather than
  // making one more.
  "test:unit",
  // The browser suites keep both cores busy; the other Node versions' tests, whose Worker cases start workerd and wait
  // on its queues, after them rather than beside them (decision 045), and never beside the Lighthouse gate, whose
  // figures are timings.
  "test:e2e",
  "test:node-versions",
  "test:lighthouse",
];

const seconds = (/** @type {number} */ since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs npm scripts at once: the first one's output as it comes, each other's held and printed whole when the group
 * ends, so no two outputs mix.
 * @param {string[]} scripts
 * @returns {Promise<number>} the first failure's exit code, or 0
 */
async function runTogether(scripts) {
  /** @type {Buffer[][]} */
  const held = scripts.map(() => []);
  const codes = await Promise.all(
    scripts.map(
      (script, index) =>
        new Promise((resolve) => {
          const child = spawn("npm", ["run", "--silent", script], { stdio: index === 0 ? "inherit" : ["ignore", "pipe", "pipe"] });
          child.stdout?.on("data", (chunk) => held[index]?.push(chunk));
          child.stderr?.on("data", (chunk) => held[index]?.push(chunk));
          child.on("close", (code) => resolve(code ?? 1));
        }),
    ),
  );
  for (const output of held) process.stdout.write(Buffer.concat(output));
  return /** @type {number[]} */ (codes).find((code) => code !== 0) ?? 0;
}

// The runners' reports of this run (scripts/suite-times.mjs reads them), none of an earlier one.
const REPORTS = "reports";
mkdirSync(REPORTS, { recursive: true });
for (const name of readdirSync(REPORTS)) if (isTimesReport(name)) rmSync(join(REPORTS, name));

const started = Date.now();
/** @type {{ step: string, seconds: number }[]} */
const times = [];
const timesText = () => times.map(({ step, seconds }) => `${step} ${seconds} s`).join(", ");
for (const step of STEPS) {
  const scripts = [step].flat();
  const stepStarted = Date.now();
  const code = await runTogether(scripts);
  times.push({ step: scripts.join(" + "), seconds: Math.round((Date.now() - stepStarted) / 1000) });
  writeFileSync(join(REPORTS, STEPS_FILE), `${JSON.stringify(times, null, 1)}\n`);
  if (code !== 0) {
    console.error(`\nnpm test: ${scripts.join(" + ")} failed after ${seconds(started)} (${timesText()})`);
    process.exit(code);
  }
  if (scripts.includes("build:e2e")) process.env[SUITE_BUILDS] = "1";
}
await runTogether(["suite-times:summary"]);
console.log(`\nnpm test passed in ${seconds(started)}: ${timesText()}`);
