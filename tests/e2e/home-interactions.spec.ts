import { expect, test } from "./fixtures";
import { errorPage } from "~/content/error-page";
import { shown } from "../shipped-content";
import { gotoHydrated, reachForForms } from "../hydration";
import { INDEXED_PATHS } from "./sites";
import { pages } from "~/content/pages";

// The tooltip and the rotating background are tested in every engine: tests/engines/pages.spec.ts.

test.describe("while a page loads", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // One test per page, so a slow host's time limit is a page's, not the whole site's.
  for (const path of INDEXED_PATHS) {
    test(`${path} does not shift its layout while it loads`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await gotoHydrated(page, path);
      // The brand face swaps in for its metric-matched fallback: that swap must not move anything either.
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate((offset) => window.scrollTo(0, offset), 600);
      await page.waitForTimeout(100);
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift), path).toBe(0);
    });
  }
});

test("an unexpected error inside a form shows the error in the form's place, in the page", async ({ page, allowedConsoleErrors }) => {
  // The forms' code (the chunk `forms`, pipeline/islands.ts, with the contact form's fields) is served with forms
  // whose fields throw when React renders them; React reports it.
  allowedConsoleErrors.push(/The contact form exploded/);
  await page.route(/\/assets\/forms-[\w-]+\.js$/, async (route) => {
    const original = await (await route.fetch()).text();
    const exports = /export\s*\{([^}]*)\};?\s*$/.exec(original);
    if (!exports) throw new Error("the form's chunk exports nothing this test can replace");
    const bindings = exports[1]!.split(",").map((item) => item.trim().split(/\s+as\s+/));
    const wrap = `const explode = (value) => value && typeof value === "object" && "fields" in value ? new Proxy(value, { get: (target, key) => { if (key === "fields") throw new Error("The contact form exploded"); return Reflect.get(target, key); } }) : value;`;
    const wrapped = bindings.map(([local, exported = local], index) => `const exploding${index} = explode(${local}); export { exploding${index} as ${exported} };`);
    await route.fulfill({ contentType: "text/javascript", body: `${original.slice(0, exports.index)}\n${wrap}\n${wrapped.join("\n")}` });
  });
  await page.goto(pages.contact.path);
  await page.evaluate(reachForForms);
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert.getByRole("heading", { level: 2 })).toHaveText(errorPage.title);
  await expect(alert).toContainText("The contact form exploded");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("contact").title);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await alert.getByRole("link", { name: errorPage.back }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("home").hero.headline);
});
