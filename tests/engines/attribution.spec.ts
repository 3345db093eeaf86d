import { pages } from "~/content/pages";
import { expect, test } from "./fixtures";
import type { EnginePage } from "./engine";
import { application, contact, fill, posts, serveAnswers, status } from "./form-helpers";
import { holdScriptsOf } from "./held-scripts";
import { waitFor, waitForCompleteHydration, waitForShown, waitForText } from "./page-helpers";
import { SERVICE_SITE } from "../e2e/sites";
import { hydratedTo } from "../hydration";
import { DURING_THE_TEST, withLandingTimes } from "../landing-times";

const attributionOf = (fields: [string, string][], since: number) => withLandingTimes(fields.filter(([name]) => /^(first|last)_touch_/.test(name)), since);
const navLink = (path: string) => `.site-nav a[href="${path}"]`;
const campaign = "?utm_source=instagram&utm_campaign=spring&fbclid=FB123";
const landing = `/${campaign}`;
const broughtBy = [
  ["first_touch_landing_page", "/"],
  ["first_touch_utm_source", "instagram"],
  ["first_touch_utm_campaign", "spring"],
  ["first_touch_fbclid", "FB123"],
  ["first_touch_at", DURING_THE_TEST],
];

const campaignValues = broughtBy.slice(1, -1).map(([, value]) => value!);

/**
 * Runs in the page: what of the campaign the tab's stores hold (the cookie, local storage, and each entry of session
 * storage holding one of the values). Nothing: the campaign travels in the tab's name alone.
 */
function storesHolding(values: string[]) {
  const session = Object.keys(sessionStorage).filter((key) => values.some((value) => `${key}${sessionStorage.getItem(key)}`.includes(value)));
  return { cookie: document.cookie, local: Object.keys(localStorage), session };
}

/** Follows a link and waits for its page (a page load). */
async function follow(page: EnginePage, selector: string, path: string) {
  await page.click(selector);
  await waitFor(page, `the page ${path}`, (target) => location.pathname === target, path);
}

/** Sends the form of the page the visitor is on, and returns what it sent of the attribution and what the stores hold of it. */
async function send(page: EnginePage, path: string, values: Record<string, string>, since: number) {
  await waitForCompleteHydration(page, path);
  await page.evaluate(serveAnswers, []);
  await fill(page, values);
  await page.click("main form button[type='submit']");
  await waitForText(page, status, "Form Submitted Successfully");
  const [sent] = await posts(page);
  return { attribution: attributionOf(sent!, since), stored: await page.evaluate(storesHolding, campaignValues) };
}

test("a lead says which ad brought the visitor after the menu and a button took them to the form", async ({ open }) => {
  const page = await open();
  const since = Date.now();
  await page.goto(landing);
  await follow(page, navLink(pages.about.path), pages.about.path);
  await follow(page, navLink(pages.services.path), pages.services.path);
  await follow(page, `.service-details > :first-child a[href="${pages.applyClient.path}"]`, pages.applyClient.path);
  expect(await send(page, pages.applyClient.path, application, since)).toEqual({ attribution: broughtBy, stored: { cookie: "", local: [], session: [] } });
});

test("a lead says which ad brought the visitor after the back button", async ({ open }) => {
  const page = await open();
  const since = Date.now();
  await page.goto(landing);
  await follow(page, navLink(pages.services.path), pages.services.path);
  await page.back();
  await waitFor(page, "the landing page again", (search) => location.pathname === "/" && location.search === search, campaign);
  await follow(page, navLink(pages.contact.path), pages.contact.path);
  expect(await send(page, pages.contact.path, contact, since)).toEqual({ attribution: broughtBy, stored: { cookie: "", local: [], session: [] } });
});

// The home page runs no script file at all (its landing note is inline, before it shows); a form's page runs its
// island's. Either way, a tap before any of them has run keeps the ad.
const heroApply = { link: `.hero a[href="${pages.applyClient.path}"]`, to: pages.applyClient.path };
const earlyTaps = [
  { landing: pages.home.path, taps: [heroApply] },
  { landing: pages.contact.path, taps: [{ link: `.site-header a.brand[href="${pages.home.path}"]`, to: pages.home.path }, heroApply] },
];

for (const { landing: path, taps } of earlyTaps) {
  test(`a tap on ${path} before any script file of it has run still sends the ad that brought the visitor`, async ({ open }) => {
    const door = await holdScriptsOf(SERVICE_SITE, `${path}${campaign}`);
    try {
      const page = await open({ baseURL: door.origin, width: 360, height: 740 });
      const since = Date.now();
      await page.goto(`${path}${campaign}`);
      await waitForShown(page, taps[0]!.link);
      // Whatever script file the page asked for was kept back (a form's code loads only when the visitor reaches for
      // it): its form, if any, has not hydrated when the visitor taps.
      const forms = await page.evaluate(() => document.querySelectorAll("[data-island]").length);
      expect(door.held()).toBe(0);
      expect(await page.evaluate(hydratedTo, "complete")).toBe(forms === 0);
      for (const { link, to } of taps) await follow(page, link, to);
      const expected = broughtBy.map(([name, value]) => [name, name === "first_touch_landing_page" ? path : value]);
      expect(await send(page, pages.applyClient.path, application, since)).toEqual({ attribution: expected, stored: { cookie: "", local: [], session: [] } });
    } finally {
      await door.close();
    }
  });
}
