import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { waitForHydration } from "../hydration";

// Every page is scanned in every engine: tests/engines/pages.spec.ts.

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the form's error state has no violation", async ({ page }) => {
      await page.goto("/apply-client");
      // The form hydrates on its own; before that the browser's own validation would answer the click.
      await waitForHydration(page);
      await page.getByRole("button", { name: "Send application" }).click();
      const name = page.getByLabel("Full name");
      await expect(name).toBeFocused();
      // Axe must scan the form's own error markup: invalid fields described by their messages.
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(/\S/);
      const messages = page.locator("main form .field-error");
      expect(await messages.count()).toBeGreaterThanOrEqual(3);
      for (const message of await messages.all()) await expect(message).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}
