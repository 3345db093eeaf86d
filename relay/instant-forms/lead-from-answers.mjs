// A lead from an ad platform's own form (Meta's and TikTok's Instant Forms, docs/instant-forms.md) as the relay knows
// every lead (relay/relayed-lead.mjs), so it travels the site's leads' path: its reference, the agency's
// webhook, the chat, the e-mails, the inbox, the numbers, its later stages. What the platform said of it (its lead's,
// form's, campaign's, ad set's and ad's IDs, when it was made) goes with it as `platformLead`, each ID kept as the exact
// digits the platform sent. Pure: nothing here reads, sends or keeps.
import { newLeadReference } from "../../app/forms/lead-reference.mjs";
import { normalisedPhone } from "../lead-match.mjs";
import { PLATFORM_FORMS } from "../../app/lib/platform-forms.mjs";

/** @typedef {import("../relayed-lead.mjs").PlatformLead} PlatformLead @typedef {import("../relayed-lead.mjs").LeadPlatform} LeadPlatform */

/**
 * A platform's lead as read from its delivery or the Graph API: what the platform said of it, its fields as the site's
 * forms have them, and every answer by its question's key (what the agency's rules may look at).
 * @typedef {{ platformLead: PlatformLead, fields: Record<string, string>, answers: Record<string, string> }} PlatformRead
 */

/** A platform's ID of a lead, form or campaign: digits only (Meta's are 15 to 17, TikTok's 19). */
export const PLATFORM_ID = /^\d{1,30}$/;

/**
 * The lead's reference, the same every time the same lead arrives (the platform's ID hashed into the site's reference
 * alphabet): a lead delivered twice, or found again by the catch-up, is one lead wherever it is told.
 * @param {LeadPlatform} platform
 * @param {string} leadId
 */
export async function platformReference(platform, leadId) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${platform}:${leadId}`)));
  return newLeadReference((bytes) => {
    bytes.set(digest.subarray(0, bytes.length));
    return bytes;
  });
}

/** What a platform calls the answers the site's leads have as fields (Meta's standard names, and TikTok's). */
const NAME_PARTS = { full: ["full_name", "name"], first: ["first_name"], last: ["last_name"] };
const EMAILS = ["email", "work_email"];
const PHONES = ["phone_number", "phone", "work_phone_number"];
const COUNTRIES = ["country"];

/** The longest answer kept, and the most answers: a form's answers are short, and few. */
const MAX_ANSWER = 2_000;
const MAX_ANSWERS = 60;

/**
 * An answer as the lead keeps it: a text (several values joined by commas), without control characters but new
 * lines, and cut short.
 * @param {unknown} value
 */
function answerText(value) {
  const values = Array.isArray(value) ? value : [value];
  return values
    .filter((item) => ["string", "number", "boolean"].includes(typeof item))
    .map(String)
    .join(", ")
    .replace(/[^\P{Cc}\n]/gu, " ")
    .trim()
    .slice(0, MAX_ANSWER);
}

/**
 * A lead's fields from its answers, by question key: the name, e-mail and phone (with its country code where it can
 * be placed: the answer's own, the country answered, else the agency's) as the site's forms have them; every other
 * answer, custom questions included, in the message, one line each under its key; the form's consent boxes after.
 * @param {[string, unknown][]} answers
 * @param {{ key: string, checked: boolean }[]} disclaimers
 * @param {string} [phoneCountry] the agency's country (LEAD_PHONE_COUNTRY)
 * @returns {Record<string, string>}
 */
export function fieldsOfAnswers(answers, disclaimers, phoneCountry) {
  /** @type {Map<string, string>} */
  const byKey = new Map();
  for (const [key, value] of answers.slice(0, MAX_ANSWERS)) {
    const text = answerText(value);
    const name = String(key).trim().slice(0, 100);
    if (name && text && !byKey.has(name)) byKey.set(name, text);
  }
  const take = (/** @type {string[]} */ keys) => {
    const key = keys.find((candidate) => byKey.has(candidate));
    if (!key) return "";
    const value = byKey.get(key) ?? "";
    byKey.delete(key);
    return value;
  };
  const full = take(NAME_PARTS.full);
  const first = take(NAME_PARTS.first);
  const last = take(NAME_PARTS.last);
  const email = take(EMAILS);
  const phone = take(PHONES);
  const country = byKey.get(COUNTRIES.find((key) => byKey.has(key)) ?? "") ?? "";
  const placed = phone ? normalisedPhone(phone, /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : phoneCountry) : "";
  const lines = [...byKey].map(([key, value]) => `${key}: ${value}`);
  const consents = disclaimers.map(({ key, checked }) => `${key}: ${checked ? "ticked" : "not ticked"}`);
  const message = [...lines, ...(consents.length ? ["", "Consent boxes of the form:", ...consents] : [])].join("\n").trim();
  return {
    name: full || [first, last].filter(Boolean).join(" "),
    email,
    phoneNumber: placed ? `+${placed}` : phone,
    message,
  };
}

/**
 * Each answer by its question's key, as the agency's rules read it: the first answer of a key, as the fields keep it.
 * @param {[string, unknown][]} answers
 * @returns {Record<string, string>}
 */
export function answersByKey(answers) {
  /** @type {Record<string, string>} */
  const byKey = {};
  for (const [key, value] of answers.slice(0, MAX_ANSWERS)) {
    const name = String(key).trim().slice(0, 100);
    const text = answerText(value);
    if (name && text && !Object.hasOwn(byKey, name)) byKey[name] = text;
  }
  return byKey;
}

/**
 * The relayed lead of a platform's lead: its reference from its ID, received now, its fields and answers, and as its
 * attribution what the chat and the agency's tool read of any lead's campaign (the platform as source, the campaign's
 * name and ID).
 * @param {PlatformRead} read
 * @param {number} now milliseconds
 * @returns {Promise<import("../relayed-lead.mjs").RelayedLead>}
 */
export async function relayedLeadOf({ platformLead, fields, answers }, now) {
  const { platform, campaignName, campaignId } = platformLead;
  return {
    reference: await platformReference(platform, platformLead.leadId),
    form: PLATFORM_FORMS[platform].form,
    receivedAt: new Date(now).toISOString(),
    fields,
    attribution: {
      first_touch_utm_source: platform,
      first_touch_utm_medium: platformLead.organic ? "organic" : "paid",
      ...(campaignName ? { first_touch_utm_campaign: campaignName } : {}),
      ...(campaignId ? { first_touch_utm_id: campaignId } : {}),
    },
    // The person sent the form to the agency through the platform: only its own lead ID goes back to it (relay/crm-events.mjs).
    consent: true,
    platformLead,
    answers,
  };
}
