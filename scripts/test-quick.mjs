// `npm run test:quick [-- --since <ref>]`: the loop for the change at hand, in about a minute. What changed since the
// branch left `main` (its merge base; on `main` itself, what is not committed yet), and only the checks that can fail
// on it: the type check of the project (incremental), ESLint and stylelint on the changed files, the Vitest tests
// that import a changed file (or are one), and the Playwright tests whose files or imports changed, in Chromium, on
// test sites rebuilt first when their sources changed. `npm test` stays the whole suite, and what CI runs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { TEST_SITES } from "../tests/test-sites.mjs";

const { values } = parseArgs({ options: { since: { type: "string", default: "main" } } });

/** @param {string[]} args */
const git = (args) => {
  const result = spawnSync("git", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
  return result.stdout.split("\n").filter(Boolean);
};

const base = git(["merge-base", "HEAD", values.since])[0] ?? values.since;
const changed = [...new Set([...git(["diff", "--name-only", base]), ...git(["ls-files", "--others", "--exclude-standard"])])].filter((file) => existsSync(file));
if (!changed.length) {
  console.log(`Nothing changed since ${values.since}: nothing to check.`);
  process.exit(0);
}
console.log(`${changed.length} file(s) changed since ${values.since} (${base.slice(0, 8)}): ${changed.join(", ")}\n`);

const code = changed.filter((file) => /\.(m?js|tsx?)$/.test(file));
const styles = changed.filter((file) => /^(app|admin)\/.*\.css$/.test(file));

/**
 * Runs a command, its output shown whole when it ends (steps run side by side), and how long it took.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ name: string, ok: boolean, seconds: number }>}
 */
function run(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (exit) => {
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      process.stdout.write(`── ${name} (${seconds} s) ${exit === 0 ? "passed" : "FAILED"}\n${Buffer.concat(output).toString().trim()}\n\n`);
      resolve({ name, ok: exit === 0, seconds });
    });
  });
}

/** The Playwright tests whose files or imports changed, in Chromium (all three engines run in `npm test`), listed meanwhile. */
const browserArgs = ["playwright", "test", `--only-changed=${base}`, "--project=chromium"];
/** @type {Promise<number>} */
const listing = new Promise((resolve) => {
  const child = spawn("npx", ["--no-install", ...browserArgs, "--list"], { stdio: ["ignore", "pipe", "ignore"] });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.on("close", () => resolve(Number(/Total: (\d+) tests?/.exec(Buffer.concat(output).toString())?.[1] ?? 0)));
});

/** The type check and the linters together (each mostly on one core), then the unit tests (on every core). */
const checks = await Promise.all([
  // Route types first: the type check reads them.
  run("type check", "bash", ["-c", "npx --no-install react-router typegen >/dev/null && npx --no-install tsc --incremental --tsBuildInfoFile node_modules/.cache/test-quick.tsbuildinfo"]),
  ...(code.length ? [run(`ESLint (${code.length} file(s))`, "npx", ["--no-install", "eslint", "--no-warn-ignored", ...code])] : []),
  ...(styles.length ? [run(`stylelint (${styles.length} file(s))`, "npx", ["--no-install", "stylelint", ...styles])] : []),
]);
const unit = await run("Vitest: the tests of what changed", "npx", ["--no-install", "vitest", "related", "--run", "--passWithNoTests", ...changed]);

const browserTests = await listing;
const results = [...checks, unit];
if (browserTests > 0) {
  // The test sites are built from the app, the content, the pipeline and the fixtures: rebuilt when one of those
  // changed after the oldest site was built.
  const inputs = changed.filter((file) => /^(app|content|pipeline|public|tests\/fixtures)\//.test(file) || /^(vite|react-router)\.config\.ts$/.test(file));
  const sites = Object.values(TEST_SITES).filter((site) => site !== TEST_SITES.bench);
  const built = Math.min(...sites.map((site) => (existsSync(site.buildDir) ? statSync(site.buildDir).mtimeMs : 0)));
  if (built === 0 || inputs.some((file) => statSync(file).mtimeMs > built)) {
    results.push(await run("the test sites, rebuilt", "bash", ["-c", "npm run -s build && npm run -s build:e2e"]));
  }
  if (results.every((result) => result.ok)) results.push(await run(`Playwright: ${browserTests} test(s) whose files or imports changed, in Chromium`, "npx", ["--no-install", ...browserArgs]));
} else console.log("── Playwright: no browser test's file or imports changed\n");

const failed = results.filter((result) => !result.ok);
console.log(`test:quick ${failed.length ? `FAILED: ${failed.map((result) => result.name).join(", ")}` : "passed"} (${results.map((result) => `${result.name} ${result.seconds} s`).join(", ")})`);
process.exit(failed.length ? 1 : 0);
