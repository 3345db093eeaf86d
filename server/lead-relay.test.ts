// @vitest-environment node
import { createHash, createHmac } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { deliveriesOf, requestOf, TIKTOK_FORM_EVENT, type RelaySettings } from "../relay/lead-deliveries.mjs";
import { type RelayedLead } from "../relay/relayed-lead.mjs";
import { createOutbox } from "./lead-outbox.mjs";
import { DEFAULT_TIKTOK_EVENTS_URL, relaySettings } from "../relay/lead-relay-settings.mjs";
import { RELAY_SETTINGS } from "../tests/test-sites.mjs";
import { destinationsStandIn, standInSettings } from "../tests/relay/destinations-stand-in";
import { startTestSite } from "./site-under-test";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A stand-in for every destination, closed after the test. */
async function standIn(answer?: Parameters<typeof destinationsStandIn>[0]) {
  const target = await destinationsStandIn(answer);
  cleanups.push(target.close);
  return target;
}

const SECRET = RELAY_SETTINGS.LEAD_WEBHOOK_SECRET;

/** Every destination configured, as the browser suites' relay site has them, all pointing at `url`. */
const settingsFor = (url: string): RelaySettings => relaySettings(standInSettings(url));

const lead = (overrides: Partial<RelayedLead> = {}): RelayedLead => ({
  reference: "K7QM-3XPA",
  form: "apply",
  receivedAt: "2026-11-27T09:30:00.000Z",
  fields: { fullName: "Zoë Brand", email: "  Zoe@Brand.COM ", phoneNumber: "+44 20 7946 0958", goals: "More sales" },
  attribution: {
    first_touch_landing_page: "/",
    first_touch_utm_source: "instagram",
    first_touch_utm_campaign: "spring",
    first_touch_fbclid: "FBtest.AbC-123_x",
    first_touch_ttclid: "TTtest123",
    landing_page: "/lp/spring: Spring launch",
  },
  consent: true,
  sentFrom: "https://www.example.com/lp/spring",
  clientIp: "203.0.113.7",
  userAgent: "Mozilla/5.0 (test)",
  ...overrides,
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), "relay-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};
const quiet = () => {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
};

describe("what each destination receives", () => {
  it("Meta: one Lead whose event_id is the reference, the e-mail and phone hashed as Meta matches them, the click as fbc", async () => {
    const deliveries = await deliveriesOf(lead(), settingsFor("https://stand-in.example"));
    const meta = deliveries.find((delivery) => delivery.destination === "meta")!;
    const [event] = JSON.parse(meta.body).data;
    expect(event).toMatchObject({ event_name: "Lead", event_id: "K7QM-3XPA", action_source: "website", event_source_url: "https://www.example.com/lp/spring" });
    expect(event.event_time).toBe(Date.parse("2026-11-27T09:30:00.000Z") / 1000);
    expect(event.user_data.em).toEqual([sha256("zoe@brand.com")]);
    expect(event.user_data.ph).toEqual([sha256("442079460958")]);
    expect(event.user_data.fbc).toMatch(/^fb\.1\.\d{13}\.FBtest\.AbC-123_x$/);
    expect(event.user_data).toMatchObject({ client_ip_address: "203.0.113.7", client_user_agent: "Mozilla/5.0 (test)" });
    expect(event.custom_data).toEqual({ form: "apply", landing_page: "/lp/spring: Spring launch" });
    // The token joins at sending, in the address Meta documents; no stored delivery holds it.
    expect(meta.body).not.toContain(RELAY_SETTINGS.META_CAPI_TOKEN);
    const sent = new URL((await requestOf(meta, settingsFor("https://stand-in.example")))!.url);
    expect(`${sent.origin}${sent.pathname}`).toBe(`https://stand-in.example/graph/${RELAY_SETTINGS.META_PIXEL_ID}/events`);
    expect(sent.searchParams.get("access_token")).toBe(RELAY_SETTINGS.META_CAPI_TOKEN);
  });

  it("Meta: the click's fbc carries when the visitor's browser first showed the page it landed on, else the lead's arrival", async () => {
    const settings = settingsFor("https://stand-in.example");
    const fbcFor = async (attribution: Record<string, string>) => {
      const meta = (await deliveriesOf(lead({ attribution }), settings)).find((delivery) => delivery.destination === "meta")!;
      return JSON.parse(meta.body).data[0].user_data.fbc;
    };
    const arrival = Date.parse(lead().receivedAt);
    expect(await fbcFor({ first_touch_fbclid: "FBtest.AbC-123_x", first_touch_at: "2026-11-27T09:12:03.456Z" })).toBe(`fb.1.${Date.parse("2026-11-27T09:12:03.456Z")}.FBtest.AbC-123_x`);
    expect(await fbcFor({ last_touch_fbclid: "FBlater", last_touch_at: "2026-11-27T09:20:00.000Z", first_touch_at: "2026-11-27T09:00:00.000Z" })).toBe(`fb.1.${Date.parse("2026-11-27T09:20:00.000Z")}.FBlater`);
    // Sent without JavaScript (no time), from a device whose clock is ahead, older than a click lives, or not a time
    // the browser writes: the lead's arrival.
    expect(await fbcFor({ first_touch_fbclid: "FBtest" })).toBe(`fb.1.${arrival}.FBtest`);
    for (const written of ["2026-11-28T00:00:00.000Z", "2026-08-01T00:00:00.000Z", "0", "yesterday"]) {
      expect(await fbcFor({ first_touch_fbclid: "FBtest", first_touch_at: written })).toBe(`fb.1.${arrival}.FBtest`);
    }
  });

  it("TikTok: one form event with the ttclid, the hashed e-mail and phone, the page, its pixel and token", async () => {
    const settings = settingsFor("https://stand-in.example");
    const tiktok = (await deliveriesOf(lead(), settings)).find((delivery) => delivery.destination === "tiktok")!;
    const body = JSON.parse(tiktok.body);
    expect(body).toMatchObject({ event_source: "web", event_source_id: RELAY_SETTINGS.TIKTOK_PIXEL_ID });
    expect(body.data[0]).toMatchObject({
      event: TIKTOK_FORM_EVENT,
      event_id: "K7QM-3XPA",
      user: { email: sha256("zoe@brand.com"), phone: sha256("442079460958"), ttclid: "TTtest123", ip: "203.0.113.7", user_agent: "Mozilla/5.0 (test)" },
      page: { url: "https://www.example.com/lp/spring" },
    });
    expect((await requestOf(tiktok, settings))!.headers.get("Access-Token")).toBe(RELAY_SETTINGS.TIKTOK_EVENTS_TOKEN);
  });

  it("the agency's tool: the lead whole, signed with the secret over the time and the raw body, keyed by the reference", async () => {
    const settings = settingsFor("https://stand-in.example");
    const webhook = (await deliveriesOf(lead(), settings)).find((delivery) => delivery.destination === "webhook")!;
    const request = (await requestOf(webhook, settings, Date.parse("2026-11-27T09:30:05Z")))!;
    const raw = await request.text();
    expect(JSON.parse(raw)).toEqual({
      reference: "K7QM-3XPA",
      form: "apply",
      received_at: "2026-11-27T09:30:00.000Z",
      fields: lead().fields,
      attribution: lead().attribution,
      landing_page: "/lp/spring: Spring launch",
      conversions_consent: true,
    });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(request.headers.get("X-Lead-Signature") ?? "") ?? [];
    expect(Number(t)).toBe(Date.parse("2026-11-27T09:30:05Z") / 1000);
    expect(v1).toBe(createHmac("sha256", SECRET).update(`${t}.${raw}`).digest("hex"));
    expect(request.headers.get("Idempotency-Key")).toBe("K7QM-3XPA");
  });

  it("the chat: the form, the name, the reference, the campaign and the landing page, as one text", async () => {
    const chat = (await deliveriesOf(lead(), settingsFor("https://stand-in.example"))).find((delivery) => delivery.destination === "notify")!;
    const { text } = JSON.parse(chat.body);
    for (const part of ["Zoë Brand", "K7QM-3XPA", "spring", "/lp/spring: Spring launch"]) expect(text).toContain(part);
    expect(text).not.toContain("zoe@brand.com");
  });

  it("without the visitor's yes, the platforms hear nothing: the agency's tool and chat only", async () => {
    const destinations = (await deliveriesOf(lead({ consent: false }), settingsFor("https://stand-in.example"))).map((delivery) => delivery.destination);
    expect(destinations).toEqual(["webhook", "notify"]);
  });
});

describe("the relay's settings", () => {
  it("are empty with nothing set, and refuse a half-set destination or an address in the clear, naming the setting", () => {
    expect(relaySettings({})).toEqual({});
    expect(() => relaySettings({ LEAD_WEBHOOK_URL: "https://hooks.example.com/x" })).toThrow("LEAD_WEBHOOK_URL is set, so LEAD_WEBHOOK_SECRET must be set too");
    expect(() => relaySettings({ META_PIXEL_ID: "123456789012345" })).toThrow("META_PIXEL_ID is set, so META_CAPI_TOKEN must be set too");
    expect(() => relaySettings({ LEAD_NOTIFY_URL: "http://chat.example.com/hook" })).toThrow(/LEAD_NOTIFY_URL must start with https:\/\//);
    expect(relaySettings({ TIKTOK_PIXEL_ID: "C4ABCDEFGHIJ1234", TIKTOK_EVENTS_TOKEN: "t" }).tiktok?.eventsUrl).toBe(DEFAULT_TIKTOK_EVENTS_URL);
  });
});

describe("the included server's outbox", () => {
  const fast = { retryDelays: [20, 40, 80] };

  it("delivers a lead once to a webhook that answers 500 twice, then 200", async () => {
    const target = await standIn((_, index) => (index < 2 ? 500 : 200));
    const { lines, log } = quiet();
    const outbox = createOutbox({ ...fast, file: join(await folder(), "outbox.jsonl"), settings: { webhook: { url: `${target.url}/webhook`, secret: SECRET } }, log });
    await outbox.enqueue(lead());
    await expect.poll(() => outbox.pendingCount()).toBe(0);
    await outbox.close();
    expect(target.received).toHaveLength(3);
    expect(lines.at(-1)).toBe("Lead K7QM-3XPA → webhook: delivered");
    expect(lines.join("\n")).not.toContain("Zoë");
  });

  it("delivers after a restart what was pending when the server stopped, and only that, where the settings now say", async () => {
    const file = join(await folder(), "outbox.jsonl");
    const down = await standIn(() => 503);
    const first = createOutbox({ retryDelays: [60_000], file, settings: { webhook: { url: `${down.url}/webhook`, secret: SECRET } }, log: quiet().log });
    await first.enqueue(lead());
    await expect.poll(() => down.received.length).toBe(1);
    await first.close();

    const up = await standIn(() => 200);
    const second = createOutbox({ ...fast, file, settings: { webhook: { url: `${up.url}/webhook`, secret: SECRET } }, log: quiet().log });
    await expect.poll(() => second.pendingCount()).toBe(0);
    // The same lead posted again (the visitor's retry) is not sent twice.
    await second.enqueue(lead());
    await second.close();
    expect(up.received).toHaveLength(1);
    expect(JSON.parse(up.received[0]!.body).reference).toBe("K7QM-3XPA");
  });

  it("logs a platform's 400 and does not try again", async () => {
    const target = await standIn((request) => (request.path.startsWith("/graph") ? 400 : 200));
    const { lines, log } = quiet();
    const outbox = createOutbox({ ...fast, file: join(await folder(), "outbox.jsonl"), settings: settingsFor(target.url), log });
    await outbox.enqueue(lead());
    await expect.poll(() => outbox.pendingCount()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await outbox.close();
    expect(target.to("/graph")).toHaveLength(1);
    expect(lines).toContain("Lead K7QM-3XPA → meta: refused (HTTP 400), not tried again");
    expect(target.to("/webhook")).toHaveLength(1);
    expect(target.to("/tiktok")).toHaveLength(1);
    expect(target.to("/chat")).toHaveLength(1);
  });

  it("gives a delivery up, with a log line, once its lead is older than the limit", async () => {
    const target = await standIn(() => 502);
    const { lines, log } = quiet();
    const outbox = createOutbox({ ...fast, giveUpAfter: 100, file: join(await folder(), "outbox.jsonl"), settings: { notify: { url: `${target.url}/chat` } }, log });
    await outbox.enqueue(lead());
    await expect.poll(() => outbox.pendingCount()).toBe(0);
    await outbox.close();
    expect(lines.at(-1)).toMatch(/^Lead K7QM-3XPA → notify: given up \(HTTP 502\)/);
  });
});

describe("the local inbox with a relay", () => {
  it("answers the visitor at once while a destination never answers, and keeps the delivery in its outbox", async () => {
    const silent = await standIn(() => undefined);
    const site = await startTestSite({ relay: { webhook: { url: `${silent.url}/webhook`, secret: SECRET } }, outboxOptions: { log: quiet().log } });
    cleanups.push(site.close);
    const body = new FormData();
    for (const [name, value] of Object.entries({ name: "Zoë", email: "zoe@brand.com", message: "Hello", reference: "K7QM-3XPA", first_touch_utm_campaign: "spring" })) body.append(name, value);
    const started = performance.now();
    const response = await fetch(`${site.url}/api/inbox`, { method: "POST", body, headers: { Accept: "application/json" } });
    const answeredIn = performance.now() - started;
    expect(response.status).toBe(200);
    // The stand-in holds its answer for as long as the test runs; the visitor's answer never waits for it.
    expect(answeredIn).toBeLessThan(2_000);
    await expect.poll(() => silent.received.length).toBe(1);
    expect(JSON.parse(silent.received[0]!.body)).toMatchObject({ reference: "K7QM-3XPA", form: "contact", attribution: { first_touch_utm_campaign: "spring" }, conversions_consent: false });
    const outbox = await readFile(join(site.dir, "data", "outbox.jsonl"), "utf8");
    expect(outbox.trim().split("\n").map((line) => JSON.parse(line).op)).toEqual(["add"]);
  });
});
