import { test as base, expect } from "@playwright/test";

export { expect };

/**
 * Every test fails on a console error, an uncaught page error or a Content-Security-Policy
 * violation, unless it lists the one error it provokes in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; pageGuard: void }>({
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  pageGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use();
      expect(problems.filter((problem) => !allowedConsoleErrors.some((pattern) => pattern.test(problem)))).toEqual([]);
    },
    { auto: true },
  ],
});
