import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gotoHydrated, waitForHydration } from "./hydration";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { INDEXED_PATHS, MISSING_PATH, shownPage } from "./sites";

interface RecordedAnimation {
  pseudo: string;
  duration: number;
  props: string[];
}
type RecordedWindow = { viewTransitionAnimations: RecordedAnimation[] };

/** Runs in the page: when a view transition's animations are ready, records each of them. */
function recordViewTransitionAnimations() {
  const seen: RecordedAnimation[] = [];
  (window as unknown as RecordedWindow).viewTransitionAnimations = seen;
  const start = document.startViewTransition.bind(document);
  document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
    const transition = start(update);
    void transition.ready.then(() => {
      for (const animation of document.getAnimations()) {
        const effect = animation.effect as KeyframeEffect | null;
        const pseudo = effect?.pseudoElement ?? "";
        if (!pseudo.startsWith("::view-transition")) continue;
        seen.push({
          pseudo,
          duration: Number(effect!.getTiming().duration),
          props: effect!.getKeyframes().flatMap((frame) => Object.keys(frame)),
        });
      }
      seen.push({ pseudo: "ready", duration: 0, props: [] });
    });
    return transition;
  }) as typeof document.startViewTransition;
}

/** Goes from Home to About by the main navigation and returns the view transition's animations. */
async function animationsOfNavigationToAbout(page: Page): Promise<RecordedAnimation[]> {
  await gotoHydrated(page, "/");
  await page.evaluate(recordViewTransitionAnimations);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await page.waitForFunction(() => (window as unknown as RecordedWindow).viewTransitionAnimations.some((entry) => entry.pseudo === "ready"));
  return page.evaluate(() => (window as unknown as RecordedWindow).viewTransitionAnimations);
}

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("links every page, marks the current one and moves focus to the new heading", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    // Every nav link from the first page, home last (the test starts there).
    for (const { label: name, to: path } of [...site.nav.slice(1), ...site.nav.slice(0, 1)]) {
      const { heading, title } = shownPage(path);
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(title);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveText(heading);
      await expect(h1).toBeFocused();
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
      // A form page arrives with its form: client navigation waits for the form's code.
      if (path === pages.contact.path) await expect(page.getByRole("button", { name: "Send message" })).toBeVisible({ timeout: 1 });
    }
  });

  test("fades the page out and in over 300 ms of opacity", async ({ page }) => {
    const seen = await animationsOfNavigationToAbout(page);
    const fades = seen.filter((animation) => /^::view-transition-(old|new)\(root\)$/.test(animation.pseudo));
    expect(fades.map((fade) => fade.pseudo).sort()).toEqual(["::view-transition-new(root)", "::view-transition-old(root)"]);
    for (const fade of fades) {
      expect(fade.duration).toBe(300);
      expect(fade.props).toContain("opacity");
    }
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("changes page instantly", async ({ page }) => {
      const seen = await animationsOfNavigationToAbout(page);
      expect(seen.filter((animation) => animation.duration > 0)).toEqual([]);
    });
  });

  test.describe("in a browser without View Transitions", () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => Reflect.deleteProperty(Document.prototype, "startViewTransition"));
    });

    const fadesOfMainAfterNavigation = async (page: Page) => {
      await gotoHydrated(page, "/");
      expect(await page.evaluate(() => typeof document.startViewTransition)).toBe("undefined");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
      return page.locator("main").evaluate((main) =>
        main.getAnimations().map((animation) => ({
          duration: Number(animation.effect?.getTiming().duration),
          props: (animation.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame)),
        })),
      );
    };

    test("fades the new page's content in over 300 ms of opacity", async ({ page }) => {
      const fades = await fadesOfMainAfterNavigation(page);
      expect(fades).toHaveLength(1);
      expect(fades[0]!.duration).toBe(300);
      expect(fades[0]!.props).toContain("opacity");
    });

    test("and not under reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await fadesOfMainAfterNavigation(page)).toEqual([]);
    });
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the menu button opens the links, by pointer and by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = page.getByRole("button", { name: "Menu" });
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" });
    await expect(menu).toBeVisible();
    await expect(services).toBeHidden();

    await menu.click();
    await expect(services).toBeVisible();
    await services.click();
    await expect(page).toHaveURL("/services");
    await expect(services).toBeHidden();

    await menu.focus();
    await page.keyboard.press("Enter");
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
    await expect(about).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(about).toBeHidden();
    await expect(menu).toBeFocused();
  });

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

  test("the open menu fits and scrolls at 320 × 256 px (400 % zoom), so every link can be reached", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const list = page.locator("#site-menu");
    const box = await list.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(256);
    const last = site.nav.at(-1)!;
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: last.label });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(last.to);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu still opens", async ({ page }) => {
      await page.goto("/about");
      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
      await expect(page).toHaveURL("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    });
  });

  test("no page scrolls sideways or clips its content, from 320 to 1920 px", async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/status of 404/);
    for (const width of [320, 360, 768, 960, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [...INDEXED_PATHS, MISSING_PATH]) {
        await page.goto(path);
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
    }
  });
});
