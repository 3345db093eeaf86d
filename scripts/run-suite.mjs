// `npm test`: every step of the suite in order, stopping at the first that fails, and how long each took. The
// suite's bar is 10 minutes on the 2-core machines it runs on; the times say which step to look at when it grows.
import { spawnSync } from "node:child_process";

/** The steps, each an npm script of package.json (the prerequisites first: nothing slow runs without them). */
const STEPS = [
  "check:prerequisites",
  "typecheck",
  "lint",
  "check:test-literals",
  "test:unit",
  "build",
  "build:e2e",
  "check:build",
  "test:node-versions",
  "test:e2e",
  "test:lighthouse",
];

const started = Date.now();
const seconds = (/** @type {number} */ since) => `${Math.round((Date.now() - since) / 1000)} s`;
/** @type {string[]} */
const times = [];
for (const step of STEPS) {
  const stepStarted = Date.now();
  const run = spawnSync("npm", ["run", "--silent", step], { stdio: "inherit" });
  times.push(`${step} ${seconds(stepStarted)}`);
  if (run.status !== 0) {
    console.error(`\nnpm test: ${step} failed after ${seconds(started)} (${times.join(", ")})`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\nnpm test passed in ${seconds(started)}: ${times.join(", ")}`);
