// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONSENT_FIELD, CONSENTED } from "~/forms/form-definition";
import { REFERENCE_ALPHABET } from "~/forms/lead-reference.mjs";
import { LEAD_STAGE_PATH } from "~/lib/site-endpoints.mjs";
import type { RelayedLead } from "../relay/relayed-lead.mjs";
import { relaySettings } from "../relay/lead-relay-settings.mjs";
import { STAGE_MATCH_KEPT_FOR_MS } from "../relay/lead-stages.mjs";
import { forgetLead, readInbox } from "../scripts/list-leads.mjs";
import { destinationsStandIn } from "../tests/relay/destinations-stand-in";
import { STAGE_TOKEN } from "../tests/relay/lead-stage-cases";
import { createOutbox } from "./lead-outbox.mjs";
import { startTestSite } from "./site-under-test";

// What the included server alone does for a lead's stages (the cases every host passes are in
// relay/stages/hosts.test.ts): it forgets a lead in the local inbox too, between the inbox's own writes, and its
// outbox keeps each consenting lead's match across restarts for as long as the platforms attribute a stage, no longer.

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const quiet = { log: () => undefined };

/** A reference of the browser's shape for the n-th lead of a test. */
const referenceNumber = (n: number) => `K7QM-${Array.from({ length: 4 }, (_, digit) => REFERENCE_ALPHABET[Math.floor(n / 32 ** digit) % 32]).join("")}`;

describe("the included server with the local inbox", () => {
  /** The site with the local inbox, relaying to a stand-in, with LEAD_STAGE_TOKEN set. */
  async function site() {
    const standIn = await destinationsStandIn();
    cleanups.push(standIn.close);
    const running = await startTestSite({ relay: relaySettings({ ...standIn.settings, LEAD_STAGE_TOKEN: STAGE_TOKEN }), outboxOptions: quiet });
    cleanups.push(running.close);
    const post = (reference: string, consent = true) => {
      const body = new FormData();
      const fields = { name: "Zoë", email: "zoe@brand.com", message: "Hello", reference, first_touch_fbclid: "FBtest", ...(consent ? { [CONSENT_FIELD]: CONSENTED } : {}) };
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return fetch(`${running.url}/api/inbox`, { method: "POST", body, headers: { Accept: "application/json" } });
    };
    const report = (reference: string, stage: string) =>
      fetch(`${running.url}${LEAD_STAGE_PATH}`, { method: "POST", body: JSON.stringify({ reference, stage }), headers: { "Content-Type": "application/json", Authorization: `Bearer ${STAGE_TOKEN}` } });
    return { ...running, standIn, post, report };
  }

  it("forgets a lead on `npm run inbox -- --forget`: gone from the inbox and the outbox, while every lead sent at the same moment is kept", async () => {
    const { url, dir, inboxFile, post, report } = await site();
    expect((await post("K7QM-3XPA")).status).toBe(200);
    const others = Array.from({ length: 20 }, (_, index) => referenceNumber(index + 1));
    const [forgotten, ...answers] = await Promise.all([forgetLead("K7QM-3XPA", { origin: url, token: STAGE_TOKEN }), ...others.map((reference) => post(reference))]);
    expect(forgotten.ok).toBe(true);
    expect(answers.map((answer) => answer.status)).toEqual(others.map(() => 200));

    const { leads, damaged } = readInbox(await readFile(inboxFile, "utf8"));
    expect(damaged).toEqual([]);
    expect(leads.map((lead) => lead.reference).sort()).toEqual([...others].sort());
    expect(await readFile(join(dir, "data", "outbox.jsonl"), "utf8")).not.toContain("K7QM-3XPA");
    expect((await report("K7QM-3XPA", "booked")).status).toBe(404);
    expect((await report(others[0]!, "booked")).status).toBe(202);
  });

  it("says plainly when the token is wrong or the server takes no such request", async () => {
    const { url } = await site();
    const wrong = await forgetLead("K7QM-3XPA", { origin: url, token: "x".repeat(40) });
    expect(wrong).toMatchObject({ ok: false, text: expect.stringContaining("LEAD_STAGE_TOKEN") });
    expect(await forgetLead("K7QM-3XPA", { origin: url, token: undefined })).toMatchObject({ ok: false });
    expect(await forgetLead(undefined, { origin: url, token: STAGE_TOKEN })).toMatchObject({ ok: false });
    const without = await startTestSite();
    cleanups.push(without.close);
    expect(await forgetLead("K7QM-3XPA", { origin: without.url, token: STAGE_TOKEN })).toMatchObject({ ok: false, text: expect.stringContaining("without LEAD_STAGE_TOKEN") });
    expect(await forgetLead("K7QM-3XPA", { origin: "http://127.0.0.1:9", token: STAGE_TOKEN })).toMatchObject({ ok: false, text: expect.stringContaining("No server answers") });
  });
});

describe("the outbox's matches", () => {
  const lead = (overrides: Partial<RelayedLead> = {}): RelayedLead => ({
    reference: "K7QM-3XPA",
    form: "contact",
    receivedAt: "2026-11-27T09:30:00.000Z",
    fields: { name: "Zoë", email: "zoe@brand.com", message: "Hello" },
    attribution: { first_touch_fbclid: "FBtest" },
    consent: true,
    ...overrides,
  });

  async function outboxFile() {
    const dir = await mkdtemp(join(tmpdir(), "outbox-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return join(dir, "outbox.jsonl");
  }

  /** An outbox with every destination at a stand-in and the stage token set, at a clock the test sets. */
  async function outboxAt(file: string, now: number) {
    const standIn = await destinationsStandIn();
    const outbox = createOutbox({ file, settings: relaySettings({ ...standIn.settings, LEAD_STAGE_TOKEN: STAGE_TOKEN }), now: () => now, ...quiet });
    cleanups.push(async () => {
      await outbox.close();
      await standIn.close();
    });
    return { outbox, standIn };
  }

  it("keep a consenting lead's match and its stages across a restart, never its message, and nothing of a lead without the tick", async () => {
    const file = await outboxFile();
    const arrived = Date.parse(lead().receivedAt);
    const first = await outboxAt(file, arrived);
    await first.outbox.enqueue(lead());
    await first.outbox.enqueue(lead({ reference: "K7QM-3XPB", consent: false }));
    const kept = await first.outbox.stages.find("K7QM-3XPA");
    expect(await first.outbox.stages.send(kept!, "booked", [])).toBe(true);
    expect(await first.outbox.stages.find("K7QM-3XPB")).toBeNull();
    await first.outbox.close();

    const second = await outboxAt(file, arrived + 60_000);
    const again = await second.outbox.stages.find("K7QM-3XPA");
    expect(again).toMatchObject({ match: { reference: "K7QM-3XPA", email: expect.stringMatching(/^[0-9a-f]{64}$/) }, stages: ["booked"] });
    expect(await second.outbox.stages.send(again!, "booked", [])).toBe(false);
    expect(await readFile(file, "utf8")).not.toMatch(/Zoë|zoe@brand\.com|Hello/);
  });

  it("send an address one reply a day across restarts, and keep a booking until a week after its call", async () => {
    const file = await outboxFile();
    const arrived = Date.parse(lead().receivedAt);
    const sent: string[] = [];
    const at = (now: number) => {
      const outbox = createOutbox({ file, settings: relaySettings({ REPLY_SMTP_URL: "smtp://127.0.0.1:2525", LEAD_STAGE_TOKEN: STAGE_TOKEN, NUMBERS_TOKEN: "n".repeat(32) }), sendMail: async (mail) => void sent.push(mail.to), now: () => now, ...quiet });
      cleanups.push(() => outbox.close());
      return outbox;
    };
    const first = at(arrived);
    await first.enqueue(lead());
    await expect.poll(() => sent).toEqual(["zoe@brand.com"]);
    await first.bookings.keep("cal-1", { reference: "K7QM-3XPA", start: new Date(arrived + 86_400_000).toISOString(), state: "booked" });
    await first.close();

    // Restarted the same day, twice (each start rewrites the file): the address had its reply.
    for (const restart of [arrived + 60_000, arrived + 120_000]) {
      const again = at(restart);
      await again.enqueue(lead({ reference: "K7QM-3XPB" }));
      await again.close();
    }
    expect(sent).toHaveLength(1);
    const nextDay = at(arrived + 86_400_000);
    await nextDay.enqueue(lead({ reference: "K7QM-3XPC", receivedAt: new Date(arrived + 86_400_000).toISOString() }));
    await expect.poll(() => sent).toHaveLength(2);
    expect(await nextDay.bookings.recall("cal-1")).toMatchObject({ reference: "K7QM-3XPA", state: "booked" });
    await nextDay.close();
    const weekAfterCall = at(arrived + 86_400_000 + 7 * 86_400_000 + 1);
    expect(await weekAfterCall.bookings.recall("cal-1")).toBeNull();
  });

  it("drop a match once the platforms no longer attribute its stages", async () => {
    const file = await outboxFile();
    const arrived = Date.parse(lead().receivedAt);
    const first = await outboxAt(file, arrived);
    await first.outbox.enqueue(lead());
    await first.outbox.close();
    const later = await outboxAt(file, arrived + STAGE_MATCH_KEPT_FOR_MS + 1);
    expect(await later.outbox.stages.find("K7QM-3XPA")).toBeNull();
    expect(await readFile(file, "utf8")).not.toContain("K7QM-3XPA");
  });
});

describe("the stage token", () => {
  it("must be long, and needs an ad platform to tell or the site's numbers to count", () => {
    const platform = { META_PIXEL_ID: "123456789012345", META_CAPI_TOKEN: "a-token" };
    expect(() => relaySettings({ ...platform, LEAD_STAGE_TOKEN: "short" })).toThrow(/LEAD_STAGE_TOKEN must be at least 32 characters/);
    expect(() => relaySettings({ LEAD_NOTIFY_URL: "https://chat.example.com/hook", LEAD_STAGE_TOKEN: STAGE_TOKEN })).toThrow(/META_PIXEL_ID, TIKTOK_PIXEL_ID, TIKTOK_CRM_EVENT_SET_ID or NUMBERS_TOKEN/);
    expect(relaySettings({ ...platform, LEAD_STAGE_TOKEN: STAGE_TOKEN }).stages).toEqual({ token: STAGE_TOKEN });
    expect(relaySettings({ NUMBERS_TOKEN: "n".repeat(32), LEAD_STAGE_TOKEN: STAGE_TOKEN }).stages).toEqual({ token: STAGE_TOKEN });
  });
});
