import { expect, test } from "./fixtures";
import { errorPage } from "~/content/error-page";
import { shown } from "../shipped-content";
import { gotoHydrated } from "../hydration";
import { INDEXED_PATHS } from "./sites";
import { pages } from "~/content/pages";

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

test("an unexpected error inside a form shows the error in the form's place, in the page", async ({ page, allowedConsoleErrors }) => {
  // The contact form's code is replaced by a module whose every export throws when rendered; React reports it.
  allowedConsoleErrors.push(/The contact form exploded/);
  await page.route(/\/assets\/contact-form-section-[\w-]+\.js$/, async (route) => {
    const original = await (await route.fetch()).text();
    const exported = [...original.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list]) => list!.split(",").map((item) => item.trim().split(/\s+as\s+/).at(-1)!));
    if (!exported.length) throw new Error("the form's chunk exports nothing this test can replace");
    const body = `const boom = () => { throw new Error("The contact form exploded"); };\nexport { ${exported.map((name) => `boom as ${name}`).join(", ")} };`;
    await route.fulfill({ contentType: "text/javascript", body });
  });
  await page.goto(pages.contact.path);
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert.getByRole("heading", { level: 2 })).toHaveText(errorPage.title);
  await expect(alert).toContainText("The contact form exploded");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("contact").title);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await alert.getByRole("link", { name: errorPage.back }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("home").hero.headline);
});
