// The daily pull of each platform's spend (docs/ad-spend.md): its trailing window read again and written in place of
// what the store held for those days, so a restated day replaces its figure. A platform that fails leaves its last
// figures and is tried at the next pull; after two days in a row that failed, the team's chat is told once.
import { platformName } from "./ad-platforms.mjs";
import { addDays, dayOf } from "./numbers-store.mjs";
import { PULL_WINDOW_DAYS, PullFailed, pullMeta, pullTikTok } from "./spend-platforms.mjs";

/** How long after a pull (tried) the next is due: a day. */
export const PULL_EVERY_MS = 86_400_000;


/**
 * The team's chat told that a platform's spend could not be pulled, as a delivery of the relay's.
 * @param {string} text
 * @param {number} now
 * @returns {import("../relay/lead-deliveries.mjs").Delivery}
 */
export const spendWarningDelivery = (text, now) => ({ destination: "notify", reference: dayOf(now), kind: "spend", body: JSON.stringify({ text }) });

/**
 * Whether a platform's pull is due: never pulled, or tried a day ago or more.
 * @param {import("./numbers-store.mjs").PullState | undefined} state
 * @param {number} now
 */
export const pullDue = (state, now) => !state || now - state.tried >= PULL_EVERY_MS;

/**
 * The platforms the settings pull, each with its call.
 * @param {import("./spend-settings.mjs").SpendSettings} settings
 * @param {typeof fetch} fetchImpl
 */
function platformsOf(settings, fetchImpl) {
  /** @type {[keyof typeof PULL_WINDOW_DAYS, (days: { from: string, to: string }) => Promise<import("./spend-rows.mjs").SpendRow[]>][]} */
  const platforms = [];
  const { meta, tiktok } = settings;
  if (meta) platforms.push(["meta", (days) => pullMeta(meta, days, fetchImpl)]);
  if (tiktok) platforms.push(["tiktok", (days) => pullTikTok(tiktok, days, fetchImpl)]);
  return platforms;
}

/**
 * Pulls every platform set up (or only those due, with `dueOnly`) and writes what each gave; returns, per platform,
 * "pulled" or why not. Never throws for a platform's failure: the next platform is pulled all the same.
 * @param {{ store: import("./numbers-store.mjs").NumbersStore, settings: import("./spend-settings.mjs").SpendSettings, now: number, dueOnly?: boolean, fetchImpl?: typeof fetch, tell?: (text: string) => Promise<void> }} options
 *   `tell` sends a line to the team's chat
 * @returns {Promise<Record<string, string>>}
 */
export async function pullSpend({ store, settings, now, dueOnly = false, fetchImpl = fetch, tell }) {
  const today = dayOf(now);
  const pulls = await store.pulls();
  /** @type {Record<string, string>} */
  const outcome = {};
  for (const [platform, pull] of platformsOf(settings, fetchImpl)) {
    const last = pulls[platform];
    if (dueOnly && !pullDue(last, now)) continue;
    const days = { from: addDays(today, 1 - PULL_WINDOW_DAYS[platform]), to: today };
    try {
      const rows = await pull(days);
      const unpriced = rows.find((row) => !/^[A-Z]{3}$/.test(row.currency));
      if (unpriced) throw new PullFailed(`${platformName(platform)}'s report gave no currency for campaign ${unpriced.campaignId}`);
      await store.writeSpend(rows, { platform, ...days });
      await store.notePull(platform, { tried: now, pulled: now, failedDays: [] });
      outcome[platform] = "pulled";
    } catch (error) {
      const message = error instanceof PullFailed ? error.message : `${platformName(platform)}'s spend could not be kept (${error instanceof Error ? error.message : String(error)})`;
      const failedDays = [...new Set([...(last?.failedDays ?? []), today])].slice(-7);
      const inARow = failedDays.length >= 2 && failedDays.at(-2) === addDays(today, -1);
      let told = Boolean(last?.told);
      if (inARow && !told && tell) {
        const since = last?.pulled ? `the figures shown are from ${new Date(last.pulled).toISOString().slice(0, 16).replace("T", " ")} UTC` : "no figures were pulled yet";
        try {
          await tell(`${platformName(platform)}'s ad spend could not be pulled on ${failedDays.at(-2)} nor ${today}: ${message}. ${since[0]?.toUpperCase()}${since.slice(1)}; it is tried again at the next pull.`);
          told = true;
        } catch {
          // Told at the next failed pull instead.
        }
      }
      await store.notePull(platform, { tried: now, ...(last?.pulled ? { pulled: last.pulled } : {}), failedDays, message, told });
      outcome[platform] = message;
    }
  }
  return outcome;
}
