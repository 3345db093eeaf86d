import type { Request, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mockFormService } from "./form-service";
import { gotoHydrated, reachForForms, waitForHydration } from "../hydration";
import { shownPage } from "./sites";
import { pages } from "~/content/pages";
import { shown, shownNav } from "../shipped-content";

// The forms' code (the chunk `forms`, pipeline/islands.ts: the contact form's fields among it), which the island
// imports before it hydrates.
const CONTACT_FORM_CODE = "**/assets/forms-*.js";
const notFound = /Failed to load resource: the server responded with a status of 404/;

const FORMS = {
  [pages.contact.path]: { submit: "Send message", values: { name: "Inès Duarte", email: "ines@brand.com", message: "Sent from a tab left open" } },
  [pages.applyClient.path]: {
    submit: "Send application",
    values: { fullName: "Ana Souza", email: "ana@brand.com", age: "34", instagramId: "@ana.souza", phoneNumber: "+55 11 91234-5678", followers: "48000", goals: "Grow sales" },
  },
};

test.describe("a form whose code cannot be downloaded", () => {
  test.use({ allowedConsoleErrors: [notFound] });
  test.use({ viewport: { width: 1280, height: 800 } });

  test("stays the prerendered form on the page it is on, and loads at the next visit", async ({ page }) => {
    await page.route(CONTACT_FORM_CODE, (route) => route.fulfill({ status: 404, body: "" }));
    const failed = page.waitForResponse((response) => response.url().includes("/assets/forms-") && response.status() === 404);
    await page.goto("/contact");
    await waitForHydration(page, "shell");
    await page.evaluate(reachForForms);
    await failed;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("contact").title);
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    await expect(page.getByLabel("Name")).toBeEditable();

    await page.unroute(CONTACT_FORM_CODE);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: shown("site").menu.about, exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await nav.getByRole("link", { name: shown("site").menu.contact, exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await waitForHydration(page);
  });
});

test.describe("a tab left open across a release", () => {

  const clicks = [
    ...shownNav().map(({ label, to }) => ({ from: pages.privacy.path, link: `.site-nav a[href="${to}"]`, label, to })),
    { from: pages.home.path, link: `.hero a[href="${pages.applyClient.path}"]`, label: shown("home").hero.apply.label, to: pages.applyClient.path },
  ];

  for (const { from, link, label, to } of clicks) {
    test(`a click on ${label} from ${from} lands on its page, which works`, async ({ page, allowedConsoleErrors }) => {
      // The old release's files are gone; the engine reports what the old page still asks for.
      allowedConsoleErrors.push(notFound);
      const requested: string[] = [];
      const record = (request: Request) => requested.push(request.url());
      page.on("request", record);
      // Arrived from an ad: the hand-over keeps the tab's landing log, so the lead still names the campaign.
      await gotoHydrated(page, `${from}?utm_campaign=spring`);
      page.off("request", record);
      const loaded = new Set(requested);
      // Every asset the page has not loaded yet is gone with the release it belonged to, until a new document
      // (of the new release) starts loading.
      const stale = (route: Route) => (loaded.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: "" }));
      await page.route("**/assets/**", stale);
      page.on("request", (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) void page.unroute("**/assets/**", stale);
      });
      await page.locator(link).click();
      await expect(page).toHaveURL(to);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(shownPage(to).heading);
      await waitForHydration(page, "shell");
      const form = FORMS[to as keyof typeof FORMS];
      if (!form) return;
      const posts = await mockFormService(page);
      await waitForHydration(page);
      for (const [name, value] of Object.entries(form.values)) await page.locator(`main form [name="${name}"]`).fill(value);
      await page.getByRole("button", { name: form.submit }).click();
      await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
      expect(posts).toHaveLength(1);
      expect(posts[0]!.entries).toEqual(expect.arrayContaining([["first_touch_landing_page", from], ["first_touch_utm_campaign", "spring"]]));
    });
  }
});
