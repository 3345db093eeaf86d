import { shown } from "../shipped-content";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "../hydration";
import { fill, application } from "./form-entries";
import { RULES_SITE } from "./sites";
import { EXAMPLE_RULES, FIT_SCHEDULER, GUIDE } from "../qualification/judgement-cases";
import type { Page } from "@playwright/test";

// Three applicants on a site whose agency judges leads by the documented example's rules (docs/qualification.md): each
// sees its outcome's next step at once, and only the fit one a calendar, with JavaScript and without.

const booking = shown("booking");
const said = (name: string) => (EXAMPLE_RULES.find((rule) => rule.name === name) as { message: string }).message;

const APPLICANTS = [
  { who: "15 years old", values: { Age: "15", "Total followers": "20000" }, message: said("Under 18"), guide: false, calendar: false },
  { who: "with 300 followers", values: { "Total followers": "300" }, message: said("Fewer than 1,000 followers"), guide: true, calendar: false },
  { who: "with 20,000 followers", values: { "Total followers": "20000" }, message: undefined, guide: false, calendar: true },
] as const;

/** What the visitor is offered next, wherever it shows: the rule's words and guide, and the calendar only for a fit lead. */
async function expectNextStep(page: Page, applicant: (typeof APPLICANTS)[number]) {
  const calendar = page.getByRole("link", { name: booking.link });
  if (applicant.calendar) {
    await expect(calendar).toBeVisible();
    expect(new URL((await calendar.getAttribute("href"))!).origin + new URL((await calendar.getAttribute("href"))!).pathname).toBe(FIT_SCHEDULER);
  } else {
    await expect(page.getByText(applicant.message!)).toBeVisible();
    await expect(calendar).toHaveCount(0);
    await expect(page.locator("a[href^='https://cal.com']:visible")).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: GUIDE!.label })).toHaveCount(applicant.guide ? 1 : 0);
}

test.describe("a lead judged by the agency's rules", () => {
  test.use({ baseURL: RULES_SITE });

  for (const applicant of APPLICANTS) {
    test(`an applicant ${applicant.who} sees the next step at once`, async ({ page }) => {
      await gotoHydrated(page, "/apply-client");
      await fill(page, { ...application, ...applicant.values });
      await page.getByRole("button", { name: "Send application" }).click();
      await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
      await expectNextStep(page, applicant);
      if (applicant.calendar) {
        // Prefilled and carrying the reference, as the success state's link always was.
        const href = new URL((await page.getByRole("link", { name: booking.link }).getAttribute("href"))!);
        expect(href.searchParams.get("metadata[reference]")).toMatch(/^[23456789A-HJ-NP-Z]{4}-[23456789A-HJ-NP-Z]{4}$/);
        expect(href.searchParams.get("name")).toBe(application["Full name"]);
      }
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const applicant of APPLICANTS) {
      test(`an applicant ${applicant.who} ends on the thank-you page at the same next step`, async ({ page }) => {
        await page.goto("/apply-client");
        await fill(page, { ...application, ...applicant.values });
        await page.getByRole("button", { name: "Send application" }).click();
        await expect(page).toHaveURL(/\/thanks#next-\d$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("thanks").title);
        await expectNextStep(page, applicant);
      });
    }

    test("the thank-you page itself, where the form service leads, offers no calendar once a rule turns leads away", async ({ page }) => {
      await page.goto("/thanks");
      await expect(page.getByRole("link", { name: booking.link })).toHaveCount(0);
      await expect(page.getByText(said("Under 18"))).toBeHidden();
    });
  });
});
