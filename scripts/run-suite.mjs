// `npm test`: every step of the suite in order, stopping at the first that fails, and how long each took. The
// suite's bar is 10 minutes on the 2-core machines it runs on; the times say which step to look at when it grows.
import { spawn } from "node:child_process";

/**
 * The steps, each an npm script of package.json (the prerequisites first: nothing slow runs without them). The
 * steps of an inner list run at the same time: each of them keeps one core busy at most (the checks), or waits on
 * one core for much of its time (the builds).
 * @type {(string | string[])[]}
 */
const STEPS = [
  "check:prerequisites",
  // The router's route types first: the type check and the linter's import resolver both read them.
  "typegen",
  ["typecheck:tsc", "lint", "check:test-literals"],
  "test:unit",
  ["build", "build:e2e"],
  "check:build",
  "test:node-versions",
  "test:e2e",
  "test:lighthouse",
];

const seconds = (/** @type {number} */ since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs npm scripts at once; with more than one, each one's output is held and printed whole when it ends.
 * @param {string[]} scripts
 * @returns {Promise<number>} the first failure's exit code, or 0
 */
async function runTogether(scripts) {
  const alone = scripts.length === 1;
  const codes = await Promise.all(
    scripts.map(
      (script) =>
        new Promise((resolve) => {
          const child = spawn("npm", ["run", "--silent", script], { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
          /** @type {Buffer[]} */
          const output = [];
          child.stdout?.on("data", (chunk) => output.push(chunk));
          child.stderr?.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => {
            if (!alone) process.stdout.write(Buffer.concat(output));
            resolve(code ?? 1);
          });
        }),
    ),
  );
  return /** @type {number[]} */ (codes).find((code) => code !== 0) ?? 0;
}

const started = Date.now();
/** @type {string[]} */
const times = [];
for (const step of STEPS) {
  const scripts = [step].flat();
  const stepStarted = Date.now();
  const code = await runTogether(scripts);
  times.push(`${scripts.join(" + ")} ${seconds(stepStarted)}`);
  if (code !== 0) {
    console.error(`\nnpm test: ${scripts.join(" + ")} failed after ${seconds(started)} (${times.join(", ")})`);
    process.exit(code);
  }
}
console.log(`\nnpm test passed in ${seconds(started)}: ${times.join(", ")}`);
