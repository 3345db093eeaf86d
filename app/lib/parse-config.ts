import { resolveFormEndpoint } from "./form-endpoint.ts";

export interface SiteConfig {
  /** Public by design: Web3Forms keys only allow posting to the agency's own inbox. */
  readonly accessKey: string;
  /** An https URL of the form service, or the same-origin path of the included server's inbox. */
  readonly formEndpoint: string;
  /** Absolute origin the site is published at, without a trailing slash. */
  readonly siteUrl: string;
  /** hCaptcha site key (public): when set, both forms ask for the check and send its token. */
  readonly hcaptchaSiteKey: string;
  /**
   * The ad platforms a lead may be reported to (their pixel IDs are set), by name: each form then asks the visitor's
   * yes in an unticked box. Empty: no box.
   */
  readonly conversionPlatforms: readonly ConversionPlatform[];
  /** Where else a lead goes once sent (the relay's settings, docs/leads.md): only whether, never the address. */
  readonly leadRecipients: readonly LeadRecipient[];
  /** The site's server side counts landings, leads and stages (NUMBERS_TOKEN is set): only whether, never the token. */
  readonly countsNumbers: boolean;
  /**
   * The platforms whose own forms' leads the server side receives (META_PAGE_ID, TIKTOK_APP_SECRET are set: only
   * whether), for the privacy page to say what comes from them and goes back.
   */
  readonly instantFormPlatforms: readonly ConversionPlatform[];
}

/** The agency's tool (a webhook), its team's chat, and the lead itself (an e-mail at once: docs/booking.md). */
export type LeadRecipient = "tool" | "chat" | "reply";

export type ConversionPlatform = "Meta" | "TikTok";

/**
 * The server side's settings whose presence the build reads (never their values, which stay on the server): the
 * platforms' pixel IDs, which are public, whether a webhook or a chat is set, and whether the numbers are counted.
 * Read beside the `VITE_*` ones.
 */
export const SERVER_SETTINGS_READ_AT_BUILD = ["META_PIXEL_ID", "TIKTOK_PIXEL_ID", "LEAD_WEBHOOK_URL", "LEAD_NOTIFY_URL", "NUMBERS_TOKEN", "META_PAGE_ID", "TIKTOK_APP_SECRET"] as const;

/** The prefixes of every setting the build reads (Vite's `loadEnv`). */
export const BUILD_SETTINGS = ["VITE_", ...SERVER_SETTINGS_READ_AT_BUILD];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fail(name: string, value: string, expected: string): never {
  throw new Error(`Invalid ${name}=${JSON.stringify(value)}: expected ${expected}.`);
}

/** Reads and checks the `VITE_*` settings and the relay's presence; throws a message naming the bad setting. */
export function parseConfig(env: Record<string, string | boolean | undefined>): SiteConfig {
  const read = (name: string) => String(env[name] ?? "").trim();

  const accessKey = read("VITE_WEB3FORMS_ACCESS_KEY");
  if (accessKey && !UUID.test(accessKey)) {
    fail("VITE_WEB3FORMS_ACCESS_KEY", accessKey, "the UUID access key from the Web3Forms dashboard");
  }

  // Resolved by siteConfigFromEnv before it gets here: an explicit endpoint, the service, or the local inbox.
  const formEndpoint = read("VITE_FORM_ENDPOINT");
  const pathExpected = "an https URL or a same-origin path starting with one /";
  if (!formEndpoint) fail("VITE_FORM_ENDPOINT", formEndpoint, pathExpected);
  if (formEndpoint.startsWith("/")) {
    if (formEndpoint.startsWith("//")) fail("VITE_FORM_ENDPOINT", formEndpoint, pathExpected);
  } else {
    let url: URL | undefined;
    try {
      url = new URL(formEndpoint);
    } catch {
      fail("VITE_FORM_ENDPOINT", formEndpoint, pathExpected);
    }
    if (url.protocol !== "https:") fail("VITE_FORM_ENDPOINT", formEndpoint, "an https URL");
    if (!accessKey) fail("VITE_WEB3FORMS_ACCESS_KEY", accessKey, "a key, since VITE_FORM_ENDPOINT points to a form service");
  }

  const rawSiteUrl = read("VITE_SITE_URL") || "http://localhost:3000";
  let site: URL | undefined;
  try {
    site = new URL(rawSiteUrl);
  } catch {
    fail("VITE_SITE_URL", rawSiteUrl, "an absolute URL such as https://www.example.com");
  }
  if (!/^https?:$/.test(site.protocol) || site.pathname !== "/" || site.search || site.hash) {
    fail("VITE_SITE_URL", rawSiteUrl, "an http(s) origin with no path, such as https://www.example.com");
  }

  const hcaptchaSiteKey = read("VITE_HCAPTCHA_SITE_KEY");
  if (hcaptchaSiteKey) {
    if (!UUID.test(hcaptchaSiteKey)) fail("VITE_HCAPTCHA_SITE_KEY", hcaptchaSiteKey, "an hCaptcha site key (a UUID)");
    // The token is checked by the form service; the local inbox has no hCaptcha secret to check it with.
    if (formEndpoint.startsWith("/")) {
      fail("VITE_HCAPTCHA_SITE_KEY", hcaptchaSiteKey, "no value unless the forms post to the form service (set VITE_WEB3FORMS_ACCESS_KEY)");
    }
  }

  const conversionPlatforms: ConversionPlatform[] = [
    ...(read("META_PIXEL_ID") ? ["Meta" as const] : []),
    ...(read("TIKTOK_PIXEL_ID") ? ["TikTok" as const] : []),
  ];
  const leadRecipients: LeadRecipient[] = [
    ...(read("LEAD_WEBHOOK_URL") ? ["tool" as const] : []),
    ...(read("LEAD_NOTIFY_URL") ? ["chat" as const] : []),
    ...(read("REPLY_SMTP_URL") || read("REPLY_FROM") ? ["reply" as const] : []),
  ];

  const countsNumbers = Boolean(read("NUMBERS_TOKEN"));
  const instantFormPlatforms: ConversionPlatform[] = [...(read("META_PAGE_ID") ? ["Meta" as const] : []), ...(read("TIKTOK_APP_SECRET") ? ["TikTok" as const] : [])];

  return { accessKey, formEndpoint, siteUrl: site.origin, hcaptchaSiteKey, conversionPlatforms, leadRecipients, countsNumbers, instantFormPlatforms };
}

/** Whether the site's server side sends a lead on once it is sent (to the agency's tool, its chat, the ad platforms). */
export const relaysLeads = (config: SiteConfig) => config.leadRecipients.length > 0 || config.conversionPlatforms.length > 0;

/** Whether the site's server side hears of each lead: to send it on, or to count it in the site's numbers. */
export const hearsOfLeads = (config: SiteConfig) => relaysLeads(config) || config.countsNumbers;

/** The site's settings from the raw environment, with the form endpoint resolved as the build resolves it. */
export function siteConfigFromEnv(env: Record<string, string | undefined>): SiteConfig {
  return parseConfig({ ...env, VITE_FORM_ENDPOINT: resolveFormEndpoint(env) });
}
