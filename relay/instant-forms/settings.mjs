// The settings of the leads that arrive from the ad platforms' own forms (docs/instant-forms.md): Meta's Lead Ads
// webhook and Graph API, TikTok's lead webhook. Read apart from the relay's destinations (lead-relay-settings.mjs), so
// that the Worker can turn this feature off, saying why in its log, and keep relaying the site's own leads; the
// included server stops naming a setting that is wrong. None set: the addresses do not exist and nothing changes.
import { DEFAULT_META_GRAPH_URL, endpoint } from "../lead-relay-settings.mjs";
import { META_APP_SECRET_PATTERN } from "../meta-graph.mjs";

/**
 * @typedef {{ token: string, pageId: string, appSecret: string, verifyToken: string, graphUrl: string }} MetaLeadSettings
 *   a system user's token that reads the Page's leads, the Page, the app's secret (which signs the webhook and makes
 *   the token's proof), the word the webhook's handshake must carry, and the Graph API's address
 * @typedef {{ appSecret: string }} TikTokLeadSettings the app's secret, which signs the lead webhook
 * @typedef {{ meta?: MetaLeadSettings, tiktok?: TikTokLeadSettings }} InstantFormSettings
 */

/** @param {Record<string, unknown>} env @param {string} name */
const setting = (env, name) => (typeof env[name] === "string" ? /** @type {string} */ (env[name]).trim() : "");

/**
 * The platforms' forms' settings from a host's environment: undefined when none is set; an error naming the setting
 * that is missing or wrong.
 * @param {Record<string, unknown>} env
 * @returns {InstantFormSettings | undefined}
 */
export function instantFormSettings(env) {
  /** @type {InstantFormSettings} */
  const settings = {};
  const names = ["META_LEADS_TOKEN", "META_PAGE_ID", "META_LEADS_VERIFY_TOKEN"];
  const given = names.filter((name) => setting(env, name));
  if (given.length) {
    const missing = names.filter((name) => !setting(env, name));
    if (missing.length) throw new Error(`${given.join(" and ")} ${given.length > 1 ? "are" : "is"} set, so ${missing.join(" and ")} must be set too: Meta's Instant Form leads need all three (docs/instant-forms.md)`);
    const pageId = setting(env, "META_PAGE_ID");
    if (!/^\d{5,25}$/.test(pageId)) throw new Error(`META_PAGE_ID must be the Facebook Page's number (Page settings → About → Page transparency, or Meta Business Suite), got ${JSON.stringify(pageId)}`);
    const verifyToken = setting(env, "META_LEADS_VERIFY_TOKEN");
    if (verifyToken.length < 16) throw new Error("META_LEADS_VERIFY_TOKEN must be at least 16 characters (a random string you also type as the Verify token of the app's webhook)");
    const appSecret = setting(env, "META_APP_SECRET");
    if (!appSecret) throw new Error("META_LEADS_TOKEN is set, so META_APP_SECRET must be set too: Meta signs each lead's webhook with the app's secret");
    if (!META_APP_SECRET_PATTERN.test(appSecret)) throw new Error("META_APP_SECRET must be the app's secret from the app's Basic settings in Meta's developer dashboard (32 hexadecimal characters)");
    settings.meta = {
      token: setting(env, "META_LEADS_TOKEN"),
      pageId,
      appSecret,
      verifyToken,
      graphUrl: endpoint("META_GRAPH_URL", setting(env, "META_GRAPH_URL") || DEFAULT_META_GRAPH_URL).replace(/\/$/, ""),
    };
  }
  const tiktokSecret = setting(env, "TIKTOK_APP_SECRET");
  if (tiktokSecret) {
    if (tiktokSecret.length < 16 || /\s/.test(tiktokSecret)) throw new Error("TIKTOK_APP_SECRET must be the Secret of the developer app on TikTok's Marketing API portal (My Apps → the app → Basic information)");
    settings.tiktok = { appSecret: tiktokSecret };
  }
  return settings.meta || settings.tiktok ? settings : undefined;
}
