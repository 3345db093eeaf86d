import { pages } from "~/content/pages";
import { expect, test } from "./fixtures";
import { application, fill, posts, serveAnswers, status } from "./form-helpers";
import { holdScriptsOf } from "./held-scripts";
import { waitFor, waitForCompleteHydration, waitForShown, waitForText } from "./page-helpers";
import { SERVICE_SITE } from "../e2e/sites";
import { hydratedTo } from "../hydration";

const attributionOf = (fields: [string, string][]) => fields.filter(([name]) => /^(first|last)_touch_/.test(name));

test("a tap on the home page before its scripts have run still sends the ad that brought the visitor", async ({ open }) => {
  const landing = "/?utm_source=instagram&utm_campaign=spring&fbclid=FB123";
  const door = await holdScriptsOf(SERVICE_SITE, landing);
  try {
    const page = await open({ baseURL: door.origin, width: 360, height: 740 });
    await page.goto(landing);
    const apply = `.hero a[href="${pages.applyClient.path}"]`;
    await waitForShown(page, apply);
    // The page asked for its scripts and got none: nothing of the app has run when the visitor taps.
    await expect.poll(() => door.held()).toBeGreaterThan(0);
    expect(await page.evaluate(hydratedTo, "shell")).toBe(false);
    await page.click(apply);
    await waitFor(page, "the application page", (path) => location.pathname === path, pages.applyClient.path);
    await waitForCompleteHydration(page, pages.applyClient.path);

    await page.evaluate(serveAnswers, []);
    await fill(page, application);
    await page.click("main form button[type='submit']");
    await waitForText(page, status, "Form Submitted Successfully");
    const [sent] = await posts(page);
    expect(attributionOf(sent!)).toEqual([
      ["first_touch_landing_page", "/"],
      ["first_touch_utm_source", "instagram"],
      ["first_touch_utm_campaign", "spring"],
      ["first_touch_fbclid", "FB123"],
    ]);
    expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual(["", 0, 0]);
  } finally {
    await door.close();
  }
});
