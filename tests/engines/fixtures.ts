import { test as base, expect } from "@playwright/test";
import type { Engine, EngineName, EnginePage, OpenOptions } from "./engine";
import { playwrightEngine } from "./playwright-engine";
import { webkitEngine } from "./webkit-engine";
import { SERVICE_SITE } from "../e2e/sites";

export { expect };

type Open = (options?: Partial<OpenOptions>) => Promise<EnginePage>;

/** A driver command that has not answered by then has hung (the test's own waits end sooner, with their reason). */
const COMMAND_TIMEOUT = 15_000;

/**
 * Each of the page's commands as a step of the test, with a time limit: a command that hangs fails the test
 * naming itself, not as the whole test's timeout.
 */
function stepped(page: EnginePage): EnginePage {
  return new Proxy(page, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const shown = args.filter((arg) => typeof arg === "string" || typeof arg === "number").join(" ");
        return base.step(`${target.engine} ${String(key)} ${shown}`.trim(), () => value.apply(target, args), { box: true, timeout: COMMAND_TIMEOUT });
      };
    },
  });
}

/**
 * `open` gives a page in the project's engine (1280 × 800 on the form-service build unless told otherwise).
 * Every page a test opened must end with no console error, uncaught error or CSP violation, unless the test
 * lists what it provokes in `allowedProblems`.
 */
export const test = base.extend<{ open: Open; allowedProblems: RegExp[] }, { engineName: EngineName; engine: Engine }>({
  engineName: ["chromium", { option: true, scope: "worker" }],
  engine: [
    async ({ engineName }, use) => {
      const engine = engineName === "webkit" ? await webkitEngine() : await playwrightEngine(engineName);
      await use(engine);
      await engine.close();
    },
    // Starting a browser (Playwright's engines start theirs here) on a slow host, apart from any test's time.
    { scope: "worker", timeout: 60_000 },
  ],
  allowedProblems: async ({}, use) => {
    await use([]);
  },
  open: async ({ engine, allowedProblems }, use) => {
    const opened: EnginePage[] = [];
    await use(async (options = {}) => {
      const page = stepped(await base.step(`${engine.name} open`, () => engine.open({ baseURL: SERVICE_SITE, width: 1280, height: 800, ...options }), { timeout: COMMAND_TIMEOUT }));
      opened.push(page);
      return page;
    });
    for (const page of opened) {
      const problems = await page.problems();
      await page.close();
      expect(problems.filter((problem) => !allowedProblems.some((pattern) => pattern.test(problem)))).toEqual([]);
    }
  },
});
