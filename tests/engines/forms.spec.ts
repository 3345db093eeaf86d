import { expect, test } from "./fixtures";
import type { EnginePage } from "./engine";
import { gotoHydrated, gotoWithoutScripts, waitFor, waitForHeading, waitForText } from "./page-helpers";
import { INBOX_SITE } from "../e2e/sites";
import { application, contact, fill, inboxEntry, posts, serveAnswers, status, type Answer } from "./form-helpers";
import { shown } from "../shipped-content";

const booking = shown("booking");


const valuesOf = (page: EnginePage, names: string[]) =>
  page.evaluate(
    (fields) => Object.fromEntries(fields.map((name) => [name, document.querySelector<HTMLInputElement>(`main form [name="${name}"]`)!.value])),
    names,
  );

test.describe("the local inbox of npm start", () => {
  test("receives a contact message sent with JavaScript, and the visitor sees its reference", async ({ open }) => {
    const page = await open({ baseURL: INBOX_SITE, width: 360, height: 740 });
    const marker = `engine-${Date.now()}-${Math.random()}`;
    await gotoHydrated(page, "/contact");
    await fill(page, { ...contact, message: `${contact.message} ${marker}` });
    await page.click("main form button[type='submit']");
    await waitForText(page, status, "Form Submitted Successfully");
    const entry = await inboxEntry(marker);
    expect(entry.form).toBe("contact");
    expect(entry.fields).toMatchObject({ name: contact.name, email: contact.email });
    expect(await page.evaluate(() => document.querySelector("main form .form-reference strong")?.textContent)).toBe(entry.reference);
  });

  test("ends an application with the scheduler's link, prefilled and carrying its reference, the next stop for a keyboard", async ({ open }) => {
    const page = await open({ baseURL: INBOX_SITE, width: 360, height: 740 });
    const marker = `engine-booking-${Date.now()}-${Math.random()}`;
    await gotoHydrated(page, "/apply-client");
    await fill(page, { ...application, goals: `${application.goals} ${marker}` });
    await page.click("main form button[type='submit']");
    await waitForText(page, status, "Form Submitted Successfully");
    const entry = await inboxEntry(marker);
    await page.press("Tab");
    const focused = await page.evaluate(() => (document.activeElement instanceof HTMLAnchorElement ? document.activeElement.href : document.activeElement?.outerHTML.slice(0, 80)));
    expect(focused, "what the Tab after the send reached").toMatch(/^https:\/\//);
    const link = new URL(focused!);
    expect(link.origin + link.pathname).toBe(booking.scheduler);
    expect(Object.fromEntries(link.searchParams)).toEqual({ name: application.fullName, email: application.email, "metadata[reference]": entry.reference });
  });

  test("receives an application posted without JavaScript, and shows the thank-you page", async ({ open }) => {
    const page = await open({ baseURL: INBOX_SITE, javaScript: false });
    const marker = `engine-nojs-${Date.now()}-${Math.random()}`;
    await gotoWithoutScripts(page, "/apply-client");
    await fill(page, { ...application, goals: `${application.goals} ${marker}` });
    await page.click("main form button[type='submit']");
    await waitForHeading(page, "Thank you");
    expect(await page.evaluate(() => location.pathname)).toBe("/thanks");
    // The scheduler's plain link (a static page prefills nothing).
    expect(await page.evaluate(() => [...document.querySelectorAll("main a")].map((anchor) => anchor.getAttribute("href")))).toContain(booking.scheduler);
    const entry = await inboxEntry(marker);
    expect(entry.form).toBe("apply");
    expect(entry.fields).toMatchObject({ fullName: application.fullName, age: application.age, followers: application.followers });
  });
});

test.describe("the contact form's outcomes", () => {
  const failures: [string, Answer, string | RegExp][] = [
    ["the service's refusal", { status: 400, body: { success: false, message: "Invalid email address" } }, "Invalid email address"],
    ["a server error", { status: 500, body: { success: false } }, /error 500/],
    ["a network failure", "network", /could not reach the server/],
  ];
  for (const [name, answer, shown] of failures) {
    test(`keeps every field after ${name}, and a retry sends again`, async ({ open }) => {
      const page = await open();
      await gotoHydrated(page, "/contact");
      await page.evaluate(serveAnswers, [answer]);
      await fill(page, contact);
      await page.click("main form button[type='submit']");
      await waitForText(page, status, shown);
      expect(await valuesOf(page, Object.keys(contact))).toEqual(contact);
      await page.click("main form .form-status button");
      await waitForText(page, status, "Form Submitted Successfully");
      const sent = await posts(page);
      expect(sent).toHaveLength(2);
      expect(sent[1]).toEqual(expect.arrayContaining([["name", contact.name], ["email", contact.email], ["message", contact.message]]));
    });
  }
});

test.describe("drafts", () => {
  test("a draft survives a reload, in session storage only", async ({ open }) => {
    const page = await open();
    await gotoHydrated(page, "/contact");
    await fill(page, contact);
    await gotoHydrated(page, "/contact");
    await waitFor(page, "the draft to come back", (name) => document.querySelector<HTMLInputElement>('main form [name="name"]')!.value === name, contact.name);
    expect(await valuesOf(page, Object.keys(contact))).toEqual(contact);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test("with storage switched off, drafts stop quietly and the form still sends", async ({ open }) => {
    const page = await open({ storage: false });
    await gotoHydrated(page, "/contact");
    // The engine really refuses storage (throws or withholds it), else this test would prove nothing.
    expect(await page.evaluate(() => {
      try {
        return window.sessionStorage === null ? "withheld" : (window.sessionStorage.setItem("probe", "1"), "allowed");
      } catch {
        return "throws";
      }
    })).not.toBe("allowed");
    await fill(page, contact);
    await gotoHydrated(page, "/contact");
    expect(await valuesOf(page, ["name"])).toEqual({ name: "" });
    await page.evaluate(serveAnswers, []);
    await fill(page, contact);
    await page.click("main form button[type='submit']");
    await waitForText(page, status, "Form Submitted Successfully");
    expect(await posts(page)).toHaveLength(1);
  });
});
