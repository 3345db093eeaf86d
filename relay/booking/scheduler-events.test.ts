import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bookingEventOf, CALENDLY_TOLERANCE_MS, callTimeOf, signedBy } from "./scheduler-events.mjs";

// The schedulers' webhooks as their docs give them (../shared/background/booking.md): signatures and bodies. A
// Calendly invitee's `uri` is its id, never fetched: here under a stand-in host.

const SECRET = "the-booking-secret-of-the-suite";
const NOW = Date.parse("2026-11-28T10:00:00Z");
const body = JSON.stringify({ triggerEvent: "BOOKING_CREATED", payload: { uid: "bk1" } });
const calSignature = (text: string, secret = SECRET) => createHmac("sha256", secret).update(text).digest("hex");
const calendlySignature = (text: string, t: number, secret = SECRET) => `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${text}`).digest("hex")}`;

describe("a scheduler's signature", () => {
  it("from Cal.com: the hex HMAC of the raw body with the secret, in either case; anything else, none or no-secret-provided is refused", async () => {
    expect(await signedBy(new Headers({ "X-Cal-Signature-256": calSignature(body) }), body, SECRET, NOW)).toBe("cal.com");
    expect(await signedBy(new Headers({ "X-Cal-Signature-256": calSignature(body).toUpperCase() }), body, SECRET, NOW)).toBe("cal.com");
    expect(await signedBy(new Headers({ "X-Cal-Signature-256": calSignature(body, "another-secret-entirely") }), body, SECRET, NOW)).toBeNull();
    expect(await signedBy(new Headers({ "X-Cal-Signature-256": calSignature(body) }), `${body} `, SECRET, NOW)).toBeNull();
    expect(await signedBy(new Headers({ "X-Cal-Signature-256": "no-secret-provided" }), body, SECRET, NOW)).toBeNull();
    expect(await signedBy(new Headers({ "X-Cal-Signature-256": "" }), body, SECRET, NOW)).toBeNull();
    expect(await signedBy(new Headers(), body, SECRET, NOW)).toBeNull();
  });

  it("from Calendly: over t and the raw body, within three minutes of now either way", async () => {
    const t = NOW / 1000;
    expect(await signedBy(new Headers({ "Calendly-Webhook-Signature": calendlySignature(body, t) }), body, SECRET, NOW)).toBe("calendly");
    expect(await signedBy(new Headers({ "Calendly-Webhook-Signature": calendlySignature(body, t - CALENDLY_TOLERANCE_MS / 1000) }), body, SECRET, NOW)).toBe("calendly");
    expect(await signedBy(new Headers({ "Calendly-Webhook-Signature": calendlySignature(body, t - CALENDLY_TOLERANCE_MS / 1000 - 1) }), body, SECRET, NOW)).toBeNull();
    expect(await signedBy(new Headers({ "Calendly-Webhook-Signature": calendlySignature(body, t + CALENDLY_TOLERANCE_MS / 1000 + 1) }), body, SECRET, NOW)).toBeNull();
    expect(await signedBy(new Headers({ "Calendly-Webhook-Signature": calendlySignature(body, t, "another-secret-entirely") }), body, SECRET, NOW)).toBeNull();
    expect(await signedBy(new Headers({ "Calendly-Webhook-Signature": `v1=${calSignature(body)}` }), body, SECRET, NOW)).toBeNull();
  });
});

describe("a scheduler's booking", () => {
  it("from Cal.com: requested, created, moved (naming the booking it replaces), cancelled or asked to move; the reference from the link's metadata", () => {
    const payload = { uid: "bk2", rescheduleUid: "bk1", startTime: "2026-12-02T14:00:00Z", attendees: [{ email: "zoe@brand.com" }], metadata: { reference: "k7qm-3xpa" } };
    expect(bookingEventOf("cal.com", JSON.stringify({ triggerEvent: "BOOKING_CREATED", payload }))).toEqual({
      scheduler: "cal.com",
      kind: "created",
      id: "bk2",
      reference: "K7QM-3XPA",
      email: "zoe@brand.com",
      start: "2026-12-02T14:00:00.000Z",
    });
    expect(bookingEventOf("cal.com", JSON.stringify({ triggerEvent: "BOOKING_RESCHEDULED", payload }))).toMatchObject({ kind: "rescheduled", id: "bk2", previousId: "bk1" });
    expect(bookingEventOf("cal.com", JSON.stringify({ triggerEvent: "BOOKING_CANCELLED", payload: { uid: "bk2" } }))).toEqual({ scheduler: "cal.com", kind: "cancelled", id: "bk2" });
    expect(bookingEventOf("cal.com", JSON.stringify({ triggerEvent: "BOOKING_REQUESTED", payload }))).toMatchObject({ kind: "requested", id: "bk2", reference: "K7QM-3XPA" });
    // The host's "request reschedule": requestReschedule, or from older versions a reason that says so.
    expect(bookingEventOf("cal.com", JSON.stringify({ triggerEvent: "BOOKING_CANCELLED", payload: { uid: "bk2", requestReschedule: true } }))).toMatchObject({ kind: "cancelled", rescheduleAsked: true });
    expect(bookingEventOf("cal.com", JSON.stringify({ triggerEvent: "BOOKING_CANCELLED", payload: { uid: "bk2", cancellationReason: "Please reschedule. Another time suits us better" } }))).toMatchObject({ rescheduleAsked: true });
    expect(bookingEventOf("cal.com", JSON.stringify({ triggerEvent: "BOOKING_CANCELLED", payload: { uid: "bk2", requestReschedule: false, cancellationReason: "Ill" } }))).not.toHaveProperty("rescheduleAsked");
    expect(bookingEventOf("cal.com", JSON.stringify({ triggerEvent: "MEETING_ENDED", payload }))?.kind).toBe("other");
    expect(bookingEventOf("cal.com", JSON.stringify({ triggerEvent: "BOOKING_CREATED", payload: {} }))).toBeNull();
    expect(bookingEventOf("cal.com", "not json")).toBeNull();
  });

  it("from Calendly: created, a reschedule's two halves, cancelled; the reference from the link's utm_content", () => {
    const payload = { uri: "https://calendly-stand-in.example/invitees/2", email: "zoe@brand.com", tracking: { utm_content: "K7QM-3XPA" }, scheduled_event: { start_time: "2026-12-02T14:00:00.000000Z" } };
    expect(bookingEventOf("calendly", JSON.stringify({ event: "invitee.created", payload }))).toEqual({
      scheduler: "calendly",
      kind: "created",
      id: payload.uri,
      reference: "K7QM-3XPA",
      email: "zoe@brand.com",
      start: "2026-12-02T14:00:00.000Z",
    });
    expect(bookingEventOf("calendly", JSON.stringify({ event: "invitee.created", payload: { ...payload, old_invitee: "https://calendly-stand-in.example/invitees/1" } }))).toMatchObject({
      kind: "rescheduled",
      previousId: "https://calendly-stand-in.example/invitees/1",
    });
    expect(bookingEventOf("calendly", JSON.stringify({ event: "invitee.canceled", payload: { ...payload, rescheduled: true } }))?.kind).toBe("moved");
    expect(bookingEventOf("calendly", JSON.stringify({ event: "invitee.canceled", payload: { ...payload, rescheduled: false } }))?.kind).toBe("cancelled");
  });

  it("names the call's time for the team in UTC", () => {
    expect(callTimeOf("2026-12-01T14:00:00.000Z")).toBe("Tue 1 Dec, 14:00 UTC");
    expect(callTimeOf(undefined)).toMatch(/did not say/);
  });
});
