// How fast the team answers its leads, and whether speed pays (docs/numbers.md, "Speed"): from each owned lead's row
// (its waits already counted in its owner's working hours by the host, relay/answer-speeds.mjs) and the stages the
// numbers counted for it. Pure: the same on every host, the page, `npm run numbers` and the digest.

/**
 * One lead that had an owner: when it arrived, who owns it (and their share of the pool's leads), where it came from,
 * how the agency's rules judged it, how long it waited for a claim and for a first answer (working milliseconds; none
 * while it waits), and how many times it passed on unclaimed.
 * @typedef {{ reference: string, day: string, person: string, weight: number, source: "site" | "meta" | "tiktok", outcome?: string, claimMs?: number, contactMs?: number, passes: number }} SpeedRow
 */

/**
 * A set of waits: how many were answered, their median and 90th percentile, and the shares within five minutes and an
 * hour (of those answered and those still waiting: a lead never answered waited longer than any).
 * @typedef {{ answered: number, waiting: number, medianMs?: number, p90Ms?: number, within5MinShare: number, withinHourShare: number }} WaitStats
 * @typedef {{ name: string, weight?: number, leads: number, claim: WaitStats, contact: WaitStats, passes: number }} SpeedGroup
 * @typedef {"within 5 minutes" | "within an hour" | "later" | "not yet"} SpeedBand
 * @typedef {{ band: SpeedBand, leads: number, booked: number, clients: number }} BandRow
 * @typedef {{ leads: number, claim: WaitStats, contact: WaitStats, escalations: number, fitWaitedOverAnHour: number, people: SpeedGroup[], sources: SpeedGroup[], bands: BandRow[] }} SpeedReport
 */

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;

/** The bands the rates are shown in, fastest first. @type {SpeedBand[]} */
export const SPEED_BANDS = ["within 5 minutes", "within an hour", "later", "not yet"];

/** How the page and the digest name each source of leads. */
export const SPEED_SOURCES = /** @type {const} */ ({ site: "The site's forms", meta: "Meta's Instant Forms", tiktok: "TikTok's Instant Forms" });

/** The value below which this share of the sorted list lies (nearest rank). @param {number[]} sorted @param {number} share */
const percentile = (sorted, share) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];

/** @param {(number | undefined)[]} waits @returns {WaitStats} */
export function waitStatsOf(waits) {
  const answered = waits.filter((wait) => wait !== undefined).sort((a, b) => a - b);
  const all = waits.length;
  const share = (/** @type {number} */ limit) => (all ? answered.filter((wait) => wait <= limit).length / all : 0);
  return {
    answered: answered.length,
    waiting: all - answered.length,
    ...(answered.length ? { medianMs: percentile(answered, 0.5), p90Ms: percentile(answered, 0.9) } : {}),
    within5MinShare: share(FIVE_MINUTES),
    withinHourShare: share(HOUR),
  };
}

/** The band of a lead by its wait for a first answer. @param {number | undefined} contactMs @returns {SpeedBand} */
export const bandOf = (contactMs) => (contactMs === undefined ? "not yet" : contactMs <= FIVE_MINUTES ? "within 5 minutes" : contactMs <= HOUR ? "within an hour" : "later");

/** @param {string} name @param {SpeedRow[]} rows @param {number} [weight] @returns {SpeedGroup} */
const groupOf = (name, rows, weight) => ({
  name,
  ...(weight !== undefined ? { weight } : {}),
  leads: rows.length,
  claim: waitStatsOf(rows.map((row) => row.claimMs)),
  contact: waitStatsOf(rows.map((row) => row.contactMs)),
  passes: rows.reduce((sum, row) => sum + row.passes, 0),
});

/**
 * The report of the days' owned leads, or none where there were none.
 * @param {SpeedRow[]} rows
 * @param {Record<string, readonly string[]>} stages each lead's stages the numbers counted, by reference
 * @returns {SpeedReport | undefined}
 */
export function speedReportOf(rows, stages) {
  if (!rows.length) return undefined;
  const names = [...new Set(rows.map((row) => row.person))].sort((a, b) => a.localeCompare(b));
  const sources = /** @type {SpeedRow["source"][]} */ (Object.keys(SPEED_SOURCES)).filter((source) => rows.some((row) => row.source === source));
  return {
    leads: rows.length,
    claim: waitStatsOf(rows.map((row) => row.claimMs)),
    contact: waitStatsOf(rows.map((row) => row.contactMs)),
    escalations: rows.reduce((sum, row) => sum + row.passes, 0),
    fitWaitedOverAnHour: rows.filter((row) => row.outcome === "fit" && !(row.contactMs !== undefined && row.contactMs <= HOUR)).length,
    people: names.map((name) => {
      const own = rows.filter((row) => row.person === name);
      return groupOf(name, own, own.at(-1)?.weight);
    }),
    sources: sources.map((source) => groupOf(SPEED_SOURCES[source], rows.filter((row) => row.source === source))),
    bands: SPEED_BANDS.map((band) => {
      const inBand = rows.filter((row) => bandOf(row.contactMs) === band);
      const reached = (/** @type {string} */ stage) => inBand.filter((row) => stages[row.reference]?.includes(stage)).length;
      return { band, leads: inBand.length, booked: reached("booked"), clients: reached("client") };
    }),
  };
}

/** A share as the page writes it: "83 %", "–" of nothing. @param {number} share @param {number} of */
export const shareText = (share, of) => (of ? `${Math.round(share * 100)} %` : "–");

/**
 * How a host reads its owned leads of some days (YYYY-MM-DD, both included), as speed rows.
 * @typedef {(from: string, to: string) => Promise<SpeedRow[]>} SpeedSource
 */

/**
 * The speed of the days asked for, joined with the stages the numbers counted; none without owned leads.
 * @param {SpeedSource | undefined} speeds
 * @param {Pick<import("./numbers-store.mjs").NumbersStore, "stagesOf">} store
 * @param {string} from
 * @param {string} to
 */
export async function speedBetween(speeds, store, from, to) {
  const rows = speeds ? await speeds(from, to) : [];
  return rows.length ? speedReportOf(rows, await store.stagesOf(rows.map((row) => row.reference))) : undefined;
}

/** A wait as people read it: "4 min", "1.5 h", "–" of none. @param {number | undefined} ms */
export const speedWaitText = (ms) => (ms === undefined ? "–" : ms < 60_000 ? `${Math.round(ms / 1000)} s` : ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : `${(ms / 3_600_000).toFixed(1)} h`);

/**
 * The digest's lines of the week's speed: the first answers' median and share within five minutes, the fit leads that
 * waited over an hour, the escalations; none without owned leads.
 * @param {SpeedReport | undefined} speed
 */
export function speedDigestLines(speed) {
  if (!speed) return [];
  const { contact } = speed;
  return [
    `First answers: ${contact.answered} of ${speed.leads} leads, median ${speedWaitText(contact.medianMs)} in working hours, ${shareText(contact.within5MinShare, speed.leads)} within 5 minutes`,
    ...(speed.fitWaitedOverAnHour ? [`${speed.fitWaitedOverAnHour} fit lead${speed.fitWaitedOverAnHour === 1 ? "" : "s"} waited over an hour for a first answer`] : []),
    ...(speed.escalations ? [`${speed.escalations} lead${speed.escalations === 1 ? "" : "s"} passed on unclaimed`] : []),
  ];
}
