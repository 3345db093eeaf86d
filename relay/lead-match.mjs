// What the ad platforms match a consenting lead's events by (docs/leads.md, "What each platform receives"), worked out
// once when the lead arrives, on web standards only (Web Crypto), so every host makes the same hashes. Each identifier
// is normalised as Meta documents it, then hashed with SHA-256; what is kept for a lead's later stages is this match,
// hashes only. Pure: nothing here sends or keeps.
import { isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * Where the visitor's request came from, as the host knows it for their address without asking them (Cloudflare's
 * `request.cf`; behind Cloudflare's proxy, its `CF-IPCountry` header, for the country only). Any part may be missing.
 * @typedef {object} RequestPlace
 * @property {string} [country] ISO 3166-1 alpha-2, e.g. `GB`
 * @property {string} [city]
 * @property {string} [region] the region's name, e.g. `England`, `California`
 * @property {string} [regionCode] e.g. `ENG`, `CA`
 * @property {string} [postalCode]
 */

/**
 * What the ad platforms match a lead's events by, worked out once when the lead arrives: its `Lead` event and every
 * later stage event (lead-stages.mjs) carry the same. A host that sends stage events keeps this for a consenting lead,
 * never the message or a name or number in the clear: hashes, the click, the page, the address, the browser and the
 * times.
 * @typedef {object} LeadMatch
 * @property {string} reference
 * @property {string} form
 * @property {string} receivedAt ISO 8601
 * @property {string} [email] SHA-256 of the e-mail as the platforms match it
 * @property {string} [phone] SHA-256 of the phone number's digits with its country code (E.164 without the `+`)
 * @property {string} [firstName] SHA-256 of the first name, normalised (normalisedNames)
 * @property {string} [lastName] SHA-256 of the last name, normalised
 * @property {string} [country] SHA-256 of the request's country, lower-case ISO 3166-1 alpha-2
 * @property {string} [city] SHA-256 of the request's city, normalised
 * @property {string} [region] SHA-256 of the request's state or region, normalised
 * @property {string} [postalCode] SHA-256 of the request's postal code, normalised
 * @property {string} [externalId] SHA-256 of the lead's reference, lower-case: one ID across the lead's events
 * @property {string} [fbc] Meta's click, with when it was first seen
 * @property {string} [ttclid] TikTok's click
 * @property {string} [page] the page the form was sent from
 * @property {string} [landingPage] the campaign's landing page
 * @property {string} [ip]
 * @property {string} [userAgent]
 * @property {Pick<import("./relayed-lead.mjs").PlatformLead, "platform" | "leadId">} [platformLead] a lead from a
 *   platform's own form: its stages go back by this ID alone, and no hash is made
 */

const encoder = new TextEncoder();
export const hex = (/** @type {ArrayBuffer} */ bytes) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** @param {string} text */
export const sha256 = async (text) => hex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));

/** An e-mail as Meta and TikTok match it: trimmed and lower-cased. @param {string} email */
export const normalisedEmail = (email) => email.trim().toLowerCase();

/** Whether a text is a country code libphonenumber-js knows (ISO 3166-1 alpha-2, capitals). @param {string} code */
export const isPhoneCountry = (code) => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);

/**
 * A phone number as Meta and TikTok match it: its digits with the country code, E.164 without the `+`
 * (`07911 123456` typed in Britain → `447911123456`). A number written with `+` or `00` keeps its own country; one
 * without takes `country`, the visitor's where the host knows it, else the agency's; without either, or when it is no
 * number in a range its country has allocated, there is none: a wrong hash matches no one, or the wrong one. The check
 * is libphonenumber-js's validity with its full metadata (`max`, which knows each country's number ranges), so a
 * number of the right length in no range ("1234567" in Britain, or Ofcom's drama numbers "07700 900xxx") is left out.
 * The relay runs on the hosts only: this metadata never reaches a page.
 * @param {string} phone as typed
 * @param {string} [country] ISO 3166-1 alpha-2
 * @returns {string} the digits, or "" when the number cannot be placed
 */
export function normalisedPhone(phone, country) {
  const typed = phone.trim().replace(/^00/, "+");
  const known = country && isPhoneCountry(country) ? /** @type {import("libphonenumber-js").CountryCode} */ (country) : undefined;
  if (!typed.startsWith("+") && !known) return "";
  const parsed = parsePhoneNumberFromString(typed, known);
  return parsed?.isValid() ? parsed.number.slice(1) : "";
}

/** Lower-case letters only, in one Unicode form: what Meta asks of a name, a city or a region (its accents kept). @param {string} text */
const lettersOnly = (text) => text.normalize("NFC").toLowerCase().replace(/[^\p{L}\p{M}]/gu, "");

/**
 * Words that begin a surname when written in lower case ("van der Berg", "de la Cruz"): a name that starts with one is
 * a surname alone.
 */
const SURNAME_PARTICLES = new Set(["van", "von", "der", "den", "de", "del", "della", "da", "das", "dos", "du", "di", "la", "le", "ter", "ten", "af", "al", "el", "bin", "ibn"]);

/**
 * A name as typed, split as Meta matches it (`fn`, `ln`): lower case, letters only (hyphens, apostrophes, dots and
 * spaces dropped, accents kept), in Unicode's composed form. The first word is the first name and the rest the last
 * name ("María-José O'Neil" → `maríajosé`, `oneil`); a single word is a first name ("Prince"); a name that starts with a
 * surname's particle in lower case is a last name alone ("van der Berg" → `vanderberg`).
 * @param {string} name
 * @returns {{ first: string, last: string }}
 */
export function normalisedNames(name) {
  const words = name.trim().split(/\s+/).filter((word) => lettersOnly(word) !== "");
  if (!words.length) return { first: "", last: "" };
  if (words.length > 1 && SURNAME_PARTICLES.has(words[0] ?? "")) return { first: "", last: lettersOnly(words.join("")) };
  return { first: lettersOnly(words[0] ?? ""), last: lettersOnly(words.slice(1).join("")) };
}

/**
 * The request's place as Meta matches it: the country as a lower-case ISO code (none for a country unknown or hidden); the city in lower-case letters only;
 * the state as its code in the United States (`ca`) and its name elsewhere, letters only (`england`); the postal code
 * in lower case without spaces, the part before a hyphen (`sw1a1aa`, `94107`).
 * @param {RequestPlace | undefined} place
 */
export function normalisedPlace(place) {
  // Cloudflare's XX: no country known; T1: Tor.
  const country = /^[A-Z]{2}$/i.test(place?.country ?? "") && !/^(xx|t1)$/i.test(place?.country ?? "") ? (place?.country ?? "").toLowerCase() : "";
  const region = country === "us" ? (place?.regionCode ?? "") : (place?.region ?? "");
  const postalCode = (place?.postalCode ?? "").toLowerCase().replace(/\s/g, "").split("-")[0] ?? "";
  return { country, city: lettersOnly(place?.city ?? ""), region: lettersOnly(region), postalCode: postalCode.length > 1 ? postalCode : "" };
}

/** The touch whose click ID of a platform is sent: the first touch's, else the last's. @param {Record<string, string>} attribution @param {string} name */
const touchOf = (attribution, name) => (attribution[`first_touch_${name}`] ? "first_touch" : "last_touch");

/** The click ID of a platform, first touch before last. @param {Record<string, string>} attribution @param {string} name */
const clickId = (attribution, name) => attribution[`${touchOf(attribution, name)}_${name}`] || "";

/**
 * Meta's click cookie value for a click ID the site saw: `fb.1.<milliseconds when first seen>.<fbclid>`, the fbclid
 * byte for byte (never decoded or cut).
 * @param {string} fbclid
 * @param {number} seenAt milliseconds
 */
export const fbcOf = (fbclid, seenAt) => `fb.1.${Math.floor(seenAt)}.${fbclid}`;

/** How old a click may be: Meta keeps a click's `_fbc` cookie for 90 days. */
const CLICK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * When the visitor's browser first showed the page the click landed on (its touch's `_at`, as the browser writes
 * it), or, for a time that is missing (a post without JavaScript), of another shape, later than the lead's arrival
 * (a clock ahead) or older than a click lives, the arrival.
 * @param {Record<string, string>} attribution
 * @param {string} name the click ID's
 * @param {number} receivedAt milliseconds
 */
const clickSeenAt = (attribution, name, receivedAt) => {
  const written = attribution[`${touchOf(attribution, name)}_at`] ?? "";
  const seen = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(written) ? Date.parse(written) : NaN;
  return seen <= receivedAt && receivedAt - seen <= CLICK_LIFETIME_MS ? seen : receivedAt;
};

/** Each non-empty text hashed, under its name. @param {Record<string, string>} texts */
const hashed = async (texts) => Object.fromEntries(await Promise.all(Object.entries(texts).filter(([, text]) => text !== "").map(async ([name, text]) => [name, await sha256(text)])));

/**
 * @param {import("./relayed-lead.mjs").RelayedLead} lead
 * @param {{ phoneCountry?: string }} [defaults] the agency's country, for a phone number typed without its own
 * @returns {Promise<LeadMatch>}
 */
export async function matchOf(lead, defaults = {}) {
  if (lead.platformLead) {
    const { platform, leadId } = lead.platformLead;
    return { reference: lead.reference, form: lead.form, receivedAt: lead.receivedAt, platformLead: { platform, leadId } };
  }
  const place = normalisedPlace(lead.place);
  const names = normalisedNames(lead.fields.name ?? lead.fields.fullName ?? "");
  const phone = normalisedPhone(lead.fields.phoneNumber ?? "", place.country.toUpperCase() || defaults.phoneCountry);
  const fbclid = clickId(lead.attribution, "fbclid");
  const ttclid = clickId(lead.attribution, "ttclid");
  const { landing_page: landingPage } = lead.attribution;
  return {
    reference: lead.reference,
    form: lead.form,
    receivedAt: lead.receivedAt,
    ...(await hashed({
      email: normalisedEmail(lead.fields.email ?? ""),
      phone,
      firstName: names.first,
      lastName: names.last,
      country: place.country,
      city: place.city,
      region: place.region,
      postalCode: place.postalCode,
      externalId: lead.reference.toLowerCase(),
    })),
    ...(fbclid ? { fbc: fbcOf(fbclid, clickSeenAt(lead.attribution, "fbclid", Date.parse(lead.receivedAt))) } : {}),
    ...(ttclid ? { ttclid } : {}),
    ...(lead.sentFrom ? { page: lead.sentFrom } : {}),
    ...(landingPage ? { landingPage } : {}),
    ...(lead.clientIp ? { ip: lead.clientIp } : {}),
    ...(lead.userAgent ? { userAgent: lead.userAgent } : {}),
  };
}
