import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

const PATHS = ["/", "/services", "/about", "/contact", "/apply-client", "/privacy", "/thanks", "/form-error", "/missing-page"];
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of PATHS) {
      test(`${path} has no WCAG 2.2 A/AA violation`, async ({ page, allowedConsoleErrors }) => {
        allowedConsoleErrors.push(/status of 404/);
        await page.goto(path);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
      });
    }

    test("the form's error state has no violation", async ({ page }) => {
      await page.goto("/apply-client");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Send application" }).click();
      await expect(page.getByLabel("Full name")).toBeFocused();
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}
