// The numbers as the agency reads them, from a store's day rows: a table per landing page, source and campaign with
// its totals, the weeks of a chart. Pure: the same on every host, and in `npm run numbers`.
import { NUMBERS_KEPT_FOR_DAYS } from "../app/lib/numbers-kept-for.mjs";
import { addAmount, addDays, COUNT_COLUMNS, emptyCounts, isDay, OUTCOME_COUNTS } from "./numbers-store.mjs";
import { NO_LANDING_PAGE } from "./traffic-key.mjs";

/**
 * @typedef {import("./numbers-store.mjs").DayRow} DayRow
 * @typedef {import("./traffic-key.mjs").TrafficKey & import("./numbers-store.mjs").Counts} ReportRow
 * @typedef {{ source: string, leads: number, averageMs: number, longestMs: number }} Wait how long a source's leads
 *   from a platform's own form waited for the team's chat
 * @typedef {{ reason: string, leads: number }} Reason how many leads were judged not a fit for a reason
 * @typedef {{ from: string, to: string, rows: ReportRow[], totals: import("./numbers-store.mjs").Counts, siteLeads: number, waits: Wait[], notFitReasons?: Reason[] }} Report
 *   `siteLeads`: the leads sent from the site's pages, whose rate of landings the totals give (a platform's own form's
 *   leads saw no landing); `notFitReasons`, where the agency's rules judged any lead not a fit, most first
 */

/** The days a report covers unless asked otherwise: the last four weeks, today included. */
export const DEFAULT_DAYS = 28;


/**
 * The days asked for (`from`, `to`, both YYYY-MM-DD, both included), by default the last DEFAULT_DAYS; or the one
 * that is wrong and why.
 * @param {URLSearchParams} query
 * @param {string} today
 * @returns {{ ok: true, from: string, to: string } | { ok: false, field: string, message: string }}
 */
export function rangeOf(query, today) {
  const to = query.get("to")?.trim() || today;
  if (!isDay(to)) return { ok: false, field: "to", message: `to must be a day written YYYY-MM-DD, like ${today}.` };
  const from = query.get("from")?.trim() || addDays(to, 1 - DEFAULT_DAYS);
  if (!isDay(from)) return { ok: false, field: "from", message: `from must be a day written YYYY-MM-DD, like ${addDays(today, 1 - DEFAULT_DAYS)}.` };
  if (from > to) return { ok: false, field: "from", message: "from must be the same day as to or before it." };
  if (from < addDays(to, -NUMBERS_KEPT_FOR_DAYS)) return { ok: false, field: "from", message: `The numbers are kept for ${NUMBERS_KEPT_FOR_DAYS} days: ask for that many days at most.` };
  return { ok: true, from, to };
}

/** @param {import("./numbers-store.mjs").Counts} total @param {import("./numbers-store.mjs").Counts} counts */
function addCounts(total, counts) {
  for (const column of COUNT_COLUMNS) total[column] += counts[column];
  if (counts.outcomes) {
    const outcomes = (total.outcomes ??= { fit: 0, review: 0, notFit: 0 });
    for (const column of Object.values(OUTCOME_COUNTS)) outcomes[column] += counts.outcomes[column];
  }
  for (const [currency, amount] of Object.entries(counts.revenue)) total.revenue[currency] = addAmount(total.revenue[currency] ?? 0, amount);
}

/**
 * One row per landing page, source and campaign over the days given, those that brought clients first, then leads,
 * then landings; and the totals.
 * @param {DayRow[]} dayRows
 * @param {string} from
 * @param {string} to
 * @param {import("./numbers-store.mjs").WaitRow[]} [waitRows] the same days' waits of the platforms' leads
 * @param {import("./numbers-store.mjs").ReasonRow[]} [reasonRows] the same days' leads judged not a fit, by reason
 * @returns {Report}
 */
export function reportOf(dayRows, from, to, waitRows = [], reasonRows = []) {
  /** @type {Map<string, ReportRow>} */
  const rows = new Map();
  const totals = emptyCounts();
  for (const { day: _day, landingPage, source, campaign, campaignId, ...counts } of dayRows) {
    const id = JSON.stringify([landingPage, source, campaign, campaignId]);
    let row = rows.get(id);
    if (!row) rows.set(id, (row = { landingPage, source, campaign, campaignId, ...emptyCounts() }));
    addCounts(row, counts);
    addCounts(totals, counts);
  }
  const sorted = [...rows.values()].sort(
    (a, b) => b.clients - a.clients || b.leads - a.leads || b.landings - a.landings || a.landingPage.localeCompare(b.landingPage) || a.campaign.localeCompare(b.campaign) || a.source.localeCompare(b.source),
  );
  const siteLeads = sorted.filter((row) => row.landingPage !== NO_LANDING_PAGE).reduce((sum, row) => sum + row.leads, 0);
  const reasons = reasonsOf(reasonRows);
  return { from, to, rows: sorted, totals, siteLeads, waits: waitsOf(waitRows), ...(reasons.length ? { notFitReasons: reasons } : {}) };
}

/**
 * The leads judged not a fit over the days given, per reason, most first.
 * @param {import("./numbers-store.mjs").ReasonRow[]} reasonRows
 * @returns {Reason[]}
 */
export function reasonsOf(reasonRows) {
  /** @type {Map<string, number>} */
  const reasons = new Map();
  for (const { reason, leads } of reasonRows) reasons.set(reason, (reasons.get(reason) ?? 0) + leads);
  return [...reasons].map(([reason, leads]) => ({ reason, leads })).sort((a, b) => b.leads - a.leads || a.reason.localeCompare(b.reason));
}

/**
 * The waits per source over the days given: how many leads, the average and the longest.
 * @param {import("./numbers-store.mjs").WaitRow[]} waitRows
 * @returns {Wait[]}
 */
export function waitsOf(waitRows) {
  /** @type {Map<string, { leads: number, totalMs: number, longestMs: number }>} */
  const sources = new Map();
  for (const row of waitRows) {
    const wait = sources.get(row.source) ?? { leads: 0, totalMs: 0, longestMs: 0 };
    sources.set(row.source, { leads: wait.leads + row.leads, totalMs: wait.totalMs + row.totalMs, longestMs: Math.max(wait.longestMs, row.longestMs) });
  }
  return [...sources]
    .filter(([, wait]) => wait.leads > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([source, wait]) => ({ source, leads: wait.leads, averageMs: Math.round(wait.totalMs / wait.leads), longestMs: wait.longestMs }));
}

/**
 * How the agency's rules judged the leads, in a sentence, or "" where they judged none: "2 fit, 5 to review, 3 not a
 * fit (Under 18: 2, Fewer than 1,000 followers: 1)".
 * @param {Report} report
 */
export function outcomesText({ totals, notFitReasons = [] }) {
  if (!totals.outcomes) return "";
  const { fit, review, notFit } = totals.outcomes;
  const reasons = notFitReasons.map(({ reason, leads }) => `${reason}: ${leads}`).join(", ");
  return `${fit} fit, ${review} to review, ${notFit} not a fit${reasons ? ` (${reasons})` : ""}`;
}

/** A wait as the team reads it: "40 s", "12 min", "3.5 h". @param {number} ms */
export const waitText = (ms) => (ms < 60_000 ? `${Math.round(ms / 1000)} s` : ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : `${(ms / 3_600_000).toFixed(1)} h`);

/**
 * Leads per landing of a row (of the totals: the site's own leads per landing), or that its leads saw no landing page
 * (an ad platform's own form).
 * @param {ReportRow & { siteLeads?: number }} row
 */
export const rowRateText = (row) => (row.landingPage === NO_LANDING_PAGE ? "no landing page" : rateOf(row.siteLeads ?? row.leads, row.landings));

/** Leads per landing as a percentage with one decimal, or a dash without landings. @param {number} leads @param {number} landings */
export const rateOf = (leads, landings) => (landings > 0 ? `${(Math.round((leads / landings) * 1000) / 10).toFixed(1)} %` : "–");

/** Amounts in words (revenue, spend): "EUR 4,800 + USD 120", or a dash. @param {Record<string, number>} revenue */
export const amountsText = (revenue) =>
  Object.entries(revenue)
    .sort(([a], [b]) => a.localeCompare(b))
    // Whole amounts as such (EUR 4,800), others to the cent (EUR 172.20).
    .map(([currency, amount]) => `${currency} ${amount.toLocaleString("en-GB", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`)
    .join(" + ") || "–";

/** The Monday that starts a day's week (UTC). @param {string} day */
export const weekOf = (day) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The first day of the chart: the Monday `weeks` weeks before the current one's end. @param {string} today @param {number} weeks */
export const chartStart = (today, weeks) => addDays(weekOf(today), -7 * (weeks - 1));

/**
 * @typedef {{ week: string, landings: number, leads: number, spend: Record<string, number> }} Week a week's landings,
 *   leads and ad spend per currency
 */

/**
 * Landings, leads and spend per week (Monday to Sunday; the numbers' days are UTC, the spend's the ad accounts'), the
 * last `weeks` of them, the current one included.
 * @param {DayRow[]} dayRows
 * @param {string} today
 * @param {number} [weeks]
 * @param {import("./spend-rows.mjs").SpendRow[]} [spendRows]
 * @returns {Week[]}
 */
export function weeklyOf(dayRows, today, weeks = 8, spendRows = []) {
  const first = chartStart(today, weeks);
  /** @type {Week[]} */
  const series = Array.from({ length: weeks }, (_, index) => ({ week: addDays(first, 7 * index), landings: 0, leads: 0, spend: {} }));
  /** @param {string} day */
  const entryOf = (day) => series.find(({ week }) => week === weekOf(day));
  for (const row of dayRows) {
    const entry = entryOf(row.day);
    if (!entry) continue;
    entry.landings += row.landings;
    entry.leads += row.leads;
  }
  for (const row of spendRows) {
    const entry = entryOf(row.day);
    if (entry) entry.spend[row.currency] = addAmount(entry.spend[row.currency] ?? 0, row.amount);
  }
  return series;
}
