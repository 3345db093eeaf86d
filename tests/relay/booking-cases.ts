import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CONSENT_FIELD, CONSENTED } from "~/forms/form-definition";
import { BOOKING_PATH, LEAD_RELAY_PATH, NUMBERS_PATH } from "~/lib/site-endpoints.mjs";
import { NUMBERS_TOKEN } from "../numbers/numbers-cases";
import { shown } from "../shipped-content";
import { destinationsStandIn, settled, type Received } from "./destinations-stand-in";
import { leadCopy, type CopyHost } from "./lead-copy-cases";
import type { ReceivedMail } from "./mail-stand-in";

// The integration tests every host of BOOKING_PATH passes alike (the included server, the Cloudflare Worker under
// workerd): a lead's copy as the browser sends it, its reply, then the scheduler's webhooks as Cal.com and Calendly
// sign and shape them (../shared/background/booking.md), every destination stood in for.

/** The secret as the agency pastes it into the scheduler and BOOKING_WEBHOOK_SECRET. */
export const BOOKING_SECRET = "suite-booking-secret-4b8e2d7a1c";

/** The address the replies come from (REPLY_FROM). */
export const REPLY_FROM = "replies@agency.example";

/** A host of BOOKING_PATH, and the replies its mail sending took. */
export interface BookingHost extends CopyHost {
  mails(): Promise<ReceivedMail[]>;
  /** Every line the host logged (a local mail emulation's own lines, which stand in for the sending, left out). */
  logs(): readonly string[];
  /** The host's mail server, where it has one a test can stop (the included server's SMTP stand-in). */
  readonly mailServer?: { stop(): Promise<void>; start(): Promise<void> };
  /** Makes the host's store of the stages fail until `mend` is called. */
  failStageStore(): Promise<{ mend(): Promise<void> }>;
}

type StandIn = Awaited<ReturnType<typeof destinationsStandIn>>;

const CALL = "2026-12-02T14:00:00.000Z";
const MOVED = "2026-12-03T09:30:00.000Z";

/** Cal.com's webhook body (its docs' shape), the booking `uid` given. */
export const calBody = (triggerEvent: string, payload: Record<string, unknown> = {}) =>
  JSON.stringify({
    triggerEvent,
    createdAt: new Date().toISOString(),
    payload: {
      uid: "cal-booking-1",
      bookingId: 101,
      title: "Intro call",
      startTime: CALL,
      endTime: "2026-12-02T14:30:00.000Z",
      organizer: { name: "The agency", email: "team@agency.example", timeZone: "Europe/London" },
      attendees: [{ name: "Zoë Brand", email: "zoe@brand.com", timeZone: "Europe/London" }],
      responses: { name: { label: "Your name", value: "Zoë Brand" }, email: { label: "Email address", value: "zoe@brand.com" } },
      metadata: { reference: "K7QM-3XPA" },
      status: "ACCEPTED",
      ...payload,
    },
  });

/** Calendly's webhook body (its docs' shape). */
const calendlyBody = (event: string, payload: Record<string, unknown> = {}) =>
  JSON.stringify({
    event,
    created_at: new Date().toISOString(),
    created_by: "https://calendly-stand-in.example/users/AAAA",
    payload: {
      uri: "https://calendly-stand-in.example/scheduled_events/EV1/invitees/IN1",
      email: "zoe@brand.com",
      name: "Zoë Brand",
      status: "active",
      rescheduled: false,
      old_invitee: null,
      tracking: { utm_campaign: null, utm_source: null, utm_medium: null, utm_content: "K7QM-3XPA", utm_term: null, salesforce_uuid: null },
      scheduled_event: { uri: "https://calendly-stand-in.example/scheduled_events/EV1", name: "Intro call", start_time: "2026-12-02T14:00:00.000000Z", end_time: "2026-12-02T14:30:00.000000Z" },
      ...payload,
    },
  });

export const hmac = (text: string, secret = BOOKING_SECRET) => createHmac("sha256", secret).update(text).digest("hex");

/** The chat's messages, as text. */
const chatTexts = (standIn: StandIn) => standIn.to("/chat").map((request: Received) => JSON.parse(request.body).text as string);

/**
 * @param name the host, as the tests name it
 * @param start starts the host with the settings given (every destination pointing at the stand-in, the numbers on,
 *   the scheduler's secret, the reply from REPLY_FROM), its mail sending wherever it sends
 * @param stopsMail whether the host's mail server can be stopped (BookingHost's `mailServer`)
 */
export function bookingCases(name: string, start: (settings: Record<string, string>) => Promise<BookingHost>, { stopsMail }: { stopsMail: boolean }) {
  interface Session {
    readonly standIn: StandIn;
    readonly host: BookingHost;
    sendCopy(overrides?: Record<string, string>): Promise<Response>;
    cal(body: string, signature?: string | null): Promise<Response>;
    calendly(body: string, t?: number): Promise<Response>;
    booked(): Promise<number>;
  }

  async function withHost(body: (session: Session) => Promise<void>) {
    const standIn = await destinationsStandIn();
    const host = await start({ ...standIn.settings, NUMBERS_TOKEN, BOOKING_WEBHOOK_SECRET: BOOKING_SECRET, REPLY_FROM });
    const post = (payload: string, headers: Record<string, string>) =>
      host.send(new Request(`${host.origin}${BOOKING_PATH}`, { method: "POST", body: payload, headers: { "Content-Type": "application/json", ...headers } }));
    const session: Session = {
      standIn,
      host,
      sendCopy: (overrides = {}) =>
        host.send(new Request(`${host.origin}${LEAD_RELAY_PATH}`, { method: "POST", body: leadCopy(overrides), headers: { Accept: "application/json", Referer: `${host.origin}/lp/spring` } })),
      cal: (payload, signature = hmac(payload)) => post(payload, signature === null ? {} : { "X-Cal-Signature-256": signature }),
      calendly: (payload, t = Math.floor(Date.now() / 1000)) => post(payload, { "Calendly-Webhook-Signature": `t=${t},v1=${hmac(`${t}.${payload}`)}` }),
      booked: async () => {
        const answer = await host.send(new Request(`${host.origin}${NUMBERS_PATH}`, { headers: { Authorization: `Bearer ${NUMBERS_TOKEN}` } }));
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { totals: { booked: number } }).totals.booked;
      },
    };
    try {
      await body(session);
    } finally {
      await host.close();
      await standIn.close();
    }
  }

  /** Waits for `count` replies, then a moment more, in which no other may arrive. */
  async function mailed(host: BookingHost, count: number) {
    await expect.poll(async () => (await host.mails()).length).toBe(count);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = await host.mails();
    expect(mails).toHaveLength(count);
    return mails;
  }

  const consenting = { [CONSENT_FIELD]: CONSENTED };
  const { reply } = shown("booking");

  describe(`${name}: a booking`, () => {
    it("from Cal.com, carrying the reference, is the lead's booked stage once: each platform's Schedule event, the numbers, the chat with the time; a cancellation takes the numbers' back", async () => {
      await withHost(async ({ host, standIn, sendCopy, cal, booked }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        const created = calBody("BOOKING_CREATED");
        expect((await cal(created)).status).toBe(200);
        await settled(standIn, 7);
        const schedule = (path: string) => standIn.to(path).map((request) => JSON.parse(request.body).data[0]).filter((event) => event.event_id === "K7QM-3XPA:booked");
        expect(schedule("/graph").map((event) => event.event_name)).toEqual(["Schedule"]);
        expect(schedule("/tiktok").map((event) => event.event)).toEqual(["Schedule"]);
        expect(chatTexts(standIn).at(-1)).toBe("K7QM-3XPA booked a call for Wed 2 Dec, 14:00 UTC");
        expect(await booked()).toBe(1);

        expect((await cal(created)).status).toBe(200);
        await settled(standIn, 7);
        expect(await booked()).toBe(1);

        // Cal.com's cancellation may lack the link's metadata: it is matched by the booking's uid.
        const cancelled = calBody("BOOKING_CANCELLED", { metadata: {}, status: "CANCELLED", cancellationReason: "Something came up" });
        expect((await cal(cancelled)).status).toBe(200);
        await settled(standIn, 8);
        expect(chatTexts(standIn).at(-1)).toBe("K7QM-3XPA cancelled the call of Wed 2 Dec, 14:00 UTC");
        expect(await booked()).toBe(0);
        expect((await cal(cancelled)).status).toBe(200);
        await settled(standIn, 8);
        expect(await booked()).toBe(0);
        expect(host.logs().join("\n")).not.toMatch(new RegExp(`zoe@brand|${BOOKING_SECRET}|Something came up`, "i"));
      });
    });

    it("delivered twice at once is still one booked stage: booked 1, and one Schedule event per platform by its id", async () => {
      await withHost(async ({ standIn, sendCopy, cal, booked }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        const created = calBody("BOOKING_CREATED");
        expect((await Promise.all([cal(created), cal(created)])).map((answer) => answer.status)).toEqual([200, 200]);
        await expect.poll(() => standIn.to("/graph").length + standIn.to("/tiktok").length).toBeGreaterThanOrEqual(4);
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (const platform of ["/graph", "/tiktok"]) {
          const schedules = standIn.to(platform).filter((request) => request.headers["idempotency-key"] === "K7QM-3XPA:booked");
          // Both hosts record a stage atomically (the included server in its one process, the Worker in D1): one request.
          expect(schedules, platform).toHaveLength(1);
          expect(new Set(schedules.map((request) => JSON.parse(request.body).data[0].event_id)), platform).toEqual(new Set(["K7QM-3XPA:booked"]));
        }
        expect(await booked()).toBe(1);
      });
    });

    it("does not exist without BOOKING_WEBHOOK_SECRET (404)", async () => {
      const host = await start({ NUMBERS_TOKEN });
      try {
        const body = calBody("BOOKING_CREATED");
        const answer = await host.send(new Request(`${host.origin}${BOOKING_PATH}`, { method: "POST", body, headers: { "Content-Type": "application/json", "X-Cal-Signature-256": hmac(body) } }));
        expect(answer.status).toBe(404);
      } finally {
        await host.close();
      }
    });

    it("is refused with a wrong signature, none, or Cal.com's no-secret-provided (401), and nothing is recorded", async () => {
      await withHost(async ({ standIn, sendCopy, cal, booked }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        const created = calBody("BOOKING_CREATED");
        expect((await cal(created, hmac(created, "not-the-booking-secret-at-all"))).status).toBe(401);
        expect((await cal(created, null)).status).toBe(401);
        expect((await cal(created, "no-secret-provided")).status).toBe(401);
        expect((await cal(created.replace("14:00", "15:00"), hmac(created))).status).toBe(401);
        await settled(standIn, 4);
        expect(await booked()).toBe(0);
        // Refused, it was not kept as known: the same booking rightly signed is the lead's.
        expect((await cal(created)).status).toBe(200);
        await settled(standIn, 7);
      });
    });

    it("by someone the site does not know reaches the chat alone (200), with no stage", async () => {
      await withHost(async ({ standIn, cal, booked }) => {
        expect((await cal(calBody("BOOKING_CREATED", { uid: "cal-stranger", metadata: {}, attendees: [{ email: "someone@else.example" }] }))).status).toBe(200);
        await settled(standIn, 1);
        expect(chatTexts(standIn)[0]).toBe("Someone who sent no form booked a call for Wed 2 Dec, 14:00 UTC");
        expect((await cal(calBody("BOOKING_CREATED", { uid: "cal-unknown", metadata: { reference: "ZZZZ-2222" } }))).status).toBe(200);
        await settled(standIn, 2);
        expect(chatTexts(standIn)[1]).toMatch(/^ZZZZ-2222 booked a call for Wed 2 Dec, 14:00 UTC \(no lead/);
        expect(await booked()).toBe(0);
      });
    });

    it("moved tells the chat the new time and counts nothing twice; the replaced booking's cancellation changes nothing", async () => {
      await withHost(async ({ standIn, sendCopy, cal, booked }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        expect((await cal(calBody("BOOKING_CREATED"))).status).toBe(200);
        await settled(standIn, 7);
        const moved = calBody("BOOKING_RESCHEDULED", { uid: "cal-booking-2", rescheduleUid: "cal-booking-1", startTime: MOVED, metadata: {} });
        expect((await cal(moved)).status).toBe(200);
        await settled(standIn, 8);
        expect(chatTexts(standIn).at(-1)).toBe("K7QM-3XPA moved the call to Thu 3 Dec, 09:30 UTC");
        expect(await booked()).toBe(1);
        expect((await cal(calBody("BOOKING_CANCELLED", { metadata: {} }))).status).toBe(200);
        await settled(standIn, 8);
        expect(await booked()).toBe(1);
      });
    });

    it("is taken (200) when its stage cannot be kept, and becomes the lead's booked stage once the store works again: never lost", async () => {
      await withHost(async ({ host, standIn, sendCopy, cal, booked }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        const broken = await host.failStageStore();
        // Cal.com never sends a webhook again, and Calendly gives up a subscription that keeps failing: taken now.
        expect((await cal(calBody("BOOKING_CREATED"))).status).toBe(200);
        await settled(standIn, 5);
        expect(chatTexts(standIn).at(-1)).toBe("K7QM-3XPA booked a call for Wed 2 Dec, 14:00 UTC");
        expect(standIn.to("/graph").filter((request) => request.body.includes("K7QM-3XPA:booked"))).toHaveLength(0);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await broken.mend();
        await settled(standIn, 7);
        for (const platform of ["/graph", "/tiktok"]) expect(standIn.to(platform).filter((request) => request.headers["idempotency-key"] === "K7QM-3XPA:booked"), platform).toHaveLength(1);
        expect(await booked()).toBe(1);
        expect(host.logs().some((line) => /K7QM-3XPA.*stage.*recorded$/.test(line))).toBe(true);
      });
    });

    it("that needs the agency's confirmation is the lead's once confirmed, though Cal.com's confirmation carries no reference", async () => {
      await withHost(async ({ standIn, sendCopy, cal, booked }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        // Cal.com sends the link's metadata with the request alone; the confirmation, by the same uid, carries only the
        // call's address, and here an e-mail no lead gave.
        expect((await cal(calBody("BOOKING_REQUESTED", { status: "PENDING" }))).status).toBe(200);
        await settled(standIn, 5);
        expect(chatTexts(standIn).at(-1)).toMatch(/^K7QM-3XPA asked for a call at Wed 2 Dec, 14:00 UTC: it awaits/);
        expect(await booked()).toBe(0);
        const confirmed = calBody("BOOKING_CREATED", { metadata: { videoCallUrl: "https://video-stand-in.example/abc" }, attendees: [{ name: "Zoë", email: "assistant@brand.example" }] });
        expect((await cal(confirmed)).status).toBe(200);
        await settled(standIn, 8);
        expect(chatTexts(standIn).at(-1)).toBe("K7QM-3XPA booked a call for Wed 2 Dec, 14:00 UTC");
        expect(standIn.to("/graph").filter((request) => request.body.includes("K7QM-3XPA:booked"))).toHaveLength(1);
        expect(await booked()).toBe(1);
      });
    });

    it("moved by the lead stays with the lead of the booking it replaces, though a later lead gave the same e-mail; moved at the agency's request says so", async () => {
      await withHost(async ({ standIn, sendCopy, cal, booked }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        expect((await cal(calBody("BOOKING_CREATED"))).status).toBe(200);
        await settled(standIn, 7);
        // The same person sends a second form later.
        expect((await sendCopy({ ...consenting, reference: "ABCD-EFGH" })).status).toBe(202);
        await settled(standIn, 11);
        const moved = calBody("BOOKING_RESCHEDULED", { uid: "cal-booking-2", rescheduleUid: "cal-booking-1", rescheduleStartTime: CALL, startTime: MOVED, metadata: {} });
        expect((await cal(moved)).status).toBe(200);
        await settled(standIn, 12);
        expect(chatTexts(standIn).at(-1)).toBe("K7QM-3XPA moved the call to Thu 3 Dec, 09:30 UTC");
        expect(standIn.to("/graph").filter((request) => request.body.includes("ABCD-EFGH:booked"))).toHaveLength(0);
        expect(await booked()).toBe(1);

        // The agency asks for a new time: Cal.com cancels the booking with requestReschedule.
        expect((await cal(calBody("BOOKING_CANCELLED", { uid: "cal-booking-2", startTime: MOVED, metadata: {}, status: "CANCELLED", requestReschedule: true }))).status).toBe(200);
        await settled(standIn, 13);
        expect(chatTexts(standIn).at(-1)).toBe("The agency asked K7QM-3XPA to pick a new time for the call of Thu 3 Dec, 09:30 UTC");
        expect(chatTexts(standIn).join("\n")).not.toMatch(/K7QM-3XPA cancelled/);
      });
    });

    it("from Calendly: the reference from its tracking, else the e-mail of a lead kept for its stages; a signature older than three minutes is refused", async () => {
      await withHost(async ({ standIn, sendCopy, calendly, booked }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        const created = calendlyBody("invitee.created");
        expect((await calendly(created, Math.floor(Date.now() / 1000) - 4 * 60)).status).toBe(401);
        await settled(standIn, 4);
        expect((await calendly(created)).status).toBe(200);
        await settled(standIn, 7);
        expect(chatTexts(standIn).at(-1)).toBe("K7QM-3XPA booked a call for Wed 2 Dec, 14:00 UTC");
        expect(await booked()).toBe(1);

        // Another lead, whose booking link lost its reference: found by the e-mail it gave (in another case).
        expect((await sendCopy({ ...consenting, reference: "ABCD-EFGH", email: "Mia@Shop.example" })).status).toBe(202);
        await settled(standIn, 11);
        const byEmail = calendlyBody("invitee.created", { uri: "https://calendly-stand-in.example/scheduled_events/EV2/invitees/IN2", email: "mia@shop.example", tracking: {} });
        expect((await calendly(byEmail)).status).toBe(200);
        await settled(standIn, 14);
        expect(chatTexts(standIn).at(-1)).toBe("ABCD-EFGH booked a call for Wed 2 Dec, 14:00 UTC");
        expect(standIn.to("/graph").filter((request) => request.body.includes("ABCD-EFGH:booked"))).toHaveLength(1);
        expect(await booked()).toBe(2);
      });
    });
  });

  describe(`${name}: a lead's reply`, () => {
    it("reaches the address the lead gave at once, from the agency, with the reference and the booking link prefilled; one a day per address; a name that is not one left out", async () => {
      await withHost(async ({ host, standIn, sendCopy }) => {
        expect((await sendCopy()).status).toBe(202);
        const [first] = await mailed(host, 1);
        // The address as the form's schema keeps it (its domain lower-cased).
        expect(first!.to.toLowerCase()).toContain("zoe@brand.com");
        expect(first!.from).toContain(REPLY_FROM);
        expect(first!.subject).toContain("K7QM-3XPA");
        expect(first!.text).toContain("K7QM-3XPA");
        expect(first!.text.startsWith(reply.greeting.replace("{name}", "Zoë"))).toBe(true);
        const link = new URL(/https:\/\/\S+/.exec(first!.text)![0]);
        expect(link.searchParams.get("email")?.toLowerCase()).toBe("zoe@brand.com");
        expect(link.searchParams.get("metadata[reference]")).toBe("K7QM-3XPA");
        expect(link.searchParams.get("name")).toBe("Zoë");

        // The same address again today, in another case: no second reply.
        expect((await sendCopy({ reference: "ABCD-EFGH", email: "ZOE@brand.com" })).status).toBe(202);
        await settled(standIn, 4);
        await mailed(host, 1);

        // A bot's copy (its honeypot ticked) is answered as it expects, and mails no one.
        expect((await sendCopy({ reference: "HNYP-2345", email: "bot-target@inbox.example", botcheck: "on" })).status).toBe(202);
        await mailed(host, 1);

        expect((await sendCopy({ reference: "WXYZ-2345", name: "Visit www.cheap-pills.example", email: "victim@inbox.example" })).status).toBe(202);
        const [, spam] = await mailed(host, 2);
        expect(spam!.text).not.toMatch(/cheap|Visit/);
        expect(spam!.text.startsWith(reply.greetingWithoutName)).toBe(true);
        expect(spam!.text).toContain("WXYZ-2345");
        // The log names each reply by its lead's reference, never by its address.
        expect(host.logs().join("\n")).not.toMatch(/zoe@brand|victim@inbox|bot-target/i);
        expect(host.logs().some((line) => line.includes("WXYZ-2345") && line.includes("reply"))).toBe(true);
      });
    });

    it.runIf(stopsMail)("waits while the mail server is down, and is delivered once when it is back", async () => {
      await withHost(async ({ host, sendCopy }) => {
        const server = host.mailServer!;
        await server.stop();
        expect((await sendCopy()).status).toBe(202);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await host.mails()).toHaveLength(0);
        await server.start();
        await mailed(host, 1);
      });
    });
  });
}
