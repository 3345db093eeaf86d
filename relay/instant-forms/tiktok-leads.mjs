// TikTok's Instant Form leads (docs/instant-forms.md): its lead webhook's signature and the leads a delivery carries,
// with their answers, as TikTok's Marketing API documents them ("Leads" → "Webhooks": subscribe with
// `subscribe_entity: "LEAD"`). IDs arrive as JSON numbers of 19 digits: read as their digits, never as JavaScript
// numbers. On web standards (Web Crypto), so every host reads alike. Pure: nothing here keeps or sends.
import { hmacHex, secretMatches } from "../signed-requests.mjs";
import { answersByKey, fieldsOfAnswers } from "./lead-from-answers.mjs";
import { idOf } from "./meta-leads.mjs";

/**
 * The body as TikTok signs it: every character outside ASCII written as a lower-case `\uXXXX` escape (a character
 * beyond the Basic Multilingual Plane as its surrogate pair), everything else as sent.
 * @param {string} body
 */
export const asciiEscaped = (body) => body.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * Whether a delivery carries TikTok's signature (`X-Open-Signature`: the hex HMAC-SHA256 of the body, ASCII-escaped,
 * keyed with the app's secret), compared in constant time. The body as sent is accepted too: it is the same text
 * wherever the answers are in ASCII, and only the secret's holder can sign either.
 * @param {string | null} header
 * @param {string} body
 * @param {string} appSecret
 */
export async function tiktokSignatureMatches(header, body, appSecret) {
  const given = /^(?:sha256=)?([0-9a-f]{64})$/i.exec(header?.trim() ?? "")?.[1]?.toLowerCase() ?? "";
  const escaped = asciiEscaped(body);
  const [first, second] = await Promise.all([secretMatches(given, await hmacHex(appSecret, escaped)), secretMatches(given, await hmacHex(appSecret, body))]);
  return first || (escaped !== body && second);
}

/** A time TikTok gives in seconds (or milliseconds) since 1970, as ISO 8601; now when it gives none. @param {unknown} value @param {number} now */
function timeOf(value, now) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) return new Date(now).toISOString();
  return new Date(number > 1e12 ? number : number * 1000).toISOString();
}

/** A name TikTok gives, cut short. @param {unknown} value */
const nameOf = (value) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 200) : undefined);

/**
 * The leads of a delivery (object 1: leads; any other object is another notice, and carries none), each with its
 * answers and what TikTok said of it.
 * @param {unknown} body the delivery, parsed with parseExactly (meta-leads.mjs)
 * @param {{ phoneCountry?: string, now?: number }} [options]
 * @returns {import("./lead-from-answers.mjs").PlatformRead[] | null} null when it is not a delivery
 */
export function tiktokLeadsOf(body, { phoneCountry, now = Date.now() } = {}) {
  if (!body || typeof body !== "object") return null;
  const { object, entry } = /** @type {{ object?: unknown, entry?: unknown }} */ (body);
  if (!Array.isArray(entry)) return null;
  if (String(object) !== "1") return [];
  return entry.flatMap((lead) => {
    const leadId = idOf(lead?.id) || idOf(lead?.lead_id);
    if (!leadId) return [];
    /** @type {[string, unknown][]} */
    const answers = (Array.isArray(lead.changes) ? lead.changes : []).map((/** @type {any} */ change) => [String(change?.field ?? ""), change?.value]);
    const campaignId = idOf(lead.campaign_id);
    const formName = nameOf(lead.page_name) ?? nameOf(lead.form_name);
    const campaignName = nameOf(lead.campaign_name);
    return [
      {
        platformLead: {
          platform: /** @type {const} */ ("tiktok"),
          leadId,
          formId: idOf(lead.page_id) || idOf(lead.form_id),
          ...(formName ? { formName } : {}),
          ...(campaignId ? { campaignId } : {}),
          ...(campaignName ? { campaignName } : {}),
          ...(idOf(lead.adgroup_id) ? { adsetId: idOf(lead.adgroup_id) } : {}),
          ...(idOf(lead.ad_id) ? { adId: idOf(lead.ad_id) } : {}),
          ...(idOf(lead.advertiser_id) ? { pageId: idOf(lead.advertiser_id) } : {}),
          createdAt: timeOf(lead.create_time, now),
          organic: !campaignId && !idOf(lead.ad_id),
        },
        fields: fieldsOfAnswers(answers, [], phoneCountry),
        answers: answersByKey(answers),
      },
    ];
  });
}
