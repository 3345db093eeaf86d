import { readFile } from "node:fs/promises";
import { shown } from "../shipped-content";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "../hydration";
import { DURING_THE_TEST, withLandingTimes } from "../landing-times";
import { INBOX_FILE, INBOX_SITE } from "./sites";

interface StoredLead {
  readonly receivedAt: string;
  readonly form: string;
  readonly reference: string;
  readonly fields: Record<string, string>;
}

async function inboxLines(): Promise<StoredLead[]> {
  const text = await readFile(INBOX_FILE, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

async function findInInbox(marker: string) {
  await expect.poll(async () => (await inboxLines()).filter((line) => JSON.stringify(line).includes(marker)).length).toBe(1);
  return (await inboxLines()).find((line) => JSON.stringify(line).includes(marker))!;
}

test.describe("the local inbox of npm start", () => {
  test.use({ baseURL: INBOX_SITE });

  test("receives a contact message sent with JavaScript", async ({ page }) => {
    const marker = `js-${Date.now()}-${Math.random()}`;
    const since = Date.now();
    await gotoHydrated(page, "/contact?utm_source=e2e");
    expect(await page.locator("form").getAttribute("action")).toBe("/api/inbox");
    await page.getByLabel("Your name").fill("Inès");
    await page.getByLabel("E-mail").fill("ines@brand.com");
    await page.getByLabel(/^Message/).fill(`Hello from the suite ${marker} 👋`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
    const entry = await findInInbox(marker);
    expect(entry.form).toBe("contact");
    // The reference the visitor sees is the one the agency reads.
    await expect(page.getByText(entry.reference)).toBeVisible();
    expect(withLandingTimes(entry.fields, since)).toEqual({
      subject: `New contact message: Inès [ref ${entry.reference}]`,
      name: "Inès",
      email: "ines@brand.com",
      message: `Hello from the suite ${marker} 👋`,
      first_touch_landing_page: "/contact",
      first_touch_utm_source: "e2e",
      first_touch_at: DURING_THE_TEST,
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an application posts natively, lands in the inbox and shows the confirmation page", async ({ page }) => {
      const marker = `nojs-${Date.now()}-${Math.random()}`;
      await page.goto("/apply-client");
      await page.getByLabel("Full name").fill("Ana Souza");
      await page.getByLabel("E-mail").fill("ana@brand.com");
      await page.getByLabel("Age").fill("34");
      await page.getByLabel("Instagram handle").fill("@ana.souza");
      await page.getByLabel("Phone number").fill("+55 11 91234-5678");
      await page.getByLabel("Total followers").fill("48000");
      await page.getByLabel(/^Your main goals/).fill(`Grow sales ${marker}`);
      await page.getByRole("button", { name: "Send application" }).click();
      await expect(page).toHaveURL(`${INBOX_SITE}/thanks`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
      const entry = await findInInbox(marker);
      expect(entry.fields).toMatchObject({
        subject: "New client application",
        fullName: "Ana Souza",
        age: "34",
        followers: "48000",
        goals: `Grow sales ${marker}`,
      });
      expect(entry.fields).not.toHaveProperty("access_key");
      expect(entry.fields).not.toHaveProperty("redirect");
      expect(entry.form).toBe("apply");
      expect(entry.reference).toMatch(/^[23456789A-HJ-NP-Z]{4}-[23456789A-HJ-NP-Z]{4}$/);
    });

    test("a post the server refuses leads to the form-error page, and nothing is stored", async ({ page, allowedConsoleErrors }) => {
      // Chromium logs the document's own 400 status.
      allowedConsoleErrors.push(/status of 400/);
      const marker = `refused-${Date.now()}-${Math.random()}`;
      await page.goto("/contact");
      await page.getByLabel("Your name").fill("Inès");
      // The browser's checks and the schema agree on every value (schemas.property.test.tsx), so only a post that
      // skips the browser's checks (a browser without them, a script) reaches the server invalid: switch them off.
      await page.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
      await page.getByLabel("E-mail").fill("ines@brand");
      await page.getByLabel(/^Message/).fill(`Refused ${marker}`);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith("/api/inbox")),
        page.getByRole("button", { name: "Send message" }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("formError").title);
      await expect(page.getByRole("link", { name: shown("formError").contactLink })).toHaveAttribute("href", "/contact");
      expect((await inboxLines()).filter((line) => JSON.stringify(line).includes(marker))).toHaveLength(0);
    });

    test("the browser's own validation stops an empty form", async ({ page }) => {
      await page.goto("/contact");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page).toHaveURL(`${INBOX_SITE}/contact`);
      expect(await page.getByLabel("Your name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    });
  });
});
