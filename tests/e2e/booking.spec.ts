import type { Page } from "@playwright/test";
import { landingPageWith, shown } from "../shipped-content";
import { expect, test } from "./fixtures";
import { application, fill } from "./form-entries";
import { mockFormService, referenceOf } from "./form-service";
import { gotoHydrated } from "../hydration";
import { SERVICE_SITE } from "./sites";

// The call a lead books once its form has arrived (docs/booking.md), with the shipped defaults' Cal.com scheduler:
// offered after the application and a landing page's form, not after the contact message.

const booking = shown("booking");
const scheduler = new URL(booking.scheduler!);

/** Every request the page makes to the scheduler's host. */
function requestsToScheduler(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).host === scheduler.host) seen.push(request.url());
  });
  return seen;
}

for (const path of ["/apply-client", landingPageWith("apply").path]) {
  test(`on ${path}, the sent application leads with the scheduler's link, prefilled and carrying the reference, the next stop for a keyboard`, async ({ page }) => {
    const toScheduler = requestsToScheduler(page);
    const posts = await mockFormService(page);
    await gotoHydrated(page, path);
    await expect(page.getByRole("link", { name: booking.link })).toHaveCount(0);
    await fill(page, application);
    await page.getByRole("button", { name: "Send application" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");

    await page.keyboard.press("Tab");
    const link = page.getByRole("link", { name: booking.link });
    await expect(link).toBeFocused();
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe(scheduler.href);
    expect(Object.fromEntries(href.searchParams)).toEqual({ name: "Renée O'Connor", email: "renee@brand.com", "metadata[reference]": referenceOf(posts[0]!) });
    // Read after the status: the link comes next in the document, in a region a screen reader announces.
    expect(await page.getByRole("status").evaluate((status, linkText) => {
      const next = [...document.querySelectorAll("main form a")].find((anchor) => anchor.textContent === linkText)!;
      return Boolean(status.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING) && next.closest("[aria-live]") !== null;
    }, booking.link)).toBe(true);
    expect(toScheduler).toEqual([]);
  });
}

test("the contact message offers no call where the agency offers it only after the application", async ({ page }) => {
  expect(booking.offeredAfter.contact).toBeFalsy();
  await mockFormService(page);
  await gotoHydrated(page, "/contact");
  await fill(page, { "Your name": "Zoë Brand", "E-mail": "zoe@brand.com", Message: "Hello" });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
  await expect(page.getByRole("link", { name: booking.link })).toHaveCount(0);
});

test("without JavaScript, /thanks offers the scheduler's plain link, and the privacy page names the scheduler", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: SERVICE_SITE, javaScriptEnabled: false });
  const page = await context.newPage();
  const toScheduler = requestsToScheduler(page);
  await page.goto("/thanks");
  await expect(page.getByText(booking.thanks)).toBeVisible();
  await expect(page.getByRole("link", { name: booking.link })).toHaveAttribute("href", scheduler.href);
  await page.goto("/privacy");
  await expect(page.getByText(booking.privacy.replace("{scheduler}", "Cal.com"))).toBeVisible();
  expect(toScheduler).toEqual([]);
  await context.close();
});
