import clickIds from "./click-ids.json";

import { landingLog, type Landing } from "~/lib/attribution/landing-log";

/** Campaign parameters read from a landing URL, in the order the agency reads them. */
export const CAMPAIGN_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_id", "utm_content", "utm_term"] as const;
/**
 * Ad platforms' click IDs; case-sensitive, so they are kept byte for byte. A JSON file of each ID and its platform,
 * because `npm run inbox` and the site's numbers (plain Node and the hosts) read the same list.
 */
export const CLICK_IDS: readonly string[] = Object.keys(clickIds);

/** Longest value kept; anything longer is cut, since no real campaign value comes close. */
export const MAX_VALUE_LENGTH = 200;

type Touch = "first_touch" | "last_touch";

/** The field naming the landing page a lead was sent from (`/lp/<slug>: <title>`), with JavaScript on and off. */
export const LANDING_PAGE_FIELD = "landing_page";

/** Every field name the attribution can send; the local inbox keeps these and no other extra field. */
export function attributionFieldNames(): string[] {
  return [LANDING_PAGE_FIELD, ...(["first_touch", "last_touch"] as const).flatMap((touch) => [
    `${touch}_landing_page`,
    `${touch}_at`,
    ...[...CAMPAIGN_PARAMS, ...CLICK_IDS].map((name) => `${touch}_${name}`),
    ...(touch === "first_touch" ? [`${touch}_referrer`] : []),
  ])];
}

// C0 and C1 control characters (tabs and line breaks included): nothing a campaign value needs.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export function cleanValue(raw: string): string {
  return raw.replace(CONTROL, "").trim().slice(0, MAX_VALUE_LENGTH);
}

function paramsOf(search: string): [string, string][] {
  const query = new URLSearchParams(search);
  const found: [string, string][] = [];
  for (const name of [...CAMPAIGN_PARAMS, ...CLICK_IDS]) {
    const value = cleanValue(query.get(name) ?? "");
    if (value) found.push([name, value]);
  }
  return found;
}

/** Only the origin of the page that linked here: its path and query may hold personal data. */
export function referrerOrigin(referrer: string): string {
  try {
    const url = new URL(referrer);
    // App referrers (android-app://com.instagram.android/) have no web origin; their host names the app.
    const origin = url.origin === "null" ? (url.host ? `${url.protocol}//${url.host}` : "") : url.origin;
    return cleanValue(origin);
  } catch {
    return "";
  }
}

/** When a landing was first shown, as the e-mail reads it (ISO 8601); none for a time that is not one. */
function timeOf(landing: Landing): [string, string][] {
  const at = landing.at;
  return typeof at === "number" && Number.isFinite(at) && at > 0 ? [["at", new Date(at).toISOString()]] : [];
}

function touchFields(touch: Touch, landing: Landing, params: [string, string][]): [string, string][] {
  return [
    [`${touch}_landing_page`, cleanValue(landing.path)],
    ...[...params, ...(params.length ? timeOf(landing) : [])].map(([name, value]): [string, string] => [`${touch}_${name}`, value]),
  ];
}

/**
 * The multipart fields that say which ad or page brought the visitor: the first touch (the page they
 * landed on, its campaign parameters and the referrer's origin) and, when a later landing in the same
 * tab carried campaign parameters of its own, the last touch. Only fields with a value; every name is
 * built from the fixed lists above, so no URL parameter can choose a field's name.
 */
export function campaignFields(log = landingLog()): [string, string][] {
  const [first, ...later] = log.landings;
  if (!first) return [];
  const fields = touchFields("first_touch", first, paramsOf(first.search));
  const origin = referrerOrigin(log.referrer);
  if (origin) fields.push(["first_touch_referrer", origin]);
  for (const landing of [...later].reverse()) {
    const params = paramsOf(landing.search);
    if (params.length === 0) continue;
    fields.push(...touchFields("last_touch", landing, params));
    break;
  }
  return fields.filter(([, value]) => value !== "");
}
