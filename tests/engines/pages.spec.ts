import axe from "axe-core";
import { expect, test } from "./fixtures";
import type { EnginePage } from "./engine";
import { gotoHydrated, heading, shown, textOf, waitFor, waitForCompleteHydration, waitForHidden, waitForShown } from "./page-helpers";
import { shown as shownContent } from "../shipped-content";
import { MISSING_PATH, PAGE_PATHS, ROUTES } from "../e2e/sites";
import { shownArticles, shownCaseStudies } from "../shipped-content";
import { articlePath, caseStudyPath, INSIGHTS_PATH } from "~/content/publication-paths.mjs";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Every page, the aliases that show one, and the list of articles, an article and a case study's page of the fixture. */
const VISITED_PATHS = [
  ...new Set([
    ...PAGE_PATHS,
    ...ROUTES.map((route) => route.path),
    INSIGHTS_PATH,
    articlePath(shownArticles().find((article) => article.body.includes("|"))!.slug),
    caseStudyPath(shownCaseStudies()[0]!.id),
  ]),
];

test.describe("every page", () => {
  // One test per page, so a slow host's time limit is a page's, not the whole site's. axe at the phone's width in every
  // engine, and at the desktop's in Chromium alone (for the suite's time: the layout at 1280 px is the same CSS in all).
  for (const path of VISITED_PATHS) {
    test(`${path} shows its heading and title, and has no WCAG 2.2 A/AA violation at 360 px (and 1280 px in Chromium)`, async ({ open, allowedProblems }) => {
      // The not-found page's document answers 404, which Chromium logs.
      if (path === MISSING_PATH) allowedProblems.push(/status of 404/);
      const page = await open({ width: 360, height: 800 });
      await gotoHydrated(page, path);
      const route = ROUTES.find((candidate) => candidate.path === path);
      if (route) {
        expect(await page.evaluate(heading), path).toBe(route.heading);
        expect(await page.evaluate(() => document.title), path).toMatch(route.title);
      }
      await page.runScript(axe.source);
      for (const width of page.engine === "chromium" ? [360, 1280] : [360]) {
        await page.setViewport(width, 800);
        const violations = await page.evaluate(
          (tags) =>
            (window as unknown as { axe: typeof axe }).axe
              .run(document, { runOnly: { type: "tag", values: tags } })
              .then((results) => results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)),
          WCAG_22_AA,
        );
        expect(violations, `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe("the hero button's tooltip", () => {
  const button = '.hero a[href="/apply-client"]';
  const tooltip = '.hero [role="tooltip"]';

  test("shows on hover and hides when the pointer leaves", async ({ open }) => {
    const page = await open();
    await gotoHydrated(page, "/");
    expect(await page.evaluate(shown, tooltip)).toBe(false);
    await page.hover(button);
    await waitForShown(page, tooltip);
    expect(await page.evaluate(textOf, tooltip)).toBe(shownContent("home").hero.apply.tooltip);
    // It is the link's description for assistive technology too.
    expect(await page.evaluate((selector) => document.getElementById(document.querySelector(selector)!.getAttribute("aria-describedby")!)?.textContent, button)).toBe(
      shownContent("home").hero.apply.tooltip,
    );
    await page.hover(".site-header .brand");
    await waitForHidden(page, tooltip);
  });

  test("shows on keyboard focus and is dismissed with Escape", async ({ open }) => {
    const page = await open();
    await gotoHydrated(page, "/");
    const focused = (selector: string) => document.activeElement === document.querySelector(selector);
    for (let i = 0; i < 20 && !(await page.evaluate(focused, button)); i++) await page.press("Tab");
    expect(await page.evaluate(focused, button)).toBe(true);
    await waitForShown(page, tooltip);
    await page.press("Escape");
    await waitForHidden(page, tooltip);
    await page.press("Enter");
    await waitFor(page, "the application page", () => location.pathname === "/apply-client");
  });

  // A page change whose fade the browser skips (Chromium: "Page already revealed", when the new page shows before the
  // old page's picture arrives, 2 in 60 runs beside two busy loops) logs nothing a visitor's console would show. Three
  // page changes, each a test of its own, so that each has the time limit of one.
  for (const round of [1, 2, 3]) {
    test(`leads to the application on Enter while it shows, with no error (page change ${round} of 3)`, async ({ open }) => {
      const page = await open();
      await gotoHydrated(page, "/");
      const focused = (selector: string) => document.activeElement === document.querySelector(selector);
      for (let i = 0; i < 20 && !(await page.evaluate(focused, button)); i++) await page.press("Tab");
      await waitForShown(page, tooltip);
      await page.press("Enter");
      await waitFor(page, "the application page", () => location.pathname === "/apply-client");
      // Until its form has hydrated: a rejection of the page change comes before that.
      await waitForCompleteHydration(page, "/apply-client");
    });
  }
});

test.describe("the rotating background", () => {
  async function angleAt(page: EnginePage, y: number) {
    await page.evaluate((offset) => window.scrollTo(0, offset), y);
    await waitFor(page, `a scroll to ${y}`, (offset) => Math.abs(window.scrollY - offset) < 1, y);
    // Two frames: one for the scroll event's frame request, one for it to run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => {
      const transform = getComputedStyle(document.querySelector(".backdrop-art")!).transform;
      const { a, b } = new DOMMatrixReadOnly(transform === "none" ? undefined : transform);
      return { degrees: (Math.atan2(b, a) * 180) / Math.PI, scrollY: window.scrollY };
    });
  }
  const normalise = (degrees: number) => ((degrees % 360) + 360) % 360;

  // The specification's rotation, pinned on purpose: degrees = scroll offset / 5.
  test("turns one degree for every five pixels scrolled", async ({ open }) => {
    const page = await open({ width: 1280, height: 400 });
    await gotoHydrated(page, "/about");
    expect(Math.abs((await angleAt(page, 0)).degrees)).toBeLessThan(1);
    for (const offset of [300, 500]) {
      const { degrees, scrollY } = await angleAt(page, offset);
      expect(scrollY).toBe(offset);
      expect(Math.abs(normalise(degrees) - normalise(scrollY / 5))).toBeLessThan(1);
    }
  });

  test("does not turn under reduced motion", async ({ open }) => {
    const page = await open({ width: 1280, height: 400, reducedMotion: true });
    await gotoHydrated(page, "/about");
    const { degrees, scrollY } = await angleAt(page, 500);
    expect(scrollY).toBe(500);
    expect(degrees).toBe(0);
  });
});

test("the e-mail address stays visible and selectable where a mailto link cannot open", async ({ open }) => {
  const page = await open({ width: 360, height: 740 });
  await gotoHydrated(page, "/contact");
  const addresses = await page.evaluate((href) => {
    return [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${href}"]`)].map((link) => {
      const box = link.getBoundingClientRect();
      const selection = getSelection()!;
      selection.selectAllChildren(link);
      const selected = selection.toString();
      selection.removeAllRanges();
      return { selected, shown: box.width > 0 && box.height > 0, userSelect: getComputedStyle(link).userSelect };
    });
  }, `mailto:${shownContent("site").email}`);
  // On the contact page and in the footer.
  expect(addresses).toHaveLength(2);
  for (const address of addresses) {
    expect(address).toEqual({ selected: shownContent("site").email, shown: true, userSelect: expect.not.stringMatching(/^none$/) });
  }
});
