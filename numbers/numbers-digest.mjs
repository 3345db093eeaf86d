// The week's digest in the team's chat (LEAD_NOTIFY_URL): every Monday at 08:00 UTC, the last seven days against the
// seven before. The Worker sends it from its Cron Trigger (wrangler.jsonc), the included server by itself, and
// `npm run numbers -- --digest` at once.
import { NUMBERS_PAGE_PATH } from "../app/lib/site-endpoints.mjs";
import { amountsText, outcomesText, rateOf, reportOf, waitsOf, waitText } from "./numbers-report.mjs";
import { speedBetween, speedDigestLines } from "./answer-speed.mjs";
import { sourceLabel, sourceName } from "./ad-platforms.mjs";
import { addDays, dayOf } from "./numbers-store.mjs";
import { costText, roasText, withSpend } from "./spend-report.mjs";

/**
 * When the digest goes: Mondays, 08:00 UTC (a cron expression, as wrangler.jsonc's trigger spells it). The Worker's
 * other days have a trigger of their own at the same hour (SPEND_CRON), for the ad spend's daily pull.
 */
export const DIGEST_CRON = "0 8 * * 1";
export const SPEND_CRON = "0 8 * * 0,2-6";
const DIGEST_HOUR_UTC = 8;

/**
 * The Monday whose digest is due at `now`, if one is: from 08:00 UTC that Monday for a day, unless it was sent
 * (`sentFor`); a server that was off all that day sends none late.
 * @param {number} now milliseconds
 * @param {string} [sentFor] the Monday of the last digest sent
 */
export function digestDue(now, sentFor) {
  const date = new Date(now);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  const monday = addDays(dayOf(now), -daysSinceMonday);
  const due = Date.parse(`${monday}T0${DIGEST_HOUR_UTC}:00:00Z`);
  return now >= due && now < due + 86_400_000 && sentFor !== monday ? monday : undefined;
}

/**
 * The digest as a delivery to the team's chat, from the store's last fourteen days.
 * @param {import("./numbers-store.mjs").NumbersStore} store
 * @param {number} now milliseconds
 * @param {string} [siteUrl] the site's address, for a link to its numbers page
 * @param {import("./answer-speed.mjs").SpeedSource} [speeds] the host's owned leads, where the team shares leads
 * @returns {Promise<import("../relay/lead-deliveries.mjs").Delivery>}
 */
export async function digestDelivery(store, now, siteUrl, speeds) {
  const today = dayOf(now);
  const [rows, spend, waits, reasons, speed] = await Promise.all([
    store.rows(addDays(today, -13), today),
    store.spend(addDays(today, -13), today),
    store.waits(addDays(today, -6), today),
    store.reasons(addDays(today, -6), today),
    speedBetween(speeds, store, addDays(today, -6), today),
  ]);
  const text = digestText(rows, today, siteUrl ? `${siteUrl.replace(/\/$/, "")}${NUMBERS_PAGE_PATH}` : undefined, spend, waits, reasons, speed);
  return { destination: "notify", reference: today, kind: "digest", body: JSON.stringify({ text }) };
}

/** The page, source and campaign of a row as one line reads them. @param {import("./traffic-key.mjs").TrafficKey} row */
const keyText = ({ landingPage, source, campaign, campaignId }) => `${landingPage} · ${sourceLabel(source)} · ${campaign}${campaignId ? ` (${campaignId})` : ""}`;

/** @param {number} now @param {number} before */
const change = (now, before) => (now === before ? "same as the week before" : `${now > before ? "+" : "−"}${Math.abs(now - before)} on the week before`);

/**
 * The week's digest for the team's chat: the last seven days, today included, against the seven before, and the
 * landing pages and campaigns that brought leads and clients.
 * @param {import("./numbers-report.mjs").DayRow[]} dayRows at least the last fourteen days
 * @param {string} today
 * @param {string} [siteUrl] where the numbers page is, for a link
 * @param {import("./spend-rows.mjs").SpendRow[]} [spendRows] the ad spend of the same days, where it is kept
 * @param {import("./numbers-store.mjs").WaitRow[]} [waitRows] how long the platforms' leads waited, the last seven days
 * @param {import("./numbers-store.mjs").ReasonRow[]} [reasonRows] the leads judged not a fit, the last seven days
 * @param {import("./answer-speed.mjs").SpeedReport} [speed] how fast the team answered the last seven days' leads
 */
export function digestText(dayRows, today, siteUrl, spendRows = [], waitRows = [], reasonRows = [], speed = undefined) {
  const start = addDays(today, -6);
  const inWeek = (/** @type {{ day: string }} */ { day }) => day >= start && day <= today;
  const inWeekBefore = (/** @type {{ day: string }} */ { day }) => day >= addDays(start, -7) && day < start;
  const week = reportOf(dayRows.filter(inWeek), start, today, [], reasonRows.filter(inWeek));
  const before = reportOf(dayRows.filter(inWeekBefore), addDays(start, -7), addDays(start, -1));
  const { totals } = week;
  const lines = [
    `The site's numbers, ${start} to ${today}:`,
    `Landings: ${totals.landings} (${change(totals.landings, before.totals.landings)})`,
    `Leads: ${totals.leads} (${change(totals.leads, before.totals.leads)}), ${rateOf(week.siteLeads, totals.landings)} of landings${week.siteLeads < totals.leads ? ` (the ${totals.leads - week.siteLeads} from the platforms' own forms left out)` : ""}`,
    `Clients: ${totals.clients} (${change(totals.clients, before.totals.clients)}), revenue ${amountsText(totals.revenue)}`,
    ...(outcomesText(week) ? [`Judged by your lead rules: ${outcomesText(week)}`] : []),
  ];
  if (spendRows.length) {
    const [now, then] = [withSpend(week, spendRows.filter(inWeek), {}).spend, withSpend(before, spendRows.filter(inWeekBefore), {}).spend];
    lines.push(
      `Ad spend: ${amountsText(now.amount)} (${amountsText(then.amount)} the week before), cost per client ${costText(now.costPerClient)} (${costText(then.costPerClient)}), ROAS ${roasText(now.roas)} (${roasText(then.roas)})`,
    );
    // Where leads were qualified (by the agency's rules, or its reports): what one cost.
    if (totals.qualified || before.totals.qualified) lines.push(`Qualified leads: ${totals.qualified} (${change(totals.qualified, before.totals.qualified)}), cost per qualified lead ${costText(now.costPerQualified)} (${costText(then.costPerQualified)})`);
  }
  const bringing = week.rows.filter((row) => row.leads > 0 || row.clients > 0).slice(0, 5);
  if (bringing.length) {
    lines.push("What brought them:");
    for (const row of bringing) lines.push(`• ${keyText(row)}: ${row.leads} leads, ${row.clients} clients${row.clients ? `, ${amountsText(row.revenue)}` : ""}`);
  } else lines.push("No landing page brought a lead this week.");
  for (const wait of waitsOf(waitRows.filter(inWeek))) {
    lines.push(`${sourceName(wait.source)} leads waited ${waitText(wait.averageMs)} on average for the chat (longest ${waitText(wait.longestMs)}, ${wait.leads} lead${wait.leads === 1 ? "" : "s"})`);
  }
  lines.push(...speedDigestLines(speed));
  if (siteUrl) lines.push(`All of it: ${siteUrl}`);
  return lines.join("\n");
}
