// BOOKING_PATH: where the agency's scheduler (Cal.com, Calendly) posts its webhook when a lead books, moves or cancels
// its call (docs/booking.md). A booking created is the lead's `booked` stage, through the same path as the agency's
// own reports (recordStage: the numbers, the ad platforms once), found by the reference its link carried, else by its
// e-mail among the leads kept for their stages; the team's chat hears of every booking, move and cancellation with the
// call's time. On web standards (Request in, Response out), so the included server and the Worker answer alike; each
// keeps the bookings its own way (a BookingStore). Without BOOKING_WEBHOOK_SECRET the path does not exist.
import { json } from "../json-answer.mjs";
import { readLimited } from "../signed-requests.mjs";
import { normalisedEmail, sha256 } from "../lead-match.mjs";
import { recordStage } from "../stage-recording.mjs";
import { ownerOf, teamOf } from "../lead-owners.mjs";
import { bookingEventOf, callTimeOf, signedBy } from "./scheduler-events.mjs";
import { numbersFailureLine } from "../../numbers/numbers-store.mjs";

/** A scheduler's webhook body is a few kilobytes; Cal.com's carries the event type's whole description. */
const MAX_BOOKING_BYTES = 256 * 1024;

/**
 * A booking as a host keeps it, by its id at the scheduler: the lead it belongs to (none for someone who sent no
 * form), the call's time, and whether it awaits the host's confirmation, stands, was cancelled, or was moved to a new
 * booking.
 * @typedef {{ reference?: string, start?: string, state: "requested" | "booked" | "cancelled" | "moved" }} KeptBooking
 */

/**
 * @typedef {object} BookingStore
 * @property {(id: string) => Promise<KeptBooking | null>} recall
 * @property {(id: string, booking: KeptBooking) => Promise<void>} keep
 */

/**
 * @typedef {object} BookingHost
 * @property {import("../lead-deliveries.mjs").RelaySettings} settings
 * @property {BookingStore} bookings
 * @property {import("../stage-recording.mjs").StageStore} [store] the leads kept for their stages, where an ad
 *   platform is set
 * @property {import("../../numbers/numbers-store.mjs").NumbersStore} [numbers] the site's numbers, where they are on
 * @property {import("../lead-owners.mjs").OwnerStore} [owners] each lead's owner, where the team shares leads: a booking
 *   is the lead's first answer, and a team event's host becomes its owner
 * @property {(deliveries: import("../lead-deliveries.mjs").Delivery[]) => Promise<void>} deliver hands the chat's
 *   message, and a stage to record later, to the host's outbox or queue
 * @property {(reference: string) => boolean} isReference whether a text has a lead reference's shape
 * @property {() => number} [now]
 * @property {(line: string) => void} [log]
 */

/** The answer every scheduler takes as received: any other status is retried (Calendly, for a day). */
const received = (/** @type {string} */ message) => json(200, { success: true, message });

/**
 * The chat's message of a booking, known by the booking and what happened to it, so a webhook delivered twice tells
 * the chat once. It names the lead by its reference, never by what the booker typed.
 * @param {string | undefined} reference
 * @param {string} id
 * @param {"requested" | "booked" | "moved" | "cancelled"} what
 * @param {string} text
 * @returns {import("../lead-deliveries.mjs").Delivery}
 */
const chatOf = (reference, id, what, text) => ({ destination: "notify", reference: reference ?? "(no form)", stage: `call ${what}`, key: `booking:${id}:${what}`, body: JSON.stringify({ text }) });

/** Who booked, as the chat names them. @param {string | undefined} reference */
const bookerOf = (reference) => reference ?? "Someone who sent no form";

/**
 * The lead a booking belongs to: the reference its link carried, when it has a reference's shape; else the lead of the
 * booking it continues (the one a reschedule replaces, or the request the host confirmed), whose link carried it; else
 * the lead kept for its stages whose e-mail the booker gave, last, as the same person may have sent several forms.
 * @param {import("./scheduler-events.mjs").BookingEvent} event
 * @param {BookingHost} host
 * @param {KeptBooking | null} [continued]
 */
async function leadOf(event, { store, isReference }, continued) {
  if (event.reference && isReference(event.reference)) return event.reference;
  if (continued?.reference) return continued.reference;
  if (!event.email || !store) return undefined;
  return (await store.findByEmail(await sha256(normalisedEmail(event.email))))?.match.reference;
}

/**
 * The answer to a scheduler's webhook at BOOKING_PATH: 404 without BOOKING_WEBHOOK_SECRET, 405 for anything but
 * POST, 401 (nothing read further, nothing logged of the body) without a right signature, 413 for a body too large to
 * be a booking, else 200 once the booking is kept: booked (its stage recorded, or, when that cannot be done at once,
 * handed to the host's outbox or queue to be recorded on the relay's schedule), moved, cancelled, already known, or an
 * event this does not act on. A store that cannot keep the booking at all throws: the host answers 500.
 * @param {Request} request
 * @param {BookingHost} host
 */
export async function answerBooking(request, host) {
  const { settings, bookings, numbers, deliver, now = Date.now, log = console.log } = host;
  if (!settings.booking) return json(404, { success: false, message: "Not found." });
  if (request.method !== "POST") {
    const answer = json(405, { success: false, message: "Use POST." });
    answer.headers.set("Allow", "POST");
    return answer;
  }
  const bytes = await readLimited(request, MAX_BOOKING_BYTES);
  if (!bytes) return json(413, { success: false, message: "The webhook's body is larger than a booking's." });
  const body = new TextDecoder().decode(bytes);
  const scheduler = await signedBy(request.headers, body, settings.booking.secret, now());
  if (!scheduler) return json(401, { success: false, message: "The webhook's signature is missing or wrong: set the same secret in the scheduler and in BOOKING_WEBHOOK_SECRET." });
  const event = bookingEventOf(scheduler, body);
  if (!event || event.kind === "other") return received("Received: not a booking this site acts on.");

  const known = await bookings.recall(event.id);
  const chat = async (/** @type {string | undefined} */ reference, /** @type {"requested" | "booked" | "moved" | "cancelled"} */ what, /** @type {string} */ text) => {
    if (settings.notify) await deliver([chatOf(reference, event.id, what, text)]);
  };

  if (event.kind === "moved") {
    // Calendly's half of a reschedule: the new booking, which names this one, says the new time.
    if (known?.state === "booked") await bookings.keep(event.id, { ...known, state: "moved" });
    return received("Received: the call was moved.");
  }

  if (event.kind === "cancelled") {
    if (known && known.state !== "booked" && known.state !== "requested") return received("Received before: nothing changes.");
    const reference = known ? known.reference : (await leadOf(event, host));
    const start = known?.start ?? event.start;
    await bookings.keep(event.id, { ...(reference ? { reference } : {}), ...(start ? { start } : {}), state: "cancelled" });
    if (reference && numbers && known?.state !== "requested") {
      // The platforms' Schedule event cannot be taken back; the site's own numbers can.
      await numbers.unstage(reference, "booked").catch((error) => log(numbersFailureLine(`Lead ${reference}: its cancelled call was not taken off the numbers`, error)));
    }
    const time = callTimeOf(start);
    if (event.rescheduleAsked) await chat(reference, "cancelled", `The agency asked ${reference ?? "someone who sent no form"} to pick a new time for the call of ${time}`);
    else await chat(reference, "cancelled", `${bookerOf(reference)} cancelled the ${known?.state === "requested" ? "request for a call at" : "call of"} ${time}`);
    return received("Received: the call was cancelled.");
  }

  if (event.kind === "requested") {
    if (known) return received("Received before: nothing changes.");
    // Not booked until the host confirms it: kept with its lead, as the confirmation will not carry the reference.
    const reference = await leadOf(event, host);
    await bookings.keep(event.id, { ...(reference ? { reference } : {}), ...(event.start ? { start: event.start } : {}), state: "requested" });
    await chat(reference, "requested", `${bookerOf(reference)} asked for a call at ${callTimeOf(event.start)}: it awaits your confirmation in the scheduler`);
    return received("Received: the call awaits the host's confirmation.");
  }

  if (known && known.state !== "requested") return received("Received before: nothing changes.");
  const previous = event.previousId ? await bookings.recall(event.previousId) : null;
  const reference = await leadOf(event, host, previous ?? known);
  let unknownLead = "";
  if (reference) {
    // A team event's own round robin chose who takes the call: they own the lead (before the booking answers it).
    if (host.owners && event.hostEmail) await handToHost(host.owners, host.settings, reference, event.hostEmail, now(), log);
    const outcome = await recordStage({ reference, stage: "booked" }, host);
    if (outcome.status >= 500) {
      // Neither scheduler sends it again (Cal.com never does; Calendly stops every later booking after a day of
      // failures): taken now, and recorded on the relay's schedule once the stores work again.
      await deliver([{ destination: "stage", reference, stage: "booked", key: `booking:${event.id}:stage`, body: JSON.stringify({ reference, stage: "booked" }) }]);
      log(`Lead ${reference}: its booked stage could not be recorded at once; it is tried again on the relay's schedule`);
    }
    if (outcome.status === 404) unknownLead = " (no lead with this reference is kept here)";
  }
  await bookings.keep(event.id, { ...(reference ? { reference } : {}), ...(event.start ? { start: event.start } : {}), state: "booked" });
  if (event.previousId && previous?.state === "booked") await bookings.keep(event.previousId, { ...previous, state: "moved" });
  const time = callTimeOf(event.start);
  if (event.kind === "rescheduled") await chat(reference, "moved", `${bookerOf(reference)} moved the call to ${time}${unknownLead}`);
  else await chat(reference, "booked", `${bookerOf(reference)} booked a call for ${time}${unknownLead}`);
  return received(event.kind === "rescheduled" ? "Received: the call was moved." : "Received: the call was booked.");
}

/**
 * A lead handed to the team's person a booking was made with, where the scheduler names one of the team (by e-mail)
 * other than its owner; a failure is logged, the booking still recorded.
 * @param {import("../lead-owners.mjs").OwnerStore} owners
 * @param {import("../lead-deliveries.mjs").RelaySettings} settings
 * @param {string} reference
 * @param {string} hostEmail
 * @param {number} now
 * @param {(line: string) => void} log
 */
async function handToHost(owners, settings, reference, hostEmail, now, log) {
  const person = teamOf(settings).people.find((item) => item.email.toLowerCase() === hostEmail.toLowerCase());
  if (!person) return;
  try {
    const record = await owners.find(reference);
    if (!record || record.owner.name === person.name) return;
    await owners.hand(reference, ownerOf(person, record.owner.pool, now), "booking");
  } catch (error) {
    log(`Lead ${reference}: not handed to the call's host (${error instanceof Error ? error.message : String(error)})`);
  }
}
