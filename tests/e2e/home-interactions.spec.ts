import { expect, test } from "./fixtures";
import { errorPage } from "~/content/error-page";
import { shown } from "../content-files";
import { gotoHydrated } from "../hydration";
import { INDEXED_PATHS } from "./sites";

// The tooltip and the rotating background are tested in every engine: tests/engines/pages.spec.ts.

test.describe("while a page loads", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("does not shift the layout while the page loads", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of INDEXED_PATHS) {
      await gotoHydrated(page, path);
      // The brand face swaps in for its metric-matched fallback: that swap must not move anything either.
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate((offset) => window.scrollTo(0, offset), 600);
      await page.waitForTimeout(100);
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift), path).toBe(0);
    }
  });
});

test("an application error shows the error page inside the layout", async ({ page, allowedConsoleErrors }) => {
  // The About page's code is replaced by a module that throws while rendering; React reports it.
  allowedConsoleErrors.push(/The about page exploded/);
  await page.route(/\/assets\/about-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'export default function About() { throw new Error("The about page exploded"); }',
    }),
  );
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(errorPage.title);
  await expect(page.getByRole("main")).toContainText("The about page exploded");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: errorPage.back }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("home").hero.headline);
});
