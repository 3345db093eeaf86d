// The ad platforms the numbers know: each one's key (as spend rows and pulls name it), its name as the agency reads it,
// and the sources its ads arrive with (click IDs' platforms, `utm_source` values, referring hosts). One table, so the
// page, the digest and the join name and recognise a platform alike; a platform it does not know (an upload's own
// word) is shown as typed, its first letter a capital, and joins the source of its own name.
import { PLATFORM_FORMS } from "../app/lib/platform-forms.mjs";

/** @type {Record<string, { name: string, sources: readonly string[] }>} */
const PLATFORMS = {
  // Meta's {{site_source_name}} URL parameter gives fb, ig, msg (Messenger) and an (Audience Network).
  meta: { name: "Meta", sources: ["meta", "facebook", "instagram", "fb", "ig", "msg", "an", "messenger", "facebook.com", "l.facebook.com", "m.facebook.com", "lm.facebook.com", "instagram.com", "l.instagram.com"] },
  tiktok: { name: "TikTok", sources: ["tiktok", "tiktok.com"] },
  google: { name: "Google Ads", sources: ["google", "youtube", "adwords"] },
  microsoft: { name: "Microsoft Ads", sources: ["microsoft", "bing"] },
  x: { name: "X", sources: ["x", "twitter"] },
  linkedin: { name: "LinkedIn", sources: ["linkedin", "linkedin.com"] },
  pinterest: { name: "Pinterest", sources: ["pinterest", "pinterest.com"] },
  snapchat: { name: "Snapchat", sources: ["snapchat", "snap"] },
  reddit: { name: "Reddit", sources: ["reddit", "reddit.com"] },
};

/** The platform a row's source belongs to. @param {string} source */
export const platformOfSource = (source) => Object.entries(PLATFORMS).find(([, { sources }]) => sources.includes(source))?.[0] ?? source;

/** A lead's source as a wait names it: the platform's own form ("Meta Instant Form"), else the source as kept. @param {string} source */
export const sourceName = (source) => PLATFORM_FORMS[/** @type {keyof typeof PLATFORM_FORMS} */ (source)]?.name ?? source;

/**
 * A source as every table writes it: an ad platform by its name ("Meta", as the campaigns' table has it), any other as
 * kept. @param {string} source
 */
export const sourceLabel = (source) => (Object.hasOwn(PLATFORMS, source) ? platformName(source) : source);

/** A platform's name as the agency reads it. @param {string} platform */
export const platformName = (platform) => PLATFORMS[platform]?.name ?? `${platform.charAt(0).toUpperCase()}${platform.slice(1)}`;
