// Each ad platform's spend per campaign per day, read from its reporting API in the shapes its documentation gives
// (../shared background: docs/ad-spend.md): Meta's Marketing API Insights and TikTok's Business API integrated report,
// each followed page by page. On web standards (fetch), so every host pulls alike. A token goes in a header only: never
// in an address, a log line or a message.
import { appSecretProof, isMetaThrottled, metaReason, platformText } from "../relay/meta-graph.mjs";
import { addDays } from "./numbers-store.mjs";
import { cents } from "./spend-rows.mjs";

/** How many days back each pull reads again: the platforms restate recent days (Meta for up to 28, TikTok 14). */
export const PULL_WINDOW_DAYS = /** @type {const} */ ({ meta: 28, tiktok: 14 });

/** The most pages one pull follows: far more than an account's campaigns need, and never a loop. */
const MAX_PAGES = 200;

/** How long a page of a report may take: a platform that never answers fails the pull, which is tried the next day. */
export const PAGE_TIMEOUT_MS = 60_000;

/** A platform's answer that is not spend: why, in words, and whether the platform asked to be called later. */
export class PullFailed extends Error {
  name = "PullFailed";
  /** @param {string} message @param {boolean} [throttled] */
  constructor(message, throttled = false) {
    super(message);
    this.throttled = throttled;
  }
}


/**
 * The JSON of a platform's answer, or PullFailed saying what came instead.
 * @param {string} platform
 * @param {() => Promise<Response>} call
 */
async function answerOf(platform, call) {
  let response;
  try {
    response = await call();
  } catch (error) {
    throw new PullFailed(`${platform} could not be reached (${platformText(error instanceof Error ? error.message : error)})`);
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    throw new PullFailed(`${platform} answered ${response.status} with something other than JSON`);
  }
}


/** Meta's subcodes of error 100 for a synchronous report too large to answer in time ("Try a smaller date range"). */
const META_TIMED_OUT = new Set([1504018, 1504038]);

/**
 * Every status a campaign can have, so that Insights also reports deleted and archived campaigns, which it leaves out
 * unless asked: a campaign deleted after its ads ran keeps the spend it had.
 */
const CAMPAIGN_STATUSES = ["ACTIVE", "PAUSED", "DELETED", "ARCHIVED", "IN_PROCESS", "WITH_ISSUES"];

/** How many days from one day to another. @param {string} from @param {string} to */
const daysBetween = (from, to) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A report window too large for Meta to answer at once: pulled again in halves. */
class MetaTimedOut extends PullFailed {}

/**
 * Meta's spend per campaign per day from `from` to `to` (the ad account's days and currency), deleted and archived
 * campaigns included. A window Meta cannot answer in time (a large account) is pulled again in halves, down to a day.
 * @param {import("./spend-settings.mjs").MetaSpendSettings} settings
 * @param {{ from: string, to: string }} days
 * @param {typeof fetch} [fetchImpl]
 * @returns {Promise<import("./spend-rows.mjs").SpendRow[]>}
 */
export async function pullMeta(settings, { from, to }, fetchImpl = fetch) {
  const proof = settings.appSecret ? await appSecretProof(settings.appSecret, settings.token) : "";
  try {
    return await pullMetaWindow(settings, { from, to }, proof, fetchImpl);
  } catch (error) {
    if (!(error instanceof MetaTimedOut) || from === to) throw error;
    const middle = addDays(from, Math.floor(daysBetween(from, to) / 2));
    return [...(await pullMeta(settings, { from, to: middle }, fetchImpl)), ...(await pullMeta(settings, { from: addDays(middle, 1), to }, fetchImpl))];
  }
}

/**
 * One window of Meta's report, page by page.
 * @param {import("./spend-settings.mjs").MetaSpendSettings} settings
 * @param {{ from: string, to: string }} days
 * @param {string} proof
 * @param {typeof fetch} fetchImpl
 */
async function pullMetaWindow({ token, account, graphUrl }, { from, to }, proof, fetchImpl) {
  const rows = [];
  let after = "";
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({
      level: "campaign",
      fields: "campaign_id,campaign_name,spend,account_currency",
      time_increment: "1",
      time_range: JSON.stringify({ since: from, until: to }),
      filtering: JSON.stringify([{ field: "campaign.effective_status", operator: "IN", value: CAMPAIGN_STATUSES }]),
      limit: "500",
      ...(proof ? { appsecret_proof: proof } : {}),
      ...(after ? { after } : {}),
    });
    const { status, body } = await answerOf("Meta", () => fetchImpl(`${graphUrl}/act_${account}/insights?${query}`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) }));
    if (body?.error || status !== 200) {
      const { code, error_subcode: subcode } = body?.error ?? {};
      const reason = metaReason(body?.error);
      if (Number(code) === 100 && META_TIMED_OUT.has(Number(subcode))) throw new MetaTimedOut(`Meta could not report ${from} to ${to} in time, even a day at a time (${reason})`);
      const throttled = isMetaThrottled(Number(code));
      throw new PullFailed(throttled ? `Meta asked to be called later (error ${code}: ${reason})` : `Meta refused the report (${status}${code !== undefined ? `, error ${code}` : ""}: ${reason})`, throttled);
    }
    if (!Array.isArray(body?.data)) throw new PullFailed("Meta's answer had no data list");
    for (const entry of body.data) {
      const amount = Number(entry.spend);
      if (!entry.campaign_id || !entry.date_start || !Number.isFinite(amount)) continue;
      rows.push({ day: String(entry.date_start).slice(0, 10), platform: "meta", campaignId: String(entry.campaign_id), campaignName: String(entry.campaign_name ?? ""), amount: cents(amount), currency: String(entry.account_currency ?? "").toUpperCase() });
    }
    after = body.paging?.next ? String(body.paging?.cursors?.after ?? "") : "";
    if (!after) return rows;
  }
  throw new PullFailed(`Meta's report went on for more than ${MAX_PAGES} pages`);
}

/** TikTok's codes for "too many calls" (its rate limit, and the QPS limit of an app). */
const TIKTOK_THROTTLED = new Set([40100, 40133, 51021]);

/**
 * TikTok's spend per campaign per day from `from` to `to` (the advertiser's days and currency; a day TikTok has no
 * figure for, "-", is left out).
 * @param {import("./spend-settings.mjs").TikTokSpendSettings} settings
 * @param {{ from: string, to: string }} days
 * @param {typeof fetch} [fetchImpl]
 * @returns {Promise<import("./spend-rows.mjs").SpendRow[]>}
 */
export async function pullTikTok({ token, advertiser, reportUrl }, { from, to }, fetchImpl = fetch) {
  const rows = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams({
      advertiser_id: advertiser,
      report_type: "BASIC",
      data_level: "AUCTION_CAMPAIGN",
      dimensions: JSON.stringify(["campaign_id", "stat_time_day"]),
      metrics: JSON.stringify(["spend", "campaign_name", "currency"]),
      start_date: from,
      end_date: to,
      // Deleted campaigns too, which the report leaves out unless asked: their spend stays theirs.
      filtering: JSON.stringify([{ field_name: "campaign_status", filter_type: "IN", filter_value: JSON.stringify(["STATUS_ALL"]) }]),
      page: String(page),
      page_size: "1000",
    });
    const { status, body } = await answerOf("TikTok", () => fetchImpl(`${reportUrl}?${query}`, { headers: { "Access-Token": token }, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) }));
    if (status !== 200 || body?.code !== 0) {
      const throttled = TIKTOK_THROTTLED.has(Number(body?.code));
      throw new PullFailed(
        throttled ? `TikTok asked to be called later (code ${body?.code}: ${platformText(body?.message)})` : `TikTok refused the report (${status}, code ${body?.code ?? "none"}: ${platformText(body?.message) || "no reason given"})`,
        throttled,
      );
    }
    const list = body.data?.list;
    if (!Array.isArray(list)) throw new PullFailed("TikTok's answer had no data list");
    for (const { dimensions = {}, metrics = {} } of list) {
      const amount = Number(metrics.spend);
      if (!dimensions.campaign_id || !dimensions.stat_time_day || metrics.spend === "-" || !Number.isFinite(amount)) continue;
      rows.push({ day: String(dimensions.stat_time_day).slice(0, 10), platform: "tiktok", campaignId: String(dimensions.campaign_id), campaignName: String(metrics.campaign_name ?? ""), amount: cents(amount), currency: String(metrics.currency ?? "").toUpperCase() });
    }
    if (page >= Number(body.data?.page_info?.total_page ?? 1)) return rows;
  }
  throw new PullFailed(`TikTok's report went on for more than ${MAX_PAGES} pages`);
}
