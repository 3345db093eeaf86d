import { expect, test } from "./fixtures";
import type { EnginePage } from "./engine";
import { gotoHydrated, gotoWithoutScripts, waitFor, waitForHeading, waitForHidden, waitForShown } from "./page-helpers";
import { shown as shownContent, shownNav } from "../shipped-content";
import { MISSING_PATH, PAGE_PATHS, ROUTES, SERVICE_SITE } from "../e2e/sites";

const navLink = (path: string) => `.site-nav a[href="${path}"]`;

test("every page loads and hydrates without a console message", async ({ engine }) => {
  const messages = await engine.loadMessages(PAGE_PATHS.map((path) => new URL(path, SERVICE_SITE).href));
  // The not-found page is served with status 404, which an engine may log as a failed load of the document.
  const missing = new RegExp(`${new URL(MISSING_PATH, SERVICE_SITE).href}.*404|404.*${MISSING_PATH}`);
  expect(messages.filter((message) => !missing.test(message))).toEqual([]);
});

/** Runs in the page about to be left: notes whether the engine makes a view transition of the page change. */
function noteViewTransition() {
  window.addEventListener("pageswap", (event) => sessionStorage.setItem("test:view-transition", String((event as PageSwapEvent).viewTransition !== null)));
}

/**
 * Runs in the new page: the fade it showed. With a cross-document view transition (Chromium, Safari 18.2+), the
 * transition the old page announced and the new page's animation of it; elsewhere (Firefox), the content's fade-in.
 */
function fadeShown() {
  if (sessionStorage.getItem("test:view-transition") === "true") {
    const style = getComputedStyle(document.documentElement, "::view-transition-new(root)");
    return { by: "view transition", duration: parseFloat(style.animationDuration) * 1000, animation: style.animationName };
  }
  const [fade] = document.getElementById("main")!.getAnimations() as CSSAnimation[];
  if (!fade) return null;
  const keyframes = (fade.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame));
  return { by: "fade-in", duration: Number(fade.effect!.getTiming().duration), animation: keyframes.includes("opacity") ? fade.animationName : "not of opacity" };
}

/** Goes from Home to Services by the main navigation (a page load) and returns the fade the new page showed. */
async function fadeOfNavigationToServices(page: EnginePage) {
  await page.goto("/");
  await page.evaluate(noteViewTransition);
  await page.click(navLink("/services"));
  await waitForHeading(page, shownContent("servicesPage").title);
  return { fade: await page.evaluate(fadeShown), viewTransitions: await page.evaluate(() => typeof CSSViewTransitionRule !== "undefined") };
}

test.describe("desktop navigation", () => {
  test("links every page and marks the current one; each link loads its page as a document", async ({ open }) => {
    const page = await open();
    await page.goto("/");
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".menu-button")!).display)).toBe("none");
    for (const { to: path } of [...shownNav().slice(1), ...shownNav().slice(0, 1)]) {
      const expected = ROUTES.find((route) => route.path === path)!;
      await page.evaluate(() => void ((window as unknown as { before: boolean }).before = true));
      await page.click(navLink(path));
      await waitForHeading(page, expected.heading);
      expect(await page.evaluate(() => location.pathname)).toBe(path);
      expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeFalsy();
      expect(await page.evaluate(() => document.title)).toMatch(expected.title);
      expect(await page.evaluate((selector) => document.querySelector(selector)?.getAttribute("aria-current"), navLink(path))).toBe("page");
    }
  });

  test("fades the new page in over 300 ms of opacity, by a view transition where the engine has cross-document ones", async ({ open }) => {
    const { fade, viewTransitions } = await fadeOfNavigationToServices(await open());
    expect(fade).toEqual({ by: viewTransitions ? "view transition" : "fade-in", duration: 300, animation: "fade-in" });
  });

  test("changes page instantly under reduced motion", async ({ open }) => {
    const { fade } = await fadeOfNavigationToServices(await open({ reducedMotion: true }));
    expect(fade).toBeNull();
  });
});

test.describe("mobile navigation", () => {
  const phone = { width: 360, height: 740 };

  // With popover, and as Safari 16 has it: no popover API for the page's scripts and no popover behaviour for its markup.
  for (const popover of [true, false]) {
    const where = popover ? "" : "without popover (Safari 16) ";
    test(`${where}the menu opens, navigates and closes, by pointer and by keyboard`, async ({ open, engineName }) => {
      test.skip(!popover && engineName === "webkit", "WebDriver classic cannot take popover away before the page's scripts run");
      const page = await open({ ...phone, popover });
      await gotoHydrated(page, "/");
      expect(await page.evaluate(() => document.querySelector(".site-nav")?.getAttribute("data-menu"))).toBe(popover ? null : "closed");
      await waitForShown(page, ".menu-button");
      await waitForHidden(page, navLink("/services"));
      await page.click(".menu-button");
      await waitForShown(page, navLink("/services"));
      // The panel is above the page, not under it.
      expect(await page.evaluate((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest("a")?.getAttribute("href");
      }, navLink("/services"))).toBe("/services");
      await page.click(navLink("/services"));
      await waitForHeading(page, shownContent("servicesPage").title);
      await waitForHidden(page, navLink("/services"));

      await page.evaluate(() => document.querySelector<HTMLElement>(".menu-button")!.focus());
      await page.press("Enter");
      await waitForShown(page, navLink("/about"));
      await page.press("Escape");
      await waitForHidden(page, navLink("/about"));
      expect(await page.evaluate(() => document.activeElement?.className)).toBe("menu-button");
    });
  }

  test("the open menu fits and scrolls at 320 × 256 px (400 % zoom), so every link can be reached", async ({ open }) => {
    const page = await open({ width: 320, height: 256 });
    await gotoHydrated(page, "/about");
    await page.click(".menu-button");
    await waitForShown(page, "#site-menu");
    const bottom = await page.evaluate(() => document.querySelector("#site-menu")!.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(256);
    const last = shownNav().at(-1)!;
    await page.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ block: "nearest" }), navLink(last.to));
    await page.click(navLink(last.to));
    await waitFor(page, `the address ${last.to}`, (path) => location.pathname === path, last.to);
  });

  test("without JavaScript the menu still opens and navigates", async ({ open }) => {
    const page = await open({ ...phone, javaScript: false });
    await gotoWithoutScripts(page, "/about");
    await page.click(".menu-button");
    await waitForShown(page, navLink("/contact"));
    await page.click(navLink("/contact"));
    await waitForHeading(page, shownContent("contact").title);
  });
});
