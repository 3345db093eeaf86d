import type { Page } from "@playwright/test";
import { shown } from "../shipped-content";
import { expect, test } from "./fixtures";
import { mockFormService, referenceOf, reply } from "./form-service";
import { gotoHydrated, waitForHydration } from "../hydration";
import { DURING_THE_TEST, withLandingTimes } from "../landing-times";
import { ACCESS_KEY } from "./sites";

const application: Record<string, string> = {
  "Full name": "Renée O'Connor",
  "E-mail": "renee@brand.com",
  Age: "29",
  "Instagram handle": "@renee.brand",
  "Phone number": "+1 555 010 0199",
  "Total followers": "12500",
  "Your main goals": "Launch our spring line",
};

async function fillApplication(page: Page) {
  for (const [label, value] of Object.entries(application)) {
    await page.getByLabel(label, { exact: label !== "Your main goals" }).fill(value);
  }
}

async function storage(page: Page) {
  return page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(window.localStorage),
    session: Object.keys(window.sessionStorage),
  }));
}

test("an application says which ad brought the visitor, after navigating the site, with nothing stored but the draft", async ({ page }) => {
  const posts = await mockFormService(page);
  const since = Date.now();
  await gotoHydrated(page, "/?utm_source=instagram&utm_medium=paid&utm_campaign=spring&fbclid=AbC_12-xyz");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.locator(".hero").getByRole("link", { name: shown("home").hero.apply.label }).click();
  await expect(page).toHaveURL(/\/apply-client$/);
  await waitForHydration(page);
  await fillApplication(page);
  expect(await storage(page)).toEqual({ cookie: "", local: [], session: ["northstar:draft:apply"] });

  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
  expect(posts).toHaveLength(1);
  const reference = referenceOf(posts[0]!);
  const attribution = posts[0]!.entries.filter(([name]) => name.startsWith("first_touch_") || name.startsWith("last_touch_"));
  expect(withLandingTimes(attribution, since)).toEqual([
    ["first_touch_landing_page", "/"],
    ["first_touch_utm_source", "instagram"],
    ["first_touch_utm_medium", "paid"],
    ["first_touch_utm_campaign", "spring"],
    ["first_touch_fbclid", "AbC_12-xyz"],
    ["first_touch_at", DURING_THE_TEST],
  ]);
  expect(posts[0]!.entries).toContainEqual(["subject", `New client application: Renée O'Connor [ref ${reference}]`]);
  await expect(page.locator(".form-reference")).toContainText(reference);
  expect(await storage(page)).toEqual({ cookie: "", local: [], session: [] });
});

test("a hostile query string changes nothing that is sent", async ({ page }) => {
  const posts = await mockFormService(page);
  await gotoHydrated(page, "/contact?email=evil@example.com&access_key=x&subject=hi&replyto=evil@example.com&name=Mallory&first_touch_utm_source=forged");
  await page.getByLabel("Your name").fill("Zoë");
  await page.getByLabel("E-mail").fill("zoe@brand.com");
  await page.getByLabel(/^Message/).fill("Hello");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
  const reference = referenceOf(posts[0]!);
  expect(posts[0]!.entries).toEqual([
    ["access_key", ACCESS_KEY],
    ["subject", `New contact message: Zoë [ref ${reference}]`],
    ["from_name", shown("site").name],
    ["botcheck", ""],
    ["replyto", "zoe@brand.com"],
    ["reference", reference],
    ["name", "Zoë"],
    ["email", "zoe@brand.com"],
    ["message", "Hello"],
    ["first_touch_landing_page", "/contact"],
  ]);
});

test("the reference shows after success and stays the same across a failed send and its retry", async ({ page, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(/Failed to load resource/);
  const posts = await mockFormService(page, [reply.json(500, { success: false })]);
  await gotoHydrated(page, "/apply-client");
  await fillApplication(page);
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("status")).toContainText("error 500");
  await expect(page.locator(".form-reference")).toBeEmpty();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
  expect(posts).toHaveLength(2);
  expect(referenceOf(posts[1]!)).toBe(referenceOf(posts[0]!));
  await expect(page.locator(".form-reference")).toHaveText(`Your reference: ${referenceOf(posts[1]!)}. Quote it if you write to us about this form.`);
});

test("the privacy page is linked from the footer and beside each form's button", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await expect(page.locator("main form").getByRole("link", { name: "How we handle your data" })).toHaveAttribute("href", "/privacy");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  await expect(page.getByText("session storage")).toBeVisible();
  await expect(page.getByText(/Web3Forms/).first()).toBeVisible();
});
