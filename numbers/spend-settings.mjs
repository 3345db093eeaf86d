// The ad spend's settings (docs/configuration.md, docs/ad-spend.md): SPEND_TOKEN for the agency's own uploads and for a
// pull at once, and each platform's read-only token and account for the daily pull. Unset, nothing is pulled, both
// addresses do not exist, and the numbers are as before.
import { DEFAULT_META_GRAPH_URL, endpoint } from "../relay/lead-relay-settings.mjs";
import { META_APP_SECRET_PATTERN } from "../relay/meta-graph.mjs";

/** TikTok's reporting endpoint (Business API, v1.3), overridable for a proxy and for the suite's stand-ins. */
export const DEFAULT_TIKTOK_REPORT_URL = "https://business-api.tiktok.com/open_api/v1.3/report/integrated/get/";

/**
 * @typedef {{ token: string, account: string, graphUrl: string, appSecret?: string }} MetaSpendSettings the app secret, where the
 *   app has "Require App Secret" on: every call then carries its proof
 * @typedef {{ token: string, advertiser: string, reportUrl: string }} TikTokSpendSettings
 * @typedef {{ token?: string, meta?: MetaSpendSettings, tiktok?: TikTokSpendSettings }} SpendSettings
 */

/** @param {Record<string, unknown>} env @param {string} name */
const setting = (env, name) => (typeof env[name] === "string" ? /** @type {string} */ (env[name]).trim() : "");

/**
 * The spend's settings from a host's environment: undefined when none is set; an error naming the setting that is
 * wrong or missing (a token without its account, an account that is not one).
 * @param {Record<string, unknown>} env
 * @returns {SpendSettings | undefined}
 */
export function spendSettings(env) {
  /** @type {SpendSettings} */
  const settings = {};
  const token = setting(env, "SPEND_TOKEN");
  if (token) {
    if (token.length < 32) throw new Error("SPEND_TOKEN must be at least 32 characters (a random string: whatever posts the agency's spend sends it)");
    if (token === setting(env, "NUMBERS_TOKEN")) throw new Error("SPEND_TOKEN must differ from NUMBERS_TOKEN: the numbers' token only reads, and is given to more people");
    settings.token = token;
  }
  const metaToken = setting(env, "META_ADS_TOKEN");
  const metaAccount = setting(env, "META_AD_ACCOUNT_ID").replace(/^act_/, "");
  if (metaToken || metaAccount) {
    if (!metaToken) throw new Error("META_AD_ACCOUNT_ID is set, so META_ADS_TOKEN must be set too (a system user's token with ads_read)");
    if (!/^\d{5,25}$/.test(metaAccount)) throw new Error(`META_AD_ACCOUNT_ID must be the ad account's number from Ads Manager (with or without act_), got ${JSON.stringify(setting(env, "META_AD_ACCOUNT_ID"))}`);
    const appSecret = setting(env, "META_APP_SECRET");
    if (appSecret && !META_APP_SECRET_PATTERN.test(appSecret)) throw new Error("META_APP_SECRET must be the app's secret from the app's Basic settings in Meta's developer dashboard (32 hexadecimal characters), or left unset");
    settings.meta = { token: metaToken, account: metaAccount, graphUrl: endpoint("META_GRAPH_URL", setting(env, "META_GRAPH_URL") || DEFAULT_META_GRAPH_URL).replace(/\/$/, ""), ...(appSecret ? { appSecret } : {}) };
  }
  const tiktokToken = setting(env, "TIKTOK_ADS_TOKEN");
  const advertiser = setting(env, "TIKTOK_ADVERTISER_ID");
  if (tiktokToken || advertiser) {
    if (!tiktokToken) throw new Error("TIKTOK_ADVERTISER_ID is set, so TIKTOK_ADS_TOKEN must be set too (a Business API token with the Reporting permission)");
    if (!/^\d{5,25}$/.test(advertiser)) throw new Error(`TIKTOK_ADVERTISER_ID must be the advertiser account's number from TikTok Ads Manager, got ${JSON.stringify(advertiser)}`);
    settings.tiktok = { token: tiktokToken, advertiser, reportUrl: endpoint("TIKTOK_REPORT_URL", setting(env, "TIKTOK_REPORT_URL") || DEFAULT_TIKTOK_REPORT_URL) };
  }
  if (!settings.token && !settings.meta && !settings.tiktok) return undefined;
  if (!setting(env, "NUMBERS_TOKEN")) throw new Error("The ad spend is set up, so NUMBERS_TOKEN must be set too: spend is shown beside the site's numbers");
  return settings;
}
