// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playwrightTimes, stepsOfLog, timesMarkdown, vitestTimes, withSection } from "./suite-times.mjs";

// Reports in the runners' own shapes (Playwright's JSON reporter, Vitest's Jest-shaped JSON reporter), cut down.
const playwrightReport = {
  suites: [
    {
      title: "e2e/pages.spec.ts",
      file: "e2e/pages.spec.ts",
      specs: [{ title: "the home page", file: "e2e/pages.spec.ts", tests: [{ projectName: "chromium", results: [{ duration: 1200 }] }] }],
      suites: [
        {
          title: "with JavaScript off",
          file: "e2e/pages.spec.ts",
          specs: [
            {
              title: "/contact shows its content",
              file: "e2e/pages.spec.ts",
              tests: [
                { projectName: "chromium", results: [{ duration: 900 }] },
                { projectName: "webkit", results: [{ duration: 4100 }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};
const vitestReport = {
  testResults: [
    { name: `${process.cwd()}/server/server.test.ts`, assertionResults: [{ fullName: "the server answers a page", duration: 35 }, { fullName: "the server refuses a traversal", duration: 7000 }] },
  ],
};

describe("the suite's times", () => {
  const tests = [...playwrightTimes(playwrightReport), ...vitestTimes(vitestReport, "Vitest, Node 22")];

  it("read every test of each runner's report, per engine, with its file and its describe blocks", () => {
    expect(tests).toEqual([
      { run: "Playwright chromium", file: "tests/e2e/pages.spec.ts", title: "the home page", ms: 1200 },
      { run: "Playwright chromium", file: "tests/e2e/pages.spec.ts", title: "with JavaScript off › /contact shows its content", ms: 900 },
      { run: "Playwright webkit", file: "tests/e2e/pages.spec.ts", title: "with JavaScript off › /contact shows its content", ms: 4100 },
      { run: "Vitest, Node 22", file: "server/server.test.ts", title: "the server answers a page", ms: 35 },
      { run: "Vitest, Node 22", file: "server/server.test.ts", title: "the server refuses a traversal", ms: 7000 },
    ]);
  });

  it("read each step's time from npm test's last line, passed or failed", () => {
    const passed = "…\nnpm test passed in 1153 s: check:prerequisites 1 s, typegen 3 s, typecheck:tsc + lint + check:test-literals 40 s, test:e2e + test:node-versions 771 s\n";
    expect(stepsOfLog(passed)).toEqual([
      { step: "check:prerequisites", seconds: 1 },
      { step: "typegen", seconds: 3 },
      { step: "typecheck:tsc + lint + check:test-literals", seconds: 40 },
      { step: "test:e2e + test:node-versions", seconds: 771 },
    ]);
    expect(stepsOfLog("npm test: test:unit failed after 200 s (check:prerequisites 1 s, test:unit 90 s)")).toEqual([
      { step: "check:prerequisites", seconds: 1 },
      { step: "test:unit", seconds: 90 },
    ]);
  });

  it("rank the slowest files and tests, with the steps and their total", () => {
    const tables = timesMarkdown({ steps: [{ step: "test:unit", seconds: 90 }, { step: "test:lighthouse", seconds: 230 }], tests, top: 2 });
    expect(tables).toContain("| **npm test** | **320** |");
    const [files, slowest] = tables.split("slowest tests:");
    expect(files).toMatch(/\| Vitest, Node 22 \| `server\/server.test.ts` \| 2 \| 7.0 \|\n\| Playwright webkit \| `tests\/e2e\/pages.spec.ts` \| 1 \| 4.1 \|\n\n/);
    expect(slowest).toMatch(/server refuses a traversal \| 7.0 \|\n.*\/contact shows its content \| 4.1 \|\n\n/);
    expect(tables).toMatch(/Test time per run: Playwright chromium 2.1 s, Playwright webkit 4.1 s, Vitest, Node 22 7.0 s\./);
  });

  it("replace one section of the testing docs, and refuse a doc without its markers", () => {
    const doc = "# Testing\n<!-- suite-times:before -->\nold\n<!-- /suite-times:before -->\nrest";
    expect(withSection(doc, "before", "new")).toBe("# Testing\n<!-- suite-times:before -->\nnew\n<!-- /suite-times:before -->\nrest");
    expect(() => withSection(doc, "after", "new")).toThrow(/suite-times:after/);
  });
});
