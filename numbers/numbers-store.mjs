// What every host's numbers keep, and how a host keeps them (a NumbersStore: the included server's tally in memory
// and its file, the Worker's D1 database): totals per day and key, and each lead's reference with its key, so that its
// later stages join the landings it came from. Never an address, a browser string, a referrer's path or an identifier.
import { MAX_KEYS_PER_DAY } from "./numbers-settings.mjs";
import { landingKeyOf, leadKeyOf, OTHER, platformLeadKeyOf } from "./traffic-key.mjs";

/**
 * @typedef {import("./traffic-key.mjs").TrafficKey} TrafficKey
 * @typedef {{ fit: number, review: number, notFit: number }} Outcomes how the agency's rules judged the leads
 *   (docs/qualification.md); a row none of whose leads was judged has none
 * @typedef {{ landings: number, leads: number, qualified: number, booked: number, clients: number, revenue: Record<string, number>, outcomes?: Outcomes }} Counts
 * @typedef {TrafficKey & Counts & { day: string }} DayRow a day's totals under one key
 * @typedef {"qualified" | "booked" | "client"} Stage
 * @typedef {{ currency: string, amount: number }} Revenue
 */

/**
 * How a host keeps its numbers. Every write is idempotent where a repeat can come (a copy sent twice, a stage
 * reported twice).
 * @typedef {object} NumbersStore
 * @property {(day: string, key: TrafficKey) => Promise<void>} landing
 * @property {(day: string, reference: string, key: TrafficKey, judged?: Judged) => Promise<boolean>} lead counts a lead
 *   (and how the agency's rules judged it, where they judge anything) and keeps its key; false when it was counted before
 * @property {(day: string, reference: string, stage: Stage, revenue?: Revenue) => Promise<"counted" | "already" | "unknown">} stage
 *   counts a stage under its lead's key, on the day it happened; "unknown" for a lead the numbers do not hold
 * @property {(reference: string, stage: "booked") => Promise<boolean>} unstage takes a lead's booking back (its call
 *   was cancelled) from the day it was counted; false when it was not counted (or was taken back before)
 * @property {(from: string, to: string) => Promise<DayRow[]>} rows every day's totals from `from` to `to`, both included
 * @property {(reference: string) => Promise<number>} forget removes a lead's reference (its totals stay: they name no one)
 * @property {(references: readonly string[]) => Promise<Record<string, string[]>>} stagesOf the stages counted for each of
 *   these leads the numbers hold (the speed's rates, answer-speed.mjs)
 * @property {(rows: SpendRow[], replace?: { platform: string, from: string, to: string }) => Promise<void>} writeSpend
 *   keeps spend rows, all or none, each replacing the row of its day, platform and campaign; with `replace`, every row
 *   of that platform in those days goes first (a platform's pull restates its window)
 * @property {(from: string, to: string) => Promise<SpendRow[]>} spend the spend rows from `from` to `to`, both included
 * @property {() => Promise<Record<string, PullState>>} pulls each platform's last pull
 * @property {(platform: string, state: PullState) => Promise<void>} notePull
 * @property {(day: string, source: string, waitedMs: number) => Promise<void>} waited counts how long a lead from a
 *   platform's own form waited, from the platform to the team's chat
 * @property {(from: string, to: string) => Promise<WaitRow[]>} waits those waits per day and source
 * @property {(from: string, to: string) => Promise<ReasonRow[]>} reasons the leads judged not a fit, per day and reason
 */

/**
 * @typedef {{ outcome: "fit" | "review" | "not-a-fit", reason?: string }} Judged a lead's outcome as the numbers count it
 * @typedef {{ day: string, reason: string, leads: number }} ReasonRow a day's leads judged not a fit for one reason
 */

/** Each outcome's count, as a row's `outcomes` has it. */
export const OUTCOME_COUNTS = /** @type {const} */ ({ fit: "fit", review: "review", "not-a-fit": "notFit" });

/** The longest reason kept: a rule's reason is a few words (the build keeps it to 80 characters). */
export const MAX_REASON = 80;

/**
 * @typedef {{ day: string, source: string, leads: number, totalMs: number, longestMs: number }} WaitRow a day's waits of
 *   one source's leads: how many, their sum and the longest (milliseconds)
 */

/**
 * @typedef {import("./spend-rows.mjs").SpendRow} SpendRow
 * @typedef {{ tried: number, pulled?: number, failedDays?: string[], message?: string, told?: boolean }} PullState a
 *   platform's last pull: when it was tried and last succeeded (milliseconds), the days it failed since, why, and
 *   whether the team's chat was told
 */

/**
 * A store that cannot be used until someone runs what its message names (the Worker's D1 database without its
 * tables): the numbers' addresses answer 503 with the message, and every write logs it.
 */
export class NumbersUnavailable extends Error {
  name = "NumbersUnavailable";
}

/**
 * The log line of a call to the numbers that failed: a NumbersUnavailable's message alone, the same line wherever it
 * comes from, else what failed and why.
 * @param {string} what
 * @param {unknown} error
 */
export const numbersFailureLine = (what, error) => (error instanceof NumbersUnavailable ? error.message : `${what}: ${error instanceof Error ? error.message : String(error)}`);

/** Each stage's column. */
export const STAGE_COLUMNS = /** @type {const} */ ({ qualified: "qualified", booked: "booked", client: "clients" });

/** The count columns, in the order the agency reads them. */
export const COUNT_COLUMNS = /** @type {const} */ (["landings", "leads", "qualified", "booked", "clients"]);

/** @returns {Counts} */
export const emptyCounts = () => ({ landings: 0, leads: 0, qualified: 0, booked: 0, clients: 0, revenue: {} });

/** An amount added to a total, kept to the cent. @param {number} total @param {number} amount */
export const addAmount = (total, amount) => Math.round((total + amount) * 100) / 100;

/**
 * The key a new key of a day goes under: its own while the day has room for it, else the same page under OTHER (the
 * site's pages are few; made-up sources and campaigns are not). The Worker's D1 store does the same in SQL.
 * @param {TrafficKey} key
 * @param {number} keys how many keys the day holds
 * @returns {TrafficKey}
 */
export const keyWithinLimit = (key, keys) => (keys < MAX_KEYS_PER_DAY ? key : { landingPage: key.landingPage, source: OTHER, campaign: OTHER, campaignId: "" });

/** A day as the numbers name it (UTC). @param {number} time milliseconds */
export const dayOf = (time) => new Date(time).toISOString().slice(0, 10);

/** Whether a text is a day written YYYY-MM-DD that exists. @param {string} text */
export const isDay = (text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && dayOf(Date.parse(`${text}T00:00:00Z`)) === text;

/** The day `days` after `day` (before, when negative). @param {string} day @param {number} days */
export const addDays = (day, days) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);

/**
 * A landing counted today under its key.
 * @param {NumbersStore} store
 * @param {URL} url the page asked for
 * @param {string | null} referrer the request's Referer
 * @param {number} now milliseconds
 */
export const countLanding = (store, url, referrer, now) => store.landing(dayOf(now), landingKeyOf(url, referrer));

/**
 * How long a lead from a platform's own form waited for the team's chat, counted when its chat message was delivered:
 * nothing for any other delivery.
 * @param {NumbersStore} store
 * @param {import("../relay/lead-deliveries.mjs").Delivery} delivery
 * @param {number} now milliseconds
 */
export async function countWait(store, delivery, now) {
  if (!delivery.waitedFrom) return;
  await store.waited(dayOf(now), delivery.waitedFrom.source, Math.max(0, now - Date.parse(delivery.waitedFrom.at)));
}

/**
 * A lead counted under its first touch's key, today; a lead from a platform's own form under its campaign's ID, on the
 * day it was sent there (the day its spend was spent); with how the agency's rules judged it.
 * @param {NumbersStore} store
 * @param {{ reference: string, attribution: Readonly<Record<string, string>>, platformLead?: import("../relay/relayed-lead.mjs").PlatformLead }} lead
 * @param {number} now milliseconds
 * @param {Judged} [judgement] how the agency's rules judged it, where they judge anything (relay/judged-lead.mjs)
 */
export const countLead = (store, lead, now, judgement) => {
  const judged = judgement ? [{ outcome: judgement.outcome, ...(judgement.reason ? { reason: judgement.reason.slice(0, MAX_REASON) } : {}) }] : [];
  return lead.platformLead
    ? store.lead(dayOf(Date.parse(lead.platformLead.createdAt)), lead.reference, platformLeadKeyOf(lead.platformLead), ...judged)
    : store.lead(dayOf(now), lead.reference, leadKeyOf(lead.attribution), ...judged);
};
