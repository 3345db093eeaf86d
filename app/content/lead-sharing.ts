import { leadSharing as words } from "virtual:content/leadSharing";
import type { LeadSharing } from "~/content/schema/kinds";

/**
 * What the forms and the privacy page say about where a lead goes, edited in `content/lead-sharing.json`; each
 * part shown only where the build relays leads there (app/lib/parse-config.ts: `conversionPlatforms`, `leadRelay`).
 */
export const leadSharing: LeadSharing = words;

/** A text with the ad platforms' names where the agency wrote `{platforms}`: "Meta and TikTok". */
export const namingPlatforms = (text: string, platforms: readonly string[]) => text.replaceAll("{platforms}", platforms.join(" and "));
