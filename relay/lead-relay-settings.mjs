// Where each lead goes once it is stored (docs/configuration.md, "After a lead arrives"): read from the environment by
// the included server, and by the hosts' functions from theirs. Nothing is sent anywhere unless configured; a setting
// given half (a webhook without its secret, a pixel without its token) stops the start, naming what is missing.
import { isPhoneCountry } from "./lead-match.mjs";

/** The platforms' documented endpoints, overridable for a proxy (and for the suite's stand-ins). */
export const DEFAULT_META_GRAPH_URL = "https://graph.facebook.com/v27.0";
/** Where Slack's `response_url` of a click points (a stand-in's, in the suites). */
export const DEFAULT_SLACK_RESPONSE_ORIGIN = "https://hooks.slack.com";
export const DEFAULT_TIKTOK_EVENTS_URL = "https://business-api.tiktok.com/open_api/v1.3/event/track/";

/**
 * An address a lead may be sent to: https, or http to this machine only (a tool beside the server); never one that
 * carries a user name or password.
 * @param {string} name
 * @param {string} value
 */
export function endpoint(name, value) {
  if (!URL.canParse(value)) throw new Error(`${name} must be an address like https://hooks.example.com/…, got ${JSON.stringify(value)}`);
  const url = new URL(value);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) throw new Error(`${name} must start with https:// (a lead holds personal data), got ${JSON.stringify(value)}`);
  if (url.username || url.password) throw new Error(`${name} must not carry a user name or password; use the setting made for the secret`);
  return url.href;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 */
const setting = (env, name) => env[name]?.trim() || "";

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {string} needs the setting that needs this one
 */
function required(env, name, needs) {
  const value = setting(env, name);
  if (!value) throw new Error(`${needs} is set, so ${name} must be set too`);
  return value;
}

/**
 * The relay's settings from the environment; a destination without its settings is absent.
 * @param {Record<string, string | undefined>} env
 * @returns {import("./lead-deliveries.mjs").RelaySettings}
 */
export function relaySettings(env) {
  /** @type {import("./lead-deliveries.mjs").RelaySettings} */
  const settings = {};
  const webhook = setting(env, "LEAD_WEBHOOK_URL");
  if (webhook) {
    const secret = required(env, "LEAD_WEBHOOK_SECRET", "LEAD_WEBHOOK_URL");
    if (secret.length < 16) throw new Error("LEAD_WEBHOOK_SECRET must be at least 16 characters (a random string the receiving tool checks the signature with)");
    settings.webhook = { url: endpoint("LEAD_WEBHOOK_URL", webhook), secret };
  }
  const notify = setting(env, "LEAD_NOTIFY_URL");
  if (notify) settings.notify = { url: endpoint("LEAD_NOTIFY_URL", notify) };
  const metaPixel = setting(env, "META_PIXEL_ID");
  if (metaPixel) {
    if (!/^\d{5,20}$/.test(metaPixel)) throw new Error(`META_PIXEL_ID must be the pixel's (dataset's) number from Events Manager, got ${JSON.stringify(metaPixel)}`);
    settings.meta = {
      pixelId: metaPixel,
      token: required(env, "META_CAPI_TOKEN", "META_PIXEL_ID"),
      graphUrl: endpoint("META_GRAPH_URL", setting(env, "META_GRAPH_URL") || DEFAULT_META_GRAPH_URL).replace(/\/$/, ""),
      ...(setting(env, "META_TEST_EVENT_CODE") ? { testEventCode: setting(env, "META_TEST_EVENT_CODE") } : {}),
    };
  }
  const tiktokPixel = setting(env, "TIKTOK_PIXEL_ID");
  if (tiktokPixel) {
    if (!/^[A-Z0-9]{10,30}$/.test(tiktokPixel)) throw new Error(`TIKTOK_PIXEL_ID must be the pixel code from TikTok Events Manager (capital letters and digits), got ${JSON.stringify(tiktokPixel)}`);
    settings.tiktok = {
      pixelId: tiktokPixel,
      token: required(env, "TIKTOK_EVENTS_TOKEN", "TIKTOK_PIXEL_ID"),
      eventsUrl: endpoint("TIKTOK_EVENTS_URL", setting(env, "TIKTOK_EVENTS_URL") || DEFAULT_TIKTOK_EVENTS_URL),
      ...(setting(env, "TIKTOK_TEST_EVENT_CODE") ? { testEventCode: setting(env, "TIKTOK_TEST_EVENT_CODE") } : {}),
    };
  }
  const crmEventSet = setting(env, "TIKTOK_CRM_EVENT_SET_ID");
  if (crmEventSet) {
    if (!/^\d{5,25}$/.test(crmEventSet)) throw new Error(`TIKTOK_CRM_EVENT_SET_ID must be the number of the CRM event set in TikTok Events Manager, got ${JSON.stringify(crmEventSet)}`);
    settings.tiktokCrm = {
      eventSetId: crmEventSet,
      token: required(env, "TIKTOK_EVENTS_TOKEN", "TIKTOK_CRM_EVENT_SET_ID"),
      eventsUrl: endpoint("TIKTOK_EVENTS_URL", setting(env, "TIKTOK_EVENTS_URL") || DEFAULT_TIKTOK_EVENTS_URL),
    };
  }
  const phoneCountry = setting(env, "LEAD_PHONE_COUNTRY").toUpperCase();
  if (phoneCountry) {
    if (!isPhoneCountry(phoneCountry)) throw new Error(`LEAD_PHONE_COUNTRY must be a country's two-letter code (ISO 3166-1 alpha-2, e.g. GB, DE, US), got ${JSON.stringify(setting(env, "LEAD_PHONE_COUNTRY"))}`);
    settings.phoneCountry = phoneCountry;
  }
  const stageToken = setting(env, "LEAD_STAGE_TOKEN");
  if (stageToken) {
    if (stageToken.length < 32) throw new Error("LEAD_STAGE_TOKEN must be at least 32 characters (a random string the agency's tool sends as its Bearer token)");
    if (!settings.meta && !settings.tiktok && !settings.tiktokCrm && !setting(env, "NUMBERS_TOKEN")) {
      throw new Error("LEAD_STAGE_TOKEN is set, so META_PIXEL_ID, TIKTOK_PIXEL_ID, TIKTOK_CRM_EVENT_SET_ID or NUMBERS_TOKEN must be set too: a lead's stages are told to the ad platforms, or counted in the site's numbers");
    }
    settings.stages = { token: stageToken };
  }
  const bookingSecret = setting(env, "BOOKING_WEBHOOK_SECRET");
  if (bookingSecret) {
    if (bookingSecret.length < 16) throw new Error("BOOKING_WEBHOOK_SECRET must be at least 16 characters (the random string pasted as the secret or signing key of the scheduler's webhook)");
    settings.booking = { secret: bookingSecret };
  }
  const claimSecret = setting(env, "LEAD_CLAIM_SECRET");
  if (claimSecret) {
    if (claimSecret.length < 32) throw new Error("LEAD_CLAIM_SECRET must be at least 32 characters (a random string the site signs the chat's claim links with)");
    if (!settings.notify) throw new Error("LEAD_CLAIM_SECRET is set, so LEAD_NOTIFY_URL must be too: the claim links go in the team's chat");
    settings.claims = { secret: claimSecret, origin: "" };
  }
  const slackSecret = setting(env, "SLACK_SIGNING_SECRET");
  if (slackSecret) {
    if (!/^[0-9a-f]{32}$/.test(slackSecret)) throw new Error("SLACK_SIGNING_SECRET must be the Slack app's Signing Secret (Basic Information, App Credentials): 32 characters, digits and a to f");
    if (!settings.notify) throw new Error("SLACK_SIGNING_SECRET is set, so LEAD_NOTIFY_URL must be too: the Slack app's incoming webhook, whose messages carry the buttons");
    settings.slack = { signingSecret: slackSecret, responseOrigin: new URL(endpoint("SLACK_RESPONSE_ORIGIN", setting(env, "SLACK_RESPONSE_ORIGIN") || DEFAULT_SLACK_RESPONSE_ORIGIN)).origin };
  }
  const smtpUrl = setting(env, "REPLY_SMTP_URL");
  const replyFrom = setting(env, "REPLY_FROM");
  if (smtpUrl || replyFrom) {
    if (smtpUrl && !(URL.canParse(smtpUrl) && ["smtp:", "smtps:"].includes(new URL(smtpUrl).protocol))) {
      // The address is not repeated: it holds the mailbox's password.
      throw new Error("REPLY_SMTP_URL must be the mail server's address, like smtps://user:password@smtp.example.com:465 or smtp://user:password@smtp.example.com:587");
    }
    if (replyFrom && !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(replyFrom)) throw new Error(`REPLY_FROM must be the e-mail address replies are sent from, like hello@youragency.com, got ${JSON.stringify(replyFrom)}`);
    settings.reply = { ...(smtpUrl ? { smtpUrl } : {}), ...(replyFrom ? { from: replyFrom } : {}) };
  }
  return settings;
}

/** Whether any destination is configured. @param {import("./lead-deliveries.mjs").RelaySettings} settings */
export const relaysAnywhere = (settings) => Boolean(settings.webhook || settings.notify || settings.meta || settings.tiktok || settings.reply);

/**
 * The relay's settings from a host's environment (its bindings are skipped: only texts are settings).
 * @param {Record<string, unknown>} env
 */
export const settingsOf = (env) =>
  relaySettings(Object.fromEntries(Object.entries(env).filter(/** @returns {entry is [string, string]} */ (entry) => typeof entry[1] === "string")));

/**
 * The settings with the site's own origin for the chat's claim links, where they are on and it was not known yet (a
 * function host learns it from the request it answers).
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 * @param {string | undefined} origin
 * @returns {import("./lead-deliveries.mjs").RelaySettings}
 */
export const withOrigin = (settings, origin) => (settings.claims && !settings.claims.origin && origin ? { ...settings, claims: { ...settings.claims, origin } } : settings);
