import { expect, test } from "./fixtures";
import { waitForHydration } from "../hydration";
import { INDEXED_PATHS, MISSING_PATH } from "./sites";

// Navigation in every engine (links, focus, fade, menu, 400 % zoom, no JavaScript, no popover) is in
// tests/engines/navigation.spec.ts; what needs Playwright's request interception or many widths stays here.

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a menu opened before the page's code arrives stays open when it does", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Menu" }).click();
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
    await expect(about).toBeVisible();
    release();
    await waitForHydration(page);
    await page.waitForTimeout(200);
    await expect(about).toBeVisible();
  });

  // One test per page (each walks the widths), so a slow host's time limit is a page's, not the whole site's.
  for (const path of [...INDEXED_PATHS, MISSING_PATH]) {
    test(`${path} neither scrolls sideways nor clips its content, from 320 to 1920 px`, async ({ page, allowedConsoleErrors }) => {
      if (path === MISSING_PATH) allowedConsoleErrors.push(/status of 404/);
      await page.goto(path);
      for (const width of [320, 360, 768, 960, 1024, 1280, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
        // Content wider than its box: cut off where overflow is hidden, spilling into its neighbours where
        // it is visible (checked on boxes that hold text themselves).
        const clipped = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("main *, header *, footer *")]
            .filter((element) => !element.matches(".visually-hidden") && getComputedStyle(element).display !== "inline")
            .filter((element) => {
              const holdsText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
              const overflowVisible = getComputedStyle(element).overflowX === "visible";
              return element.scrollWidth > element.clientWidth + 1 && (holdsText || !overflowVisible);
            })
            .map((element) => `${element.className || element.tagName}: ${element.textContent?.trim().slice(0, 30)}`),
        );
        expect(clipped, `${path} at ${width}px`).toEqual([]);
        // Anything that pokes out of the viewport (the body clips it, so it would be cut off, not scrollable).
        const outside = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("main *, header *, footer *")]
            .filter((element) => !element.closest(".visually-hidden, .skip-link, [popover]:not(:popover-open)"))
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
            })
            .map((element) => element.className || element.tagName),
        );
        expect(outside, `${path} at ${width}px`).toEqual([]);
      }
    });
  }
});
