import { expect, test } from "./fixtures";
import type { EnginePage } from "./engine";
import { gotoHydrated, gotoWithoutScripts, waitFor, waitForCompleteHydration, waitForHeading, waitForHidden, waitForShown } from "./page-helpers";
import { shown as shownContent, shownNav } from "../content-files";
import { MISSING_PATH, PAGE_PATHS, ROUTES, SERVICE_SITE } from "../e2e/sites";

const navLink = (path: string) => `.site-nav a[href="${path}"]`;

test("every page loads and hydrates without a console message", async ({ engine }) => {
  const messages = await engine.loadMessages(PAGE_PATHS.map((path) => new URL(path, SERVICE_SITE).href));
  // The not-found page is served with status 404, which an engine may log as a failed load of the document.
  const missing = new RegExp(`${new URL(MISSING_PATH, SERVICE_SITE).href}.*404|404.*${MISSING_PATH}`);
  expect(messages.filter((message) => !missing.test(message))).toEqual([]);
});

interface Fade {
  readonly duration: number;
  readonly props: string[];
}

/** Runs in the page: records the fades of the next page change, by View Transition or by the CSS fallback. */
function recordFades() {
  const fades: Fade[] = [];
  const target = window as unknown as { fades: Fade[]; fadesReady: boolean };
  target.fades = fades;
  target.fadesReady = false;
  const record = (animations: Animation[]) => {
    for (const animation of animations) {
      const effect = animation.effect as KeyframeEffect | null;
      if (!effect) continue;
      fades.push({ duration: Number(effect.getTiming().duration), props: effect.getKeyframes().flatMap((frame) => Object.keys(frame)) });
    }
    target.fadesReady = true;
  };
  if (typeof document.startViewTransition === "function") {
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
      const transition = start(update);
      void transition.ready.then(() =>
        record(document.getAnimations().filter((animation) => /^::view-transition-(old|new)\(root\)$/.test((animation.effect as KeyframeEffect).pseudoElement ?? ""))),
      );
      return transition;
    }) as typeof document.startViewTransition;
  } else {
    new MutationObserver((_, observer) => {
      const main = document.querySelector("main");
      if (main?.classList.contains("page-fade")) {
        observer.disconnect();
        record(main.getAnimations());
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["class"] });
  }
}

/** Goes from Home to About by the main navigation and returns the fades the change showed. */
async function fadesOfNavigationToAbout(page: EnginePage, viewTransitions: boolean): Promise<Fade[]> {
  await gotoHydrated(page, "/");
  if (!viewTransitions) await page.evaluate(() => Reflect.deleteProperty(Document.prototype, "startViewTransition"));
  await page.evaluate(recordFades);
  await page.click(navLink("/about"));
  await waitForHeading(page, "About Us");
  // Under reduced motion nothing may start: give it the time a fade would take to show up.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
  return page.evaluate(() => (window as unknown as { fades: Fade[] }).fades);
}

test.describe("desktop navigation", () => {
  test("links every page, marks the current one and moves focus to the new heading", async ({ open }) => {
    const page = await open();
    await gotoHydrated(page, "/");
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".menu-button")!).display)).toBe("none");
    for (const { to: path } of [...shownNav().slice(1), ...shownNav().slice(0, 1)]) {
      const expected = ROUTES.find((route) => route.path === path)!;
      await page.click(navLink(path));
      await waitForHeading(page, expected.heading);
      expect(await page.evaluate(() => location.pathname)).toBe(path);
      expect(await page.evaluate(() => document.title)).toMatch(expected.title);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
      expect(await page.evaluate((selector) => document.querySelector(selector)?.getAttribute("aria-current"), navLink(path))).toBe("page");
      // A form page arrives with its form (client navigation waits for the form's code): nothing pops in later.
      const hasForm = () => document.querySelector("main form") !== null;
      const arrivedWithForm = await page.evaluate(hasForm);
      await waitForCompleteHydration(page, path);
      expect(await page.evaluate(hasForm)).toBe(arrivedWithForm);
    }
  });

  for (const viewTransitions of [true, false]) {
    const how = viewTransitions ? "with View Transitions where the engine has them" : "without View Transitions";
    test(`fades the page over 300 ms of opacity, ${how}`, async ({ open }) => {
      const fades = await fadesOfNavigationToAbout(await open(), viewTransitions);
      expect(fades.length).toBeGreaterThan(0);
      for (const fade of fades) {
        expect(fade.duration).toBe(300);
        expect(fade.props).toContain("opacity");
      }
    });

    test(`changes page instantly under reduced motion, ${how}`, async ({ open }) => {
      const fades = await fadesOfNavigationToAbout(await open({ reducedMotion: true }), viewTransitions);
      expect(fades.filter((fade) => fade.duration > 0)).toEqual([]);
    });
  }
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
