import { expect, test } from "./fixtures";
import { contact, fill, inboxEntry, status } from "./form-helpers";
import { gotoHydrated, gotoWithoutScripts, waitForHeading, waitForText } from "./page-helpers";
import { landingPageWith } from "../shipped-content";
import { INBOX_SITE } from "../e2e/sites";

// A visitor from an ad on a landing page served as `npm start` serves it: the lead names the page and keeps the ad.
const { path, label } = landingPageWith("contact");
const campaign = "?utm_source=instagram&utm_campaign=spring&fbclid=FB123";
const broughtBy = { first_touch_landing_page: path, first_touch_utm_source: "instagram", first_touch_utm_campaign: "spring", first_touch_fbclid: "FB123" };

for (const javaScript of [true, false]) {
  test(`a contact lead sent from a landing page with JavaScript ${javaScript ? "on" : "off"} names the page and keeps the ad`, async ({ open }) => {
    const page = await open({ baseURL: INBOX_SITE, width: 360, height: 740, javaScript });
    const marker = `landing-${javaScript ? "js" : "nojs"}-${Date.now()}-${Math.random()}`;
    if (javaScript) await gotoHydrated(page, `${path}${campaign}`);
    else await gotoWithoutScripts(page, `${path}${campaign}`);
    await fill(page, { ...contact, message: `${contact.message} ${marker}` });
    await page.click("main form button[type='submit']");
    if (javaScript) await waitForText(page, status, "Form Submitted Successfully");
    else await waitForHeading(page, "Thank you");
    const entry = await inboxEntry(marker);
    expect(entry.form).toBe("contact");
    expect(entry.fields).toMatchObject({ name: contact.name, email: contact.email, landing_page: label, ...broughtBy });
  });
}
