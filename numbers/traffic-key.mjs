// Which landing page, source and campaign (its name, and its ID where the ad's address carries `utm_id`) a visit or a
// lead belongs to: one function for both, so a lead joins the
// landings it came from. A landing's inputs are its request (the address and the Referer); a lead's are its first
// touch, which the browser noted from the same address and referrer (app/lib/attribution/).
import CLICK_ID_PLATFORMS from "../app/lib/attribution/click-ids.json" with { type: "json" };
import { hostOf } from "./landing-rule.mjs";

const CLICK_IDS = Object.keys(CLICK_ID_PLATFORMS);

/**
 * Where a visit or a lead came from, as the agency's numbers group them: `campaignId` is the ad platform's ID of the
 * campaign (`utm_id`), empty when the address carried none; the ad spend joins on it (spend-report.mjs).
 * @typedef {{ landingPage: string, source: string, campaign: string, campaignId: string }} TrafficKey
 */

/** The source of a visit with no click ID, no `utm_source` and no referrer from another site. */
export const DIRECT = "direct";
/** The campaign of a visit without `utm_campaign`. */
export const NO_CAMPAIGN = "(none)";
/** A lead that carries no first touch (its page sent no attribution). */
export const UNKNOWN_PAGE = "(unknown)";
/** The landing page of a lead sent from an ad platform's own form: it saw none of the site's. */
export const NO_LANDING_PAGE = "(no landing page)";
/** The campaign of such a lead sent without an ad (an organic form, a test lead). */
export const NO_AD = "(not from an ad)";
/** Where a key goes once a day holds as many keys as it may (numbers-limits.mjs). */
export const OTHER = "(other)";

/** The longest value kept: real pages, hosts and campaign names are far shorter. */
const MAX_LENGTH = 100;

/**
 * A value as the numbers keep it: in lower case, without control characters, its spaces collapsed, and cut short.
 * @param {string} raw
 */
export const normalised = (raw) =>
  raw
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .slice(0, MAX_LENGTH)
    .trim();

/** The host of a referrer (an address or an origin), without `www.`; empty when it is none. @param {string} referrer */
export const referrerHost = (referrer) => normalised(hostOf(referrer).replace(/^www\./, ""));

/** A page's path as the numbers name it: the one address without a trailing slash. @param {string} path */
const pagePath = (path) => normalised(path.length > 1 ? path.replace(/\/+$/, "") : path) || "/";

/**
 * The landing page, source and campaign of a visit or a lead: the source is the platform of the first click ID the
 * visit carries, else `utm_source`, else the referring site's host, else direct; the campaign is `utm_campaign`, and
 * its ID `utm_id`.
 * @param {{ path: string, param: (name: string) => string | null | undefined, referrer?: string | null }} inputs
 * @returns {TrafficKey}
 */
export function trafficKeyOf({ path, param, referrer }) {
  const clickId = CLICK_IDS.find((name) => (param(name) ?? "").trim() !== "");
  const source = clickId
    ? /** @type {Record<string, string>} */ (CLICK_ID_PLATFORMS)[clickId]
    : normalised(param("utm_source") ?? "") || referrerHost(referrer ?? "") || DIRECT;
  return {
    landingPage: pagePath(path),
    source: /** @type {string} */ (source),
    campaign: normalised(param("utm_campaign") ?? "") || NO_CAMPAIGN,
    campaignId: normalised(param("utm_id") ?? ""),
  };
}

/**
 * A landing's key, from the address it asked for and its Referer.
 * @param {URL} url
 * @param {string | null} referrer
 */
export const landingKeyOf = (url, referrer) => trafficKeyOf({ path: url.pathname, param: (name) => url.searchParams.get(name), referrer });

/**
 * The key of a lead from a platform's own form: no landing page, the platform as its source, its campaign by name and ID
 * (the ID the spend joins on).
 * @param {Pick<import("../relay/relayed-lead.mjs").PlatformLead, "platform" | "campaignId" | "campaignName" | "organic">} lead
 * @returns {TrafficKey}
 */
export const platformLeadKeyOf = (lead) => ({
  landingPage: NO_LANDING_PAGE,
  source: lead.platform,
  campaign: lead.organic ? NO_AD : normalised(lead.campaignName ?? "") || NO_CAMPAIGN,
  campaignId: lead.organic ? "" : normalised(lead.campaignId ?? ""),
});

/**
 * A lead's key, from its first touch (the attribution fields, app/lib/attribution/campaign-fields.ts): the page it
 * first landed on with that page's parameters and the referrer's origin.
 * @param {Readonly<Record<string, string>>} attribution
 */
export function leadKeyOf(attribution) {
  const path = attribution.first_touch_landing_page;
  if (!path) return { landingPage: UNKNOWN_PAGE, source: DIRECT, campaign: NO_CAMPAIGN, campaignId: "" };
  return trafficKeyOf({ path, param: (name) => attribution[`first_touch_${name}`], referrer: attribution.first_touch_referrer });
}
