// Where the suite's time goes, from the runners' own reports (reports/, written by `npm test`): each step's time
// (reports/suite-steps.json, or the last line of a log of `npm test` given with --log), and the slowest test files and
// tests of Playwright (its JSON reporter) and of Vitest (its JSON reporter: the unit step and the server's tests under
// Node 22 and 24).
//
//   node scripts/suite-times.mjs [--from reports] [--log npm-test.log] [--top 20]   the tables, as Markdown
//   node scripts/suite-times.mjs --docs <name> [...]   the same tables into docs/testing.md, between its
//                                                       <!-- suite-times:<name> --> markers
//   node scripts/suite-times.mjs --summary [--top 5]   the slowest tests in a few lines (npm test's last words)
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Where `npm test` writes each step's time. */
export const STEPS_FILE = "suite-steps.json";
/** Playwright's JSON report, as playwright.config.ts writes it. */
export const PLAYWRIGHT_FILE = "playwright.json";
/** Vitest's JSON reports: `vitest.json` for the unit step, `vitest-node<major>.json` for the other Node versions. */
const VITEST_FILE = /^vitest(-node\d+)?\.json$/;

/** Whether a file of reports/ is one this script reads (npm test removes them before it runs). @param {string} name */
export const isTimesReport = (name) => name === STEPS_FILE || name === PLAYWRIGHT_FILE || VITEST_FILE.test(name);

/**
 * @typedef {{ run: string, file: string, title: string, ms: number }} TestTime one test's time in one run
 * @typedef {{ step: string, seconds: number }} StepTime
 */

/** A path as the project names it: relative to the project whose reports these are. @param {string} path @param {string} root */
const projectPath = (path, root) => (path.startsWith("/") ? relative(root, path) : path);

/**
 * Every test of a Playwright JSON report, one per project (engine) it ran in.
 * @param {any} report
 * @returns {TestTime[]}
 */
export function playwrightTimes(report) {
  /** @type {TestTime[]} */
  const times = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const here = suite.file && suite.title === suite.file ? titles : [...titles, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((/** @type {number} */ sum, /** @type {any} */ result) => sum + (result.duration ?? 0), 0);
        times.push({ run: `Playwright ${test.projectName}`, file: join("tests", spec.file ?? suite.file ?? ""), title: [...here, spec.title].join(" › "), ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return times;
}

/**
 * Every test of a Vitest JSON report (Jest's shape).
 * @param {any} report
 * @param {string} run the run's name
 * @param {string} [root] the project the report was written in (its tests' paths are absolute)
 * @returns {TestTime[]}
 */
export function vitestTimes(report, run, root = ROOT) {
  return (report.testResults ?? []).flatMap((/** @type {any} */ file) =>
    (file.assertionResults ?? []).map((/** @type {any} */ test) => ({ run, file: projectPath(file.name, root), title: test.fullName ?? test.title, ms: test.duration ?? 0 })),
  );
}

/**
 * The step times of `npm test`'s last line ("npm test passed in 1153 s: a 1 s, b + c 20 s").
 * @param {string} log
 * @returns {StepTime[]}
 */
export function stepsOfLog(log) {
  const line = [...log.matchAll(/npm test(?: passed in \d+ s: |: .+? failed after \d+ s \()(.+)$/gm)].at(-1)?.[1] ?? "";
  return [...line.matchAll(/([\w:+ -]+?) (\d+) s(?:,|\)|$)/g)].map(([, step, seconds]) => ({ step: (step ?? "").trim(), seconds: Number(seconds) }));
}

/** Milliseconds as seconds with one decimal. @param {number} ms */
const seconds = (ms) => (ms / 1000).toFixed(1);

/**
 * The tables: steps, the slowest files, the slowest tests.
 * @param {{ steps: StepTime[], tests: TestTime[], top: number }} times
 */
export function timesMarkdown({ steps, tests, top }) {
  /** @type {Map<string, { run: string, file: string, ms: number, tests: number }>} */
  const files = new Map();
  for (const test of tests) {
    const key = `${test.run}\u0000${test.file}`;
    const file = files.get(key) ?? { run: test.run, file: test.file, ms: 0, tests: 0 };
    file.ms += test.ms;
    file.tests += 1;
    files.set(key, file);
  }
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  const lines = [];
  if (steps.length) {
    lines.push("| Step | Seconds |", "| --- | ---: |", ...steps.map((step) => `| ${step.step} | ${step.seconds} |`), `| **npm test** | **${total}** |`, "");
  }
  const slowFiles = [...files.values()].sort((a, b) => b.ms - a.ms).slice(0, top);
  lines.push(`The ${top} slowest test files (the sum of their tests' times; Playwright's run two at once):`, "", "| Run | File | Tests | Seconds |", "| --- | --- | ---: | ---: |");
  lines.push(...slowFiles.map((file) => `| ${file.run} | \`${file.file}\` | ${file.tests} | ${seconds(file.ms)} |`), "");
  const slowTests = [...tests].sort((a, b) => b.ms - a.ms).slice(0, top);
  lines.push(`The ${top} slowest tests:`, "", "| Run | Test | Seconds |", "| --- | --- | ---: |");
  lines.push(...slowTests.map((test) => `| ${test.run} | \`${test.file}\`: ${test.title.replace(/\|/g, "\\|")} | ${seconds(test.ms)} |`));
  const byRun = new Map();
  for (const test of tests) byRun.set(test.run, (byRun.get(test.run) ?? 0) + test.ms);
  lines.push("", `Test time per run: ${[...byRun].map(([run, ms]) => `${run} ${seconds(ms)} s`).join(", ")}.`);
  return lines.join("\n");
}

/**
 * Every report in a folder.
 * @param {string} dir
 * @param {string} [log] a log of `npm test`, for its steps when the folder has no steps file
 */
export function readTimes(dir, log) {
  /** @type {TestTime[]} */
  const tests = [];
  const names = existsSync(dir) ? readdirSync(dir) : [];
  if (names.includes(PLAYWRIGHT_FILE)) tests.push(...playwrightTimes(JSON.parse(readFileSync(join(dir, PLAYWRIGHT_FILE), "utf8"))));
  for (const name of names.filter((file) => VITEST_FILE.test(file)).sort()) {
    const node = /-node(\d+)/.exec(name)?.[1];
    tests.push(...vitestTimes(JSON.parse(readFileSync(join(dir, name), "utf8")), node ? `Vitest, Node ${node}` : "Vitest", dirname(resolve(dir))));
  }
  /** @type {StepTime[]} */
  const steps = log ? stepsOfLog(readFileSync(log, "utf8")) : names.includes(STEPS_FILE) ? JSON.parse(readFileSync(join(dir, STEPS_FILE), "utf8")) : [];
  return { steps, tests };
}

/**
 * docs/testing.md with a section's tables replaced.
 * @param {string} doc
 * @param {string} name
 * @param {string} tables
 */
export function withSection(doc, name, tables) {
  const start = `<!-- suite-times:${name} -->`;
  const end = `<!-- /suite-times:${name} -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/testing.md has no ${start} … ${end} markers`);
  return `${doc.slice(0, from + start.length)}\n${tables}\n${doc.slice(to)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { from: { type: "string", default: join(ROOT, "reports") }, log: { type: "string" }, top: { type: "string" }, docs: { type: "string" }, summary: { type: "boolean" } } });
  const { steps, tests } = readTimes(values.from, values.log);
  if (values.summary) {
    const top = Number(values.top ?? 5);
    const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, top);
    if (slowest.length) console.log(`\nThe ${top} slowest tests (node scripts/suite-times.mjs for more):\n${slowest.map((test) => `  ${seconds(test.ms).padStart(6)} s  ${test.run}: ${test.file}: ${test.title}`).join("\n")}`);
  } else {
    if (!tests.length && !steps.length) {
      console.error(`No reports in ${values.from}: run npm test first.`);
      process.exit(1);
    }
    const tables = timesMarkdown({ steps, tests, top: Number(values.top ?? 20) });
    if (values.docs) {
      const path = join(ROOT, "docs", "testing.md");
      writeFileSync(path, withSection(readFileSync(path, "utf8"), values.docs, tables));
      console.log(`docs/testing.md: the suite's times under "${values.docs}" written.`);
    } else console.log(tables);
  }
}
