import { expect, test } from "./fixtures";
import { gotoHydrated } from "./hydration";
import { INDEXED_PATHS } from "./sites";
import { BACKDROP_DEGREES_PER_PIXEL } from "~/content/motion";

test.describe("the Apply as a Client tooltip", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows on hover and hides when the pointer leaves", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.locator(".hero").getByRole("link", { name: "Apply as a Client" });
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toBeHidden();
    await button.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText("Apply to work with us");
    await expect(button).toHaveAccessibleDescription("Apply to work with us");
    await page.mouse.move(5, 700);
    await expect(tooltip).toBeHidden();
  });

  test("shows on keyboard focus and is dismissed with Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.locator(".hero").getByRole("link", { name: "Apply as a Client" });
    const tooltip = page.getByRole("tooltip");
    for (let i = 0; i < 20 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(button).toBeFocused();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/apply-client");
  });
});

test.describe("the rotating background", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  async function angleAt(page: import("@playwright/test").Page, y: number) {
    await page.evaluate((offset) => window.scrollTo(0, offset), y);
    await page.waitForFunction((offset) => Math.abs(window.scrollY - offset) < 1, y);
    // Two frames: one for the scroll event's frame request, one for it to run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.locator(".backdrop-art").evaluate((image) => {
      const { a, b } = new DOMMatrixReadOnly(getComputedStyle(image).transform === "none" ? undefined : getComputedStyle(image).transform);
      return { degrees: (Math.atan2(b, a) * 180) / Math.PI, scrollY: window.scrollY };
    });
  }

  const normalise = (degrees: number) => ((degrees % 360) + 360) % 360;

  test("turns by the backdrop's factor (scrollY / 5) per pixel scrolled", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.setViewportSize({ width: 1280, height: 400 });
    const start = await angleAt(page, 0);
    expect(Math.abs(start.degrees)).toBeLessThan(1);
    for (const offset of [300, 500]) {
      const { degrees, scrollY } = await angleAt(page, offset);
      expect(scrollY).toBe(offset);
      expect(Math.abs(normalise(degrees) - normalise(scrollY * BACKDROP_DEGREES_PER_PIXEL))).toBeLessThan(1);
    }
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("does not turn", async ({ page }) => {
      await gotoHydrated(page, "/about");
      await page.setViewportSize({ width: 1280, height: 400 });
      const { degrees, scrollY } = await angleAt(page, 500);
      expect(scrollY).toBe(500);
      expect(degrees).toBe(0);
    });
  });

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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.getByRole("main")).toContainText("The about page exploded");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Back to the home page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drive sales through paid ads on social media");
});
