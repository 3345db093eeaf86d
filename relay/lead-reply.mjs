// The e-mail each lead receives at once (docs/booking.md, "The reply"): from the agency, to the address the lead
// gave, with its reference, what happens next and, where its form offers a call, the booking link prefilled. A form
// that mails any address it is given is a spam cannon, so the only words of the visitor's in it are a first name that
// is plainly a name, and each address receives one a day (the hosts keep the reply's `key`). Its words are content
// (`content/booking.json`, checked by the build with the other content; the agency's name and address from
// `content/site.json`; the suites read the shipped defaults' through an alias, tests/test-sites.mjs). Pure: nothing
// here sends.
import booking from "../content/booking.json" with { type: "json" };
import site from "../content/site.json" with { type: "json" };
import { bookingLinkOf, formPlaceOf } from "../app/lib/booking-link.mjs";
import { normalisedEmail, sha256 } from "./lead-match.mjs";
import { judgementLine } from "../app/lib/lead-judgement.mjs";
import { originOf } from "./relayed-lead.mjs";


/** An e-mail as a host's sender takes it. @typedef {{ from: { name: string, email: string }, replyTo: string, to: string, subject: string, text: string }} Mail */

/**
 * A host's way of sending a mail; it throws a MailRefused when the mail server refuses it for good, anything else
 * when a later try may succeed.
 * @typedef {(mail: Mail) => Promise<void>} MailSender
 */

/** The mail server refused the message for good (an SMTP 5xx): it is not tried again. */
export class MailRefused extends Error {
  name = "MailRefused";
}

/** One word of a name: letters, with the marks, apostrophes, hyphens and inner dots names have (never a dot before a letter: a link). */
const NAME_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;

/**
 * The first name of what the visitor typed as their name, or none when the whole is not plainly a name: a link, an
 * address, digits, anything but a few words of letters ("Visit www.cheap-pills.example" gives none, not "Visit").
 * @param {string} name
 */
export function firstNameOf(name) {
  const words = name.trim().split(/\s+/);
  if (words.length > 4 || !words.every((word) => NAME_WORD.test(word))) return "";
  const [first = ""] = words;
  return first.length <= 30 ? first : "";
}

/**
 * The scheduler a lead is offered, by how the agency's rules judged it: a fit, wherever it came from; one to review,
 * where its form offers a call; one that is not a fit, none. The owner's own scheduler where they have one, else a
 * fit's rule's, else the one of Booking a call.
 * @param {import("./relayed-lead.mjs").RelayedLead} lead
 * @param {import("./judged-lead.mjs").LeadJudgement | undefined} judgement
 */
function schedulerFor(lead, judgement) {
  const { scheduler, offeredAfter } = booking;
  if (judgement?.outcome === "not-a-fit") return "";
  if (judgement?.outcome === "fit") return lead.owner?.scheduler || judgement.scheduler || scheduler;
  // A lead from an ad's own form is offered the call a landing page's lead is: both came from an ad.
  const fromAnAd = Boolean(lead.attribution.landing_page || lead.platformLead);
  return scheduler && offeredAfter[formPlaceOf(lead.form, fromAnAd)] ? lead.owner?.scheduler || scheduler : "";
}

/**
 * The reply's text: the greeting (with the first name when it is one), what happens next with the reference, the
 * booking link where the lead is offered a call, or, for a lead the agency's rules judged not a fit, what its rule
 * tells the person and offers instead; the signature and the agency's name.
 * @param {import("./relayed-lead.mjs").RelayedLead} lead
 * @param {import("./judged-lead.mjs").LeadJudgement | undefined} judgement
 */
function replyTextOf(lead, judgement) {
  const { reply } = booking;
  const firstName = firstNameOf(lead.fields.name ?? lead.fields.fullName ?? "");
  const scheduler = schedulerFor(lead, judgement);
  // The link is prefilled with the first name alone, so even its address carries nothing else the visitor typed.
  const link = scheduler ? bookingLinkOf(scheduler, { name: firstName, email: lead.fields.email ?? "", reference: lead.reference }) : "";
  const instead = judgement?.outcome === "not-a-fit" ? [judgement.message ?? "", ...(judgement.links ?? []).map(({ label, url }) => `${label}: ${url}`)].filter(Boolean) : [];
  return [
    firstName ? reply.greeting.replaceAll("{name}", firstName) : reply.greetingWithoutName,
    reply.body.replaceAll("{reference}", lead.reference),
    ...(link ? [`${reply.booking}\n${link}`] : []),
    ...(instead.length ? [instead.join("\n")] : []),
    `${reply.signature}\n${site.name}`,
  ].join("\n\n");
}

/**
 * The reply's delivery, or none without the reply's settings or an address: its body the mail's recipient, subject and
 * text, fixed when the lead arrives; its `key` the address (hashed) and the day, so a host that keeps keys sends an
 * address one reply a day.
 * @param {import("./relayed-lead.mjs").RelayedLead} lead
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 * @param {import("./judged-lead.mjs").LeadJudgement} [judgement] how the agency's rules judged the lead; none where they judge nothing
 * @returns {Promise<import("./lead-deliveries.mjs").Delivery | null>}
 */
export async function replyDeliveryOf(lead, settings, judgement) {
  const to = lead.fields.email?.trim() ?? "";
  if (!settings.reply || !to) return null;
  const day = lead.receivedAt.slice(0, 10);
  return {
    destination: "reply",
    reference: lead.reference,
    key: `reply:${(await sha256(normalisedEmail(to))).slice(0, 32)}:${day}`,
    body: JSON.stringify({ to, subject: booking.reply.subject.replaceAll("{reference}", lead.reference), text: replyTextOf(lead, judgement) }),
  };
}

/** The day a reply's key names, or "" for another key. @param {string} key */
export const replyKeyDay = (key) => /^reply:[0-9a-f]{32}:(\d{4}-\d{2}-\d{2})$/.exec(key)?.[1] ?? "";

/**
 * The mail of a reply's delivery, from the agency (its name; REPLY_FROM, else its address) with replies going to its
 * address, as the settings and words are at the time of sending.
 * @param {import("./lead-deliveries.mjs").Delivery} delivery
 * @param {NonNullable<import("./lead-deliveries.mjs").RelaySettings["reply"]>} reply
 * @returns {Mail}
 */
export function mailOf(delivery, reply) {
  const { to, subject, text, replyTo } = JSON.parse(delivery.body);
  return { from: { name: site.name, email: reply.from ?? site.email }, replyTo: replyTo ?? site.email, to, subject, text };
}

/** An address a reply may go to: one address, nothing that could add a header. */
const MAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/**
 * The agency's own e-mail of a lead from a platform's form, to the site's address (which the form service mails for a
 * site's lead): what the person answered, where it came from, its reference; a reply goes to the person.
 * @param {import("./relayed-lead.mjs").RelayedLead} lead
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 * @param {import("./judged-lead.mjs").LeadJudgement} [judgement] how the agency's rules judged the lead; none where they judge nothing
 * @returns {import("./lead-deliveries.mjs").Delivery | null}
 */
export function agencyMailOf(lead, settings, judgement) {
  if (!settings.reply || !lead.platformLead) return null;
  const { name = "", email = "", phoneNumber = "", message = "" } = lead.fields;
  const text = [
    `From: ${originOf(lead.platformLead)}`,
    `Sent: ${lead.platformLead.createdAt}`,
    `Reference: ${lead.reference}`,
    ...(judgement && judgement.outcome !== "review" ? [`Judged: ${judgementLine(judgement)}`] : []),
    ...(lead.owner ? [`Owner: ${lead.owner.name}`] : []),
    "",
    `Name: ${name || "(not asked)"}`,
    `E-mail: ${email || "(not asked)"}`,
    `Phone: ${phoneNumber || "(not asked)"}`,
    ...(message ? ["", message] : []),
  ].join("\n");
  return {
    destination: "mail",
    reference: lead.reference,
    key: `mail:${lead.reference}`,
    body: JSON.stringify({ to: site.email, ...(MAIL_ADDRESS.test(email.trim()) ? { replyTo: email.trim() } : {}), subject: `New lead from ${originOf(lead.platformLead)} (${lead.reference})`, text }),
  };
}
