// What a scheduler's webhook says (docs/booking.md): Cal.com's and Calendly's bodies and signatures, read into one
// booking event the hosts act on alike. On web standards only (Web Crypto). Pure: nothing here keeps or sends.
import { hmacHex as hmac, secretMatches } from "../signed-requests.mjs";

/** The schedulers this reads, by the header each signs with (lower-case, as Headers gives them). */
export const SIGNATURE_HEADERS = /** @type {const} */ ({ "cal.com": "x-cal-signature-256", calendly: "calendly-webhook-signature" });

/** A Calendly signature older (or newer) than this is refused, as Calendly's own sample refuses it: a replay. */
export const CALENDLY_TOLERANCE_MS = 3 * 60 * 1000;

/**
 * A booking as the hosts act on it.
 * @typedef {object} BookingEvent
 * @property {"cal.com" | "calendly"} scheduler
 * @property {"requested" | "created" | "rescheduled" | "cancelled" | "moved" | "other"} kind `requested`: a booking
 *   that awaits the host's confirmation (Cal.com; the same id comes back `created` once confirmed); `moved`: Calendly's
 *   cancellation of the booking a reschedule replaces (its new booking follows as `rescheduled`); `other`: an event this
 *   does not act on
 * @property {string} id the booking's own id at the scheduler (Cal.com's `uid`, Calendly's invitee `uri`)
 * @property {string} [previousId] on a reschedule, the booking it replaces
 * @property {string} [reference] the lead's reference, as the booking link carried it (upper-cased, unchecked)
 * @property {string} [email] the e-mail the booker gave
 * @property {string} [start] when the call starts (ISO 8601)
 * @property {string} [hostEmail] the e-mail of the agency's person who takes the call (Cal.com's `organizer`, the
 *   assigned host of a round-robin team event; Calendly's first `event_memberships` user)
 * @property {boolean} [rescheduleAsked] on a cancellation, whether the host cancelled to ask the booker for a new time
 */

/**
 * Which scheduler signed a webhook, if its signature is right: Cal.com's `X-Cal-Signature-256` (hex HMAC-SHA256 of the
 * raw body; the literal `no-secret-provided` when the agency set no secret there, which never matches), Calendly's
 * `Calendly-Webhook-Signature: t=…,v1=…` (over `t.` and the raw body) within CALENDLY_TOLERANCE_MS of now. Compared in
 * constant time (secretMatches).
 * @param {Headers} headers
 * @param {string} body the raw body
 * @param {string} secret BOOKING_WEBHOOK_SECRET
 * @param {number} now milliseconds
 * @returns {Promise<"cal.com" | "calendly" | null>}
 */
export async function signedBy(headers, body, secret, now) {
  const cal = headers.get(SIGNATURE_HEADERS["cal.com"]);
  if (cal !== null) return (await secretMatches(cal.trim().toLowerCase(), await hmac(secret, body))) ? "cal.com" : null;
  const calendly = headers.get(SIGNATURE_HEADERS.calendly);
  if (calendly === null) return null;
  const parts = Object.fromEntries(calendly.split(",").map((part) => part.trim().split("=", 2)));
  const t = /^\d{1,12}$/.test(parts.t ?? "") ? Number(parts.t) : NaN;
  if (!(Math.abs(now - t * 1000) <= CALENDLY_TOLERANCE_MS)) return null;
  return (await secretMatches(String(parts.v1 ?? "").toLowerCase(), await hmac(secret, `${parts.t}.${body}`))) ? "calendly" : null;
}

/** @param {unknown} value @returns {Record<string, unknown>} */
const objectOf = (value) => (value && typeof value === "object" && !Array.isArray(value) ? /** @type {Record<string, unknown>} */ (value) : {});

/** @param {unknown} value */
const textOf = (value) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** @param {unknown} value an ISO 8601 time, kept only when it is one */
const timeOf = (value) => {
  const text = textOf(value);
  return text && Number.isFinite(Date.parse(text)) ? new Date(Date.parse(text)).toISOString() : undefined;
};

/** Only the fields that have a value. @param {Record<string, string | undefined>} fields */
const present = (fields) => /** @type {Record<string, string>} */ (Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));

/**
 * Cal.com's webhook body: `BOOKING_REQUESTED` (an event type that needs the host's confirmation: the only one that
 * carries the link's metadata, as the `BOOKING_CREATED` of the confirmation holds just `videoCallUrl`),
 * `BOOKING_CREATED`, `BOOKING_RESCHEDULED` (the booking it replaces in `rescheduleUid`, often without the first link's
 * metadata), `BOOKING_CANCELLED` (matched by `uid`: its payload may lack the link's metadata; `requestReschedule` when
 * the host asked for a new time, or, from older versions, a reason beginning "Please reschedule"); the reference in
 * `metadata.reference`.
 * @param {Record<string, unknown>} body
 * @returns {BookingEvent | null}
 */
function calEventOf(body) {
  const payload = objectOf(body.payload);
  const id = textOf(payload.uid);
  if (!id) return null;
  const kind = { BOOKING_REQUESTED: "requested", BOOKING_CREATED: "created", BOOKING_RESCHEDULED: "rescheduled", BOOKING_CANCELLED: "cancelled" }[String(body.triggerEvent)] ?? "other";
  const rescheduleAsked = kind === "cancelled" && (payload.requestReschedule === true || /^please reschedule/i.test(textOf(payload.cancellationReason) ?? ""));
  const attendee = objectOf(Array.isArray(payload.attendees) ? payload.attendees[0] : undefined);
  const email = textOf(attendee.email) ?? textOf(objectOf(objectOf(payload.responses).email).value);
  return /** @type {BookingEvent} */ ({
    scheduler: "cal.com",
    kind,
    id,
    ...present({
      previousId: kind === "rescheduled" ? textOf(payload.rescheduleUid) : undefined,
      reference: textOf(objectOf(payload.metadata).reference)?.toUpperCase(),
      email,
      start: timeOf(payload.startTime),
      hostEmail: textOf(objectOf(payload.organizer).email),
    }),
    ...(rescheduleAsked ? { rescheduleAsked } : {}),
  });
}

/**
 * Calendly's webhook body: `invitee.created` (a reschedule's new booking names the one it replaces in `old_invitee`),
 * `invitee.canceled` (`rescheduled: true` when a new booking replaces it); the reference in `tracking.utm_content`.
 * @param {Record<string, unknown>} body
 * @returns {BookingEvent | null}
 */
function calendlyEventOf(body) {
  const payload = objectOf(body.payload);
  const id = textOf(payload.uri);
  if (!id) return null;
  const previousId = textOf(payload.old_invitee);
  const kind =
    body.event === "invitee.created" ? (previousId ? "rescheduled" : "created") : body.event === "invitee.canceled" ? (payload.rescheduled === true ? "moved" : "cancelled") : "other";
  return /** @type {BookingEvent} */ ({
    scheduler: "calendly",
    kind,
    id,
    ...present({
      previousId: kind === "rescheduled" ? previousId : undefined,
      reference: textOf(objectOf(payload.tracking).utm_content)?.toUpperCase(),
      email: textOf(payload.email),
      start: timeOf(objectOf(payload.scheduled_event).start_time),
      hostEmail: textOf(objectOf(Array.isArray(objectOf(payload.scheduled_event).event_memberships) ? /** @type {unknown[]} */ (objectOf(payload.scheduled_event).event_memberships)[0] : undefined).user_email),
    }),
  });
}

/**
 * A signed webhook's body read as a booking event; null when it is no booking this knows (not JSON, no booking id).
 * @param {"cal.com" | "calendly"} scheduler
 * @param {string} body
 * @returns {BookingEvent | null}
 */
export function bookingEventOf(scheduler, body) {
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  return scheduler === "cal.com" ? calEventOf(objectOf(parsed)) : calendlyEventOf(objectOf(parsed));
}

/**
 * A call's time as the team's chat reads it: "Tue 2 Dec, 14:00 UTC" (UTC: the team reads one time zone whoever booked).
 * @param {string | undefined} start ISO 8601
 */
export function callTimeOf(start) {
  if (!start) return "a time the scheduler did not say";
  const date = new Date(start);
  const day = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(date).replace(/^(\w+),? /, "$1 ");
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(date);
  return `${day}, ${time} UTC`;
}
