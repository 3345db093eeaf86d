// The numbers' settings (docs/configuration.md): NUMBERS_TOKEN set, each host counts landings, leads and stages and
// answers NUMBERS_PATH and NUMBERS_PAGE_PATH; unset, nothing is counted or kept and both addresses do not exist. The ad
// spend's settings (spend-settings.mjs) come with them.
import { spendSettings } from "./spend-settings.mjs";

/** The most keys (landing page, source, campaign) a day holds; a later new key of that day is counted under OTHER. */
export const MAX_KEYS_PER_DAY = 300;

/**
 * The numbers' settings from a host's environment: undefined when NUMBERS_TOKEN is not set; an error naming the
 * setting when it is too short to be a secret.
 * @param {Record<string, unknown>} env
 * @returns {{ token: string, spend?: import("./spend-settings.mjs").SpendSettings } | undefined}
 */
export function numbersSettings(env) {
  // First: spend set up without NUMBERS_TOKEN is an error that names it, not spend silently ignored.
  const spend = spendSettings(env);
  const raw = env.NUMBERS_TOKEN;
  const token = typeof raw === "string" ? raw.trim() : "";
  if (!token) return undefined;
  if (token.length < 32) throw new Error("NUMBERS_TOKEN must be at least 32 characters (a random string: the agency's staff sign in to the numbers with it)");
  return { token, ...(spend ? { spend } : {}) };
}
