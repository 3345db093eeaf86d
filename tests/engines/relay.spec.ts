import { createHash, createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import { privacyNoteWithConsent } from "~/content/form-consent-note";
import { pages } from "~/content/pages";
import { STAGE_MATCH_KEPT_FOR_DAYS } from "~/lib/stage-match-kept-for.mjs";
import { CONSENT_FIELD } from "~/forms/form-definition";
import { expect, test } from "./fixtures";
import type { EnginePage } from "./engine";
import { contact, copies, fill, serveAnswers, status } from "./form-helpers";
import { waitFor, waitForCompleteHydration, waitForText } from "./page-helpers";
import { RELAY_OUTBOX_FILE, RELAY_SITE } from "../e2e/sites";
import { RELAY_SETTINGS, STAND_IN } from "../test-sites.mjs";
import { shown } from "../shipped-content";

// The relay site: the form service (stood in for in the page) and every destination of the relay set, pointing at
// the suite's stand-in (tests/relay/stand-in-server.mjs). A visitor lands from an ad, goes to the contact form through the
// menu, and sends it; the platforms hear of the lead only when the box is ticked (decision 031).

const FBCLID = "FBtest.AbC-123_x";
const TTCLID = "TTtest123";
const landing = `/?utm_source=instagram&utm_campaign=spring&fbclid=${FBCLID}&ttclid=${TTCLID}`;
const consentBox = `main form input[name='${CONSENT_FIELD}']`;
/** The note under the form about what is done with what it sends. */
const formNote = (page: EnginePage) => page.evaluate(() => document.querySelector("main form .form-privacy")?.textContent ?? "");

interface Received {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** What the stand-in received for one lead, by destination. */
async function receivedFor(reference: string) {
  const lines = (await readFile(STAND_IN.file, "utf8").catch(() => "")).split("\n").filter(Boolean);
  const all = lines.map((line) => JSON.parse(line) as Received).filter((request) => request.body.includes(reference));
  const to = (path: string) => all.filter((request) => request.path.startsWith(path));
  return { webhook: to("/webhook"), chat: to("/chat"), meta: to("/graph"), tiktok: to("/tiktok") };
}

/** The destinations the relay's outbox finished delivering one lead to (delivered, refused or given up). */
async function deliveredTo(reference: string) {
  const lines = (await readFile(RELAY_OUTBOX_FILE, "utf8").catch(() => "")).split("\n").filter(Boolean);
  return lines.map((line) => JSON.parse(line) as { op: string; id: string }).filter((entry) => entry.op === "done" && entry.id.startsWith(`${reference}:`)).map((entry) => entry.id.split(":")[1]).sort();
}

/** What each destination received of one lead, once the outbox has finished every delivery it made: nothing more can come. */
async function receivedOnceDone(reference: string, destinations: string[]) {
  await expect.poll(() => deliveredTo(reference)).toEqual(destinations);
  return receivedFor(reference);
}

/** Lands from the ad, takes the menu to the contact form, sends it (ticking the box or not), and returns the reference shown. */
async function sendFromTheAd(page: EnginePage, tick: boolean) {
  await page.goto(landing);
  await page.click(`.site-nav a[href="${pages.contact.path}"]`);
  await waitFor(page, "the contact page", (path) => location.pathname === path, pages.contact.path);
  await waitForCompleteHydration(page, pages.contact.path);
  await page.evaluate(serveAnswers, []);
  await fill(page, contact);
  if (tick) await page.click(consentBox);
  await page.click("main form button[type='submit']");
  await waitForText(page, status, "Form Submitted Successfully");
  // One copy for the site's relay (the count the last test holds at none where nothing is configured).
  await expect.poll(() => copies(page)).toBe(1);
  return page.evaluate(() => document.querySelector("main form .form-reference strong")?.textContent ?? "");
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

test("with the box ticked, the agency's tool, its chat, Meta and TikTok each hear of the lead once", async ({ open }) => {
  const page = await open({ baseURL: RELAY_SITE });
  const landed = Date.now();
  const reference = await sendFromTheAd(page, true);
  expect(reference).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  // The note under the form names the box beside it.
  expect(await formNote(page)).toContain(privacyNoteWithConsent);
  const { webhook, chat, meta, tiktok } = await receivedOnceDone(reference, ["meta", "notify", "tiktok", "webhook"]);
  expect([webhook, chat, meta, tiktok].map((requests) => requests.length)).toEqual([1, 1, 1, 1]);

  const [event] = JSON.parse(meta[0]!.body).data;
  expect(event).toMatchObject({ event_name: "Lead", event_id: reference, action_source: "website" });
  expect(event.user_data.fbc).toMatch(new RegExp(`^fb\\.1\\.\\d{13}\\.${FBCLID.replace(/\./g, "\\.")}$`));
  // The click's time is when the browser first showed the ad's page (this machine's clock), before the lead arrived.
  const clicked = Number(event.user_data.fbc.split(".")[2]);
  expect(clicked).toBeGreaterThanOrEqual(landed);
  expect(clicked).toBeLessThan(Date.parse(JSON.parse(webhook[0]!.body).received_at));
  expect(event.user_data.em).toEqual([sha256(contact.email.trim().toLowerCase())]);

  expect(JSON.parse(tiktok[0]!.body).data[0]).toMatchObject({ event_id: reference, user: { ttclid: TTCLID } });

  const signature = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(webhook[0]!.headers["x-lead-signature"] ?? "");
  expect(signature?.[2]).toBe(createHmac("sha256", RELAY_SETTINGS.LEAD_WEBHOOK_SECRET).update(`${signature?.[1]}.${webhook[0]!.body}`).digest("hex"));
  expect(JSON.parse(webhook[0]!.body)).toMatchObject({ reference, attribution: { first_touch_utm_campaign: "spring" }, conversions_consent: true });
  expect(JSON.parse(chat[0]!.body).text).toContain(reference);
});

test("without the tick, only the agency's tool and its chat hear of the lead", async ({ open }) => {
  const page = await open({ baseURL: RELAY_SITE });
  const reference = await sendFromTheAd(page, false);
  const { webhook, chat, meta, tiktok } = await receivedOnceDone(reference, ["notify", "webhook"]);
  expect([webhook, chat, meta, tiktok].map((requests) => requests.length)).toEqual([1, 1, 0, 0]);
});

test("with nothing configured, the form shows no box and sends no copy", async ({ open }) => {
  const page = await open();
  await page.goto(pages.contact.path);
  await waitForCompleteHydration(page, pages.contact.path);
  expect(await page.evaluate((selector) => document.querySelectorAll(selector).length, consentBox)).toBe(0);
  // Where there is no box, the note does not name one.
  expect(await formNote(page)).not.toContain(privacyNoteWithConsent);
  expect(await formNote(page)).not.toBe("");
  await page.evaluate(serveAnswers, []);
  await fill(page, contact);
  await page.click("main form button[type='submit']");
  await waitForText(page, status, "Form Submitted Successfully");
  expect(await copies(page)).toBe(0);
});

test("the privacy page says a ticked box may later tell the platforms of a meeting or a contract, and for how many days that is kept", async ({ open }) => {
  const page = await open({ baseURL: RELAY_SITE });
  await page.goto(pages.privacy.path);
  const text = await page.evaluate(() => document.querySelector("main")?.textContent ?? "");
  expect(text).toMatch(new RegExp(`\\b${STAGE_MATCH_KEPT_FOR_DAYS}\\b`));
  expect(text).not.toMatch(/\{(platforms|days|period)\}/);
  // The site receives both platforms' own forms' leads: the page says what comes from them and what goes back.
  const instantForms = shown("privacy").instantForms ?? "";
  expect(instantForms).not.toBe("");
  expect(text).toContain(instantForms.replaceAll("{platforms}", "Meta and TikTok"));
});
