// The numbers in memory (a NumbersStore), for a host that runs as one process: the included server, which writes the
// tally's state to a file (server/numbers-file.mjs). Pure: nothing here reads or writes a file.
import { NUMBERS_KEPT_FOR_DAYS } from "../app/lib/numbers-kept-for.mjs";
import { addAmount, addDays, emptyCounts, keyWithinLimit, OUTCOME_COUNTS, STAGE_COLUMNS } from "./numbers-store.mjs";
import { spendKeyOf } from "./spend-rows.mjs";

/**
 * The tally's whole state, as its file holds it: per day, each key's counts (the key as a JSON array of landing page,
 * source and campaign, and the campaign's ID where there is one: a file written before IDs were kept stays as it was);
 * per lead reference, its day, key, the stages counted and the row each was counted in, its
 * day and key (a file written before rows were kept has none: such a stage is taken back from no day's total).
 * @typedef {{ day: string, key: string, stages: string[], stageRows?: Record<string, [string, string]> }} TallyLead
 * @typedef {{ days: Record<string, Record<string, import("./numbers-store.mjs").Counts>>, leads: Record<string, TallyLead>, digestSentFor?: string, spend?: Record<string, import("./spend-rows.mjs").SpendRow>, pulls?: Record<string, import("./numbers-store.mjs").PullState>, waits?: Record<string, Record<string, { leads: number, totalMs: number, longestMs: number }>>, reasons?: Record<string, Record<string, number>> }} TallyState
 *   the ad spend by its key (spend-rows.mjs), each platform's last pull, the platforms' leads' waits per day and source,
 *   and the leads judged not a fit per day and reason
 */

/** @returns {TallyState} */
export const emptyTally = () => ({ days: {}, leads: {} });

/** @param {import("./traffic-key.mjs").TrafficKey} key */
const keyText = ({ landingPage, source, campaign, campaignId }) => JSON.stringify(campaignId ? [landingPage, source, campaign, campaignId] : [landingPage, source, campaign]);

/** A key from its text. @param {string} text @returns {import("./traffic-key.mjs").TrafficKey} */
const keyOfText = (text) => {
  const [landingPage = "", source = "", campaign = "", campaignId = ""] = /** @type {string[]} */ (JSON.parse(text));
  return { landingPage, source, campaign, campaignId };
};

/**
 * @param {TallyState} state
 * @param {{ onChange?: () => void }} [options] told after every change (the server's file is then written soon)
 */
export function createTally(state, { onChange = () => undefined } = {}) {
  /**
   * The counts under a key on a day, made within the day's limit, and the key they are kept under.
   * @param {string} day
   * @param {import("./traffic-key.mjs").TrafficKey} key
   */
  const countsOf = (day, key) => {
    const keys = (state.days[day] ??= {});
    const text = keyText(key);
    const kept = text in keys ? text : keyText(keyWithinLimit(key, Object.keys(keys).length));
    return { counts: (keys[kept] ??= emptyCounts()), kept };
  };

  /** @type {import("./numbers-store.mjs").NumbersStore & { state: TallyState, countLandings(day: string, keys: import("./traffic-key.mjs").TrafficKey[]): void, prune(today: string): void }} */
  const tally = {
    state,
    async landing(day, key) {
      tally.countLandings(day, [key]);
    },
    /** Landings counted at once, without a promise each: a busy server counts its pages' landings in batches. */
    countLandings(day, keys) {
      for (const key of keys) countsOf(day, key).counts.landings += 1;
      onChange();
    },
    async lead(day, reference, key, judged) {
      if (state.leads[reference]) return false;
      const { counts, kept } = countsOf(day, key);
      counts.leads += 1;
      if (judged) {
        (counts.outcomes ??= { fit: 0, review: 0, notFit: 0 })[OUTCOME_COUNTS[judged.outcome]] += 1;
        if (judged.outcome === "not-a-fit") {
          const reasons = ((state.reasons ??= {})[day] ??= {});
          const reason = judged.reason || "(no reason given)";
          reasons[reason] = (reasons[reason] ?? 0) + 1;
        }
      }
      // The key the lead was counted under (OTHER when its day was full), so its stages join the same row.
      state.leads[reference] = { day, key: kept, stages: [] };
      onChange();
      return true;
    },
    async stage(day, reference, stage, revenue) {
      const lead = state.leads[reference];
      if (!lead) return "unknown";
      if (lead.stages.includes(stage)) return "already";
      const { counts, kept } = countsOf(day, keyOfText(lead.key));
      counts[STAGE_COLUMNS[stage]] += 1;
      if (revenue) counts.revenue[revenue.currency] = addAmount(counts.revenue[revenue.currency] ?? 0, revenue.amount);
      lead.stages.push(stage);
      (lead.stageRows ??= {})[stage] = [day, kept];
      onChange();
      return "counted";
    },
    async unstage(reference, stage) {
      const lead = state.leads[reference];
      if (!lead?.stages.includes(stage)) return false;
      lead.stages.splice(lead.stages.indexOf(stage), 1);
      const [day = "", key = ""] = lead.stageRows?.[stage] ?? [];
      delete lead.stageRows?.[stage];
      // The row it was counted in, where its day is still kept (never below nothing).
      const counts = state.days[day]?.[key];
      if (counts) counts[STAGE_COLUMNS[stage]] = Math.max(0, counts[STAGE_COLUMNS[stage]] - 1);
      onChange();
      return true;
    },
    async rows(from, to) {
      return Object.entries(state.days)
        .filter(([day]) => day >= from && day <= to)
        .flatMap(([day, keys]) =>
          Object.entries(keys).map(([text, counts]) => ({ day, ...keyOfText(text), ...counts, revenue: { ...counts.revenue }, ...(counts.outcomes ? { outcomes: { ...counts.outcomes } } : {}) })),
        );
    },
    async writeSpend(rows, replace) {
      const spend = (state.spend ??= {});
      if (replace) {
        for (const [key, row] of Object.entries(spend)) if (row.platform === replace.platform && row.day >= replace.from && row.day <= replace.to) delete spend[key];
      }
      for (const row of rows) spend[spendKeyOf(row)] = { ...row };
      onChange();
    },
    async spend(from, to) {
      return Object.values(state.spend ?? {})
        .filter(({ day }) => day >= from && day <= to)
        .map((row) => ({ ...row }));
    },
    async pulls() {
      return structuredClone(state.pulls ?? {});
    },
    async notePull(platform, pull) {
      (state.pulls ??= {})[platform] = structuredClone(pull);
      onChange();
    },
    async waited(day, source, waitedMs) {
      const wait = ((state.waits ??= {})[day] ??= {})[source] ??= { leads: 0, totalMs: 0, longestMs: 0 };
      wait.leads += 1;
      wait.totalMs += waitedMs;
      wait.longestMs = Math.max(wait.longestMs, waitedMs);
      onChange();
    },
    async reasons(from, to) {
      return Object.entries(state.reasons ?? {})
        .filter(([day]) => day >= from && day <= to)
        .flatMap(([day, reasons]) => Object.entries(reasons).map(([reason, leads]) => ({ day, reason, leads })));
    },
    async waits(from, to) {
      return Object.entries(state.waits ?? {})
        .filter(([day]) => day >= from && day <= to)
        .flatMap(([day, sources]) => Object.entries(sources).map(([source, wait]) => ({ day, source, ...wait })));
    },
    async stagesOf(references) {
      return Object.fromEntries(references.flatMap((reference) => (state.leads[reference] ? [[reference, [...state.leads[reference].stages]]] : [])));
    },
    async forget(reference) {
      if (!state.leads[reference]) return 0;
      delete state.leads[reference];
      onChange();
      return 1;
    },
    /** Drops the days, and the leads, older than the numbers are kept. */
    prune(today) {
      const oldest = addDays(today, 1 - NUMBERS_KEPT_FOR_DAYS);
      let changed = false;
      for (const day of Object.keys(state.days)) {
        if (day >= oldest) continue;
        delete state.days[day];
        changed = true;
      }
      for (const [key, row] of Object.entries(state.spend ?? {})) {
        if (row.day >= oldest) continue;
        delete state.spend?.[key];
        changed = true;
      }
      for (const day of Object.keys(state.waits ?? {})) {
        if (day >= oldest) continue;
        delete state.waits?.[day];
        changed = true;
      }
      for (const day of Object.keys(state.reasons ?? {})) {
        if (day >= oldest) continue;
        delete state.reasons?.[day];
        changed = true;
      }
      for (const [reference, lead] of Object.entries(state.leads)) {
        if (lead.day >= oldest) continue;
        delete state.leads[reference];
        changed = true;
      }
      if (changed) onChange();
    },
  };
  return tally;
}
