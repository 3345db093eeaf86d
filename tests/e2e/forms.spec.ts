import type { Page } from "@playwright/test";
import { landingPageWith, shown } from "../shipped-content";
import { expect, test } from "./fixtures";
import { application, fill, labelled } from "./form-entries";
import { mockFormService, referenceOf, reply } from "./form-service";
import { gotoHydrated, waitForHydration } from "../hydration";
import { ACCESS_KEY } from "./sites";

const contact = { "Your name": "  Zoë Ångström ", "E-mail": "zoe@brand.com", Message: "Salut 👋 — مرحبا\nLine two" };

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(labelled(page, label)).toHaveValue(value);
  }
}

const status = (page: Page) => page.getByRole("status");

test.describe("contact form", () => {
  test("sends the exact multipart payload, shows 'Sending....' and clears on success", async ({ page }) => {
    const posts = await mockFormService(page, [reply.after(600, reply.json(200, { success: true, message: "Email sent successfully!" }))]);
    await gotoHydrated(page, "/contact");
    await fill(page, contact);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(status(page)).toHaveText("Sending....");
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect(status(page)).toHaveText("Form Submitted Successfully");
    await expectValues(page, { "Your name": "", "E-mail": "", Message: "" });

    expect(posts).toHaveLength(1);
    expect(posts[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const reference = referenceOf(posts[0]!);
    expect(posts[0]!.entries).toEqual([
      ["access_key", ACCESS_KEY],
      ["subject", `New contact message: Zoë Ångström [ref ${reference}]`],
      ["from_name", shown("site").name],
      ["botcheck", ""],
      ["replyto", "zoe@brand.com"],
      ["reference", reference],
      ["name", "Zoë Ångström"],
      ["email", "zoe@brand.com"],
      // Multipart encoding turns line breaks into CRLF, as a native form post does; the rest is byte for byte.
      ["message", "Salut 👋 — مرحبا\r\nLine two"],
      ["first_touch_landing_page", "/contact"],
    ]);
  });

  const failures = [
    ["a 400 with the provider's message", reply.json(400, { success: false, message: "Invalid email address" }), "Invalid email address"],
    ["a 403 with a nested message", reply.json(403, { success: false, body: { message: "Invalid access key" } }), "Invalid access key"],
    ["a 200 that is not a success", reply.json(200, { success: false, message: "Spam detected" }), "Spam detected"],
    [
      "a 429 with a readable Retry-After",
      reply.json(429, { success: false, message: "Slow down" }, { "Retry-After": "30", "Access-Control-Expose-Headers": "Retry-After" }),
      /try again in 30 seconds/,
    ],
    // Cross-origin, the header is readable only when the service exposes it.
    ["a 429 with a hidden Retry-After", reply.json(429, { success: false, message: "Slow down" }, { "Retry-After": "30" }), /try again in a minute/],
    ["a 500", reply.json(500, { success: false }), /error 500/],
    ["an HTML error page", reply.html(502, "<html><h1>Bad Gateway</h1></html>"), /error 502/],
    ["a network failure", reply.networkError(), /could not reach the server/],
  ] as const;

  for (const [name, failure, shown] of failures) {
    test(`keeps every field after ${name}, and a retry sends again`, async ({ page, allowedConsoleErrors }) => {
      // Chromium logs every failed response or request itself; the page logs nothing as an error.
      allowedConsoleErrors.push(/Failed to load resource/);
      const posts = await mockFormService(page, [failure]);
      await gotoHydrated(page, "/contact");
      await fill(page, contact);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(status(page)).toHaveText(shown);
      await expect(status(page)).not.toContainText("<");
      await expectValues(page, contact);

      await page.getByRole("button", { name: "Try again" }).click();
      await expect(status(page)).toHaveText("Form Submitted Successfully");
      expect(posts).toHaveLength(2);
    });
  }

  test("sends one request on a double click and repeated Enter", async ({ page }) => {
    const posts = await mockFormService(page, [reply.after(800, reply.json(200, { success: true, message: "ok" }))]);
    await gotoHydrated(page, "/contact");
    await fill(page, contact);
    await page.getByRole("button", { name: "Send message" }).dblclick();
    await page.getByLabel("E-mail").press("Enter");
    await page.getByLabel("E-mail").press("Enter");
    await expect(status(page)).toHaveText("Form Submitted Successfully");
    expect(posts).toHaveLength(1);
  });

  test("sends nothing while the input is invalid and focuses the first invalid field", async ({ page }) => {
    const posts = await mockFormService(page);
    await gotoHydrated(page, "/contact");
    await fill(page, { ...contact, "E-mail": "zoe@brand" });
    await page.getByRole("button", { name: "Send message" }).click();
    const email = page.getByLabel("E-mail");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid e-mail address, like name@example.com.");
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
  });

  test("keeps a draft through a reload, in sessionStorage only", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await fill(page, contact);
    await page.reload();
    await expectValues(page, contact);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });
});

// The same form on its own page and on a landing page: same fields, rules and statuses; a landing page's lead names it.
const applyPages = [
  { path: "/apply-client", landing: [] as [string, string][] },
  { path: landingPageWith("apply").path, landing: [["landing_page", landingPageWith("apply").label]] as [string, string][] },
];

for (const { path, landing } of applyPages) test.describe(`client application form on ${path}`, () => {
  test("sends the exact multipart payload and clears on success", async ({ page }) => {
    const posts = await mockFormService(page);
    await gotoHydrated(page, path);
    await fill(page, application);
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(status(page)).toHaveText("Form Submitted Successfully");
    await expectValues(page, Object.fromEntries(Object.keys(application).map((label) => [label, ""])));
    const reference = referenceOf(posts[0]!);
    expect(posts[0]!.entries).toEqual([
      ["access_key", ACCESS_KEY],
      ["subject", `New client application: Renée O'Connor [ref ${reference}]`],
      ["from_name", shown("site").name],
      ["botcheck", ""],
      ["replyto", "renee@brand.com"],
      ["reference", reference],
      ["fullName", "Renée O'Connor"],
      ["email", "renee@brand.com"],
      ["age", "29"],
      ["instagramId", "@renee.brand"],
      ["phoneNumber", "+1 (555) 010-0199"],
      ["followers", "12500"],
      ["goals", "Launch our spring line ✿ and reach 10k new buyers."],
      ...landing,
      ["first_touch_landing_page", path],
    ]);
  });

  test("keeps every field after a failure", async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 400/);
    await mockFormService(page, [reply.json(400, { success: false, message: "Invalid form" })]);
    await gotoHydrated(page, path);
    await fill(page, application);
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(status(page)).toHaveText("Invalid form");
    await expectValues(page, application);
  });

  test("can be completed by keyboard alone", async ({ page }) => {
    const posts = await mockFormService(page);
    await gotoHydrated(page, path);
    await page.getByLabel("Full name").focus();
    for (const value of Object.values(application)) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    await expect(page.getByRole("button", { name: "Send application" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText("Form Submitted Successfully");
    expect(posts).toHaveLength(1);
  });

  test("rejects an age out of range without sending", async ({ page }) => {
    const posts = await mockFormService(page);
    await gotoHydrated(page, path);
    await fill(page, { ...application, Age: "12" });
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByLabel("Age")).toBeFocused();
    await expect(page.getByText("Please enter an age from 13 to 120.")).toBeVisible();
    expect(posts).toHaveLength(0);
  });
});

test("keeps what was typed before the form's code arrived", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The forms' code (the chunk `forms`, pipeline/islands.ts), which the island imports before it hydrates.
  await page.route(/\/assets\/forms-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const posts = await mockFormService(page);
  await page.goto("/contact");
  await waitForHydration(page, "shell");
  await page.getByLabel("Your name").fill("Early Bird");
  await page.getByLabel("E-mail").fill("early@brand.com");
  release();
  await waitForHydration(page);
  await page.getByLabel(/^Message/).fill("Typed while the page was loading");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
  expect(posts[0]!.entries).toEqual(
    expect.arrayContaining([
      ["name", "Early Bird"],
      ["email", "early@brand.com"],
      ["message", "Typed while the page was loading"],
    ]),
  );
});
