// The ad spend joined with the numbers (docs/ad-spend.md, decision 044): each campaign's spend beside the landings,
// leads, clients and revenue its ads brought, on the platform and the campaign's ID (`utm_id`), else on the platform
// and the campaign's name when exactly one campaign had it. Amounts in two currencies are never added together: a
// figure per currency, and ROAS only where the revenue and the spend are in one currency. Pure, on every host.
import { platformOfSource } from "./ad-platforms.mjs";
import { amountsText } from "./numbers-report.mjs";
import { COUNT_COLUMNS, emptyCounts } from "./numbers-store.mjs";
import { cents, spendCampaignOf } from "./spend-rows.mjs";
import { NO_CAMPAIGN, normalised } from "./traffic-key.mjs";

/**
 * @typedef {Record<string, number>} Amounts an amount per currency
 * @typedef {import("./numbers-report.mjs").Report} Report
 * @typedef {import("./numbers-report.mjs").ReportRow} ReportRow
 * @typedef {import("./spend-rows.mjs").SpendRow} SpendRow
 * @typedef {{ amount: Amounts, costPerLead: Amounts | null, costPerQualified: Amounts | null, costPerClient: Amounts | null, roas: number | null }} Cost
 *   what was spent, per lead, per qualified lead (judged a fit and reported so by a rule, or reported by the agency)
 *   and per client (none without one), and the revenue over the spend where both are in one currency
 * @typedef {import("./numbers-store.mjs").Counts & { platform: string, campaignId: string, campaign: string, joined: boolean, spend: Cost }} CampaignRow
 *   a campaign the spend names: its platform's current name for it, whether any landing or lead joined it
 * @typedef {ReportRow & { spendShare?: Amounts, campaignName?: string }} SharedRow a report row with its share of its
 *   campaign's spend (by its landings; by its leads for a campaign with none), and the campaign's name as its platform
 *   writes it (the row's key keeps it in small letters)
 * @typedef {Omit<Report, "rows"> & { rows: SharedRow[], campaigns: CampaignRow[], spend: Cost & { unjoined: Amounts }, pulls: Record<string, import("./numbers-store.mjs").PullState> }} SpendReport
 */

/** @param {Amounts} total @param {Amounts} amounts */
const addAmounts = (total, amounts) => {
  for (const [currency, amount] of Object.entries(amounts)) total[currency] = cents((total[currency] ?? 0) + amount);
  return total;
};

/** Each amount divided by a count, or none without one. @param {Amounts} amounts @param {number} count */
const per = (amounts, count) => (count > 0 ? Object.fromEntries(Object.entries(amounts).map(([currency, amount]) => [currency, cents(amount / count)])) : null);

/**
 * Revenue over spend, where the spend is in one currency and the revenue in none other (none spent: no ratio).
 * @param {Amounts} revenue
 * @param {Amounts} spend
 */
export function roasOf(revenue, spend) {
  const currencies = Object.keys(spend);
  if (currencies.length !== 1) return null;
  const [currency = ""] = currencies;
  const spent = spend[currency] ?? 0;
  if (spent <= 0 || Object.keys(revenue).some((other) => other !== currency)) return null;
  return Math.round(((revenue[currency] ?? 0) / spent) * 100) / 100;
}

/** @param {Amounts} amount @param {{ leads: number, qualified: number, clients: number, revenue: Amounts }} counts @returns {Cost} */
const costOf = (amount, counts) => ({
  amount,
  costPerLead: per(amount, counts.leads),
  costPerQualified: per(amount, counts.qualified),
  costPerClient: per(amount, counts.clients),
  roas: roasOf(counts.revenue, amount),
});

/**
 * `total` shared out by weights, to the cent, the shares adding up to it exactly (the largest remainders get the cents
 * left over).
 * @param {number} total
 * @param {number[]} weights
 */
export function shareOut(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const totalCents = Math.round(total * 100);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (totalCents * weight) / sum);
  const shares = exact.map(Math.floor);
  const order = exact.map((value, index) => [value - Math.floor(value), index]).sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0));
  for (let left = totalCents - shares.reduce((a, b) => a + b, 0), next = 0; left > 0; left--, next++) {
    const index = order[next % order.length]?.[1] ?? 0;
    shares[index] = (shares[index] ?? 0) + 1;
  }
  return shares.map((share) => share / 100);
}

/** A cost per lead or client in words, or a dash without one. @param {Amounts | null} amounts */
export const costText = (amounts) => (amounts ? amountsText(amounts) : "–");

/** ROAS as "3.20 ×", or a dash (none spent, or revenue and spend in different currencies). @param {number | null} roas */
export const roasText = (roas) => (roas === null ? "–" : `${roas.toFixed(2)} ×`);

/**
 * The report with its spend: each campaign the spend names (those with the most spent first), each row's share of its
 * campaign's spend, the spend no landing joins, and the totals' costs.
 * @param {Report} report the numbers of the days the spend covers
 * @param {SpendRow[]} spendRows
 * @param {Record<string, import("./numbers-store.mjs").PullState>} pulls
 * @returns {SpendReport}
 */
export function withSpend(report, spendRows, pulls) {
  /** @type {Map<string, { platform: string, campaignId: string, campaign: string, latest: string, names: Set<string>, amount: Amounts, rows: SharedRow[] }>} */
  const campaigns = new Map();
  for (const row of spendRows) {
    const id = JSON.stringify([row.platform, spendCampaignOf(row)]);
    let campaign = campaigns.get(id);
    if (!campaign) campaigns.set(id, (campaign = { platform: row.platform, campaignId: row.campaignId, campaign: row.campaignName, latest: row.day, names: new Set(), amount: {}, rows: [] }));
    // The platform's current name: the one its latest day carries.
    if (row.day >= campaign.latest) Object.assign(campaign, { campaign: row.campaignName, latest: row.day });
    campaign.names.add(normalised(row.campaignName));
    addAmounts(campaign.amount, { [row.currency]: row.amount });
  }
  const list = [...campaigns.values()];
  /** The campaign a row's landings belong to: by ID, else by a name one campaign alone had. @param {ReportRow} row */
  const campaignOf = (row) => {
    const platform = platformOfSource(row.source);
    const ofPlatform = list.filter((campaign) => campaign.platform === platform);
    const byId = row.campaignId ? ofPlatform.find((campaign) => campaign.campaignId && normalised(campaign.campaignId) === row.campaignId) : undefined;
    if (byId) return byId;
    if (row.campaign === NO_CAMPAIGN) return undefined;
    const byName = ofPlatform.filter((campaign) => campaign.names.has(row.campaign));
    return byName.length === 1 ? byName[0] : undefined;
  };
  /** @type {SharedRow[]} */
  const rows = report.rows.map((row) => ({ ...row }));
  for (const row of rows) {
    const campaign = campaignOf(row);
    campaign?.rows.push(row);
    if (campaign) row.campaignName = campaign.campaign;
  }

  const unjoined = /** @type {Amounts} */ ({});
  const campaignRows = list.map((campaign) => {
    const counts = emptyCounts();
    for (const row of campaign.rows) {
      for (const column of COUNT_COLUMNS) counts[column] += row[column];
      addAmounts(counts.revenue, row.revenue);
    }
    const byLandings = counts.landings > 0;
    for (const [currency, amount] of Object.entries(campaign.amount)) {
      const shares = shareOut(amount, campaign.rows.map((row) => (byLandings ? row.landings : row.leads)));
      campaign.rows.forEach((row, index) => addAmounts((row.spendShare ??= {}), { [currency]: shares[index] ?? 0 }));
    }
    const joined = counts.landings + counts.leads > 0;
    if (!joined) addAmounts(unjoined, campaign.amount);
    return { platform: campaign.platform, campaignId: campaign.campaignId, campaign: campaign.campaign, joined, ...counts, spend: costOf(campaign.amount, counts) };
  });
  campaignRows.sort((a, b) => Math.max(0, ...Object.values(b.spend.amount)) - Math.max(0, ...Object.values(a.spend.amount)) || a.campaign.localeCompare(b.campaign));
  const amount = list.reduce((total, campaign) => addAmounts(total, campaign.amount), /** @type {Amounts} */ ({}));
  return { ...report, rows, campaigns: campaignRows, spend: { ...costOf(amount, report.totals), unjoined }, pulls };
}
