// The site's numbers in the terminal (docs/numbers.md): `npm run numbers` prints the table from the included server's
// file on this machine (NUMBERS_FILE, or data/numbers.json; up to a minute behind the running server);
// `npm run numbers -- --site https://…` asks a deployed site, with NUMBERS_TOKEN from the environment;
// `--from YYYY-MM-DD --to YYYY-MM-DD` chooses the days (the last 28 by default); `--digest` sends the week's digest to
// the team's chat (LEAD_NOTIFY_URL) now; `--pull` has the site (this machine's server, or `--site`) pull the ad
// platforms' spend now, with SPEND_TOKEN from the environment. Where the spend is kept, each campaign's cost shows too;
// where the team shares leads (docs/team.md), how fast it answers them.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { NUMBERS_PATH, SPEND_PULL_PATH } from "../app/lib/site-endpoints.mjs";
import { platformName, sourceLabel } from "../numbers/ad-platforms.mjs";
import { amountsText, outcomesText, rangeOf, rateOf, reportOf, rowRateText } from "../numbers/numbers-report.mjs";
import { digestText } from "../numbers/numbers-digest.mjs";
import { addDays, dayOf } from "../numbers/numbers-store.mjs";
import { createTally } from "../numbers/numbers-tally.mjs";
import { costText, roasText, withSpend } from "../numbers/spend-report.mjs";
import { sendWithRetries } from "../relay/send-with-retries.mjs";
import { relaySettings } from "../relay/lead-relay-settings.mjs";
import { printable } from "./list-leads.mjs";
import { shareText, speedBetween, speedWaitText } from "../numbers/answer-speed.mjs";
import { speedRowsOf } from "../relay/answer-speeds.mjs";
import { ownedLeadsIn } from "../server/lead-outbox.mjs";
import { BUILD_INFO_FILE, readBuildInfo } from "../server/build-info.mjs";

/** @typedef {import("../numbers/numbers-report.mjs").Report | import("../numbers/spend-report.mjs").SpendReport} Report */

/** @param {string} text @param {number} width @param {boolean} [right] */
const cell = (text, width, right = false) => {
  const shown = printable(text);
  if (shown.length > width) return `${shown.slice(0, width - 1)}…`;
  return right ? shown.padStart(width) : shown.padEnd(width);
};

/** The report as a table a terminal shows. @param {Report} report */
export function numbersTable(report) {
  if (!report.rows.length) return `Nothing was counted from ${report.from} to ${report.to}.`;
  // Where the agency's lead rules judged any lead: how, and the qualified rate (docs/qualification.md).
  const judged = Boolean(report.totals.outcomes);
  const head = ["Landing page", "Source", "Campaign", "Landings", "Leads", "Rate", ...(judged ? ["Fit", "Review", "Not fit"] : []), "Qualified", ...(judged ? ["Q. rate"] : []), "Booked", "Clients", "Revenue"];
  const widths = [30, 14, 24, 8, 6, 7, ...(judged ? [4, 6, 7] : []), 9, ...(judged ? [7] : []), 6, 7, 18];
  /** @param {import("../numbers/spend-report.mjs").SharedRow} row */
  const line = (row) =>
    [
      row.landingPage,
      sourceLabel(row.source),
      row.campaignName || row.campaign,
      String(row.landings),
      String(row.leads),
      rowRateText(row),
      ...(judged ? [String(row.outcomes?.fit ?? 0), String(row.outcomes?.review ?? 0), String(row.outcomes?.notFit ?? 0)] : []),
      String(row.qualified),
      ...(judged ? [rateOf(row.qualified, row.leads)] : []),
      String(row.booked),
      String(row.clients),
      amountsText(row.revenue),
    ]
      .map((text, index) => cell(text, widths[index] ?? 10, index >= 3))
      .join("  ");
  return [
    `The site's numbers, ${report.from} to ${report.to} (a landing: a visit from outside the site; rate: leads per landing)`,
    "",
    head.map((text, index) => cell(text, widths[index] ?? 10, index >= 3)).join("  "),
    ...report.rows.map(line),
    line({ landingPage: "All", source: "", campaign: "", campaignId: "", ...report.totals }),
    ...(outcomesText(report) ? ["", `Judged by your lead rules: ${outcomesText(report)}`] : []),
    ...("campaigns" in report ? ["", campaignsTable(report)] : []),
  ].join("\n");
}

/**
 * How fast the team answers, as a terminal shows it (numbers/answer-speed.mjs); "" without owned leads.
 * @param {import("../numbers/answer-speed.mjs").SpeedReport | undefined} speed
 */
export function speedTable(speed) {
  if (!speed) return "";
  const head = ["", "Leads", "Share", "Claimed", "1st answer", "90th pct", "≤ 5 min", "≤ 1 h", "Passed on"];
  const widths = [24, 6, 6, 8, 10, 9, 8, 7, 9];
  /** @param {string[]} cells */
  const line = (cells) => cells.map((text, index) => cell(text, widths[index] ?? 10, index > 0)).join("  ");
  /** @param {import("../numbers/answer-speed.mjs").SpeedGroup} group */
  const row = (group) =>
    line([
      group.name,
      String(group.leads),
      group.weight === undefined ? "" : String(group.weight),
      speedWaitText(group.claim.medianMs),
      speedWaitText(group.contact.medianMs),
      speedWaitText(group.contact.p90Ms),
      shareText(group.contact.within5MinShare, group.leads),
      shareText(group.contact.withinHourShare, group.leads),
      String(group.passes),
    ]);
  const rate = (/** @type {number} */ part, /** @type {number} */ whole) => (whole ? `${Math.round((part / whole) * 100)} %` : "–");
  return [
    "How fast the team answers (medians; waits in the owner's working hours; a lead not yet answered counts as slower than any):",
    "",
    line(head),
    ...speed.people.map(row),
    ...speed.sources.map(row),
    "",
    "Does speed pay? First answered    Leads  Booked  Rate   Clients  Rate",
    ...speed.bands.map((band) => `${cell(band.band, 32)}  ${cell(String(band.leads), 5, true)}  ${cell(String(band.booked), 6, true)}  ${cell(rate(band.booked, band.leads), 5, true)}  ${cell(String(band.clients), 7, true)}  ${cell(rate(band.clients, band.leads), 5, true)}`),
    ...(speed.fitWaitedOverAnHour ? ["", `${speed.fitWaitedOverAnHour} fit lead${speed.fitWaitedOverAnHour === 1 ? "" : "s"} waited over an hour for a first answer.`] : []),
  ].join("\n");
}

/** What each campaign cost, as a terminal shows it. @param {import("../numbers/spend-report.mjs").SpendReport} report */
function campaignsTable(report) {
  const { spend } = report;
  // Where any lead was qualified (by the agency's rules or its reports) or judged: the cost per qualified lead.
  const qualified = Boolean(report.totals.qualified || report.totals.outcomes);
  const widths = [13, 48, 16, 8, 6, 14, ...(qualified ? [9, 14] : []), 7, 16, 7];
  const head = ["Platform", "Campaign", "Spend", "Landings", "Leads", "Per lead", ...(qualified ? ["Qualified", "Per qualified"] : []), "Clients", "Per client", "ROAS"];
  /** @param {string[]} cells */
  const line = (cells) => cells.map((text, index) => cell(text, widths[index] ?? 10, index >= 2)).join("  ");
  const pulls = Object.entries(report.pulls).map(([platform, pull]) =>
    pull.failedDays?.length ? `${platformName(platform)}: the last pull failed (${pull.message ?? "no reason given"})` : `${platformName(platform)}: pulled ${new Date(pull.pulled ?? pull.tried).toISOString().slice(0, 16).replace("T", " ")} UTC`,
  );
  return [
    `What each campaign cost (ROAS: revenue over spend, in one currency): spend ${amountsText(spend.amount)}, per lead ${costText(spend.costPerLead)}${qualified ? `, per qualified lead ${costText(spend.costPerQualified)}` : ""}, per client ${costText(spend.costPerClient)}, ROAS ${roasText(spend.roas)}`,
    ...pulls,
    ...(Object.keys(spend.unjoined).length ? [`Spend that no landing joins: ${amountsText(spend.unjoined)} (check those campaigns' ad links)`] : []),
    "",
    line(head),
    ...report.campaigns.map((row) =>
      line([
        platformName(row.platform),
        `${row.campaign}${row.campaignId ? ` (${row.campaignId})` : ""}${row.joined ? "" : " [no landing]"}`,
        amountsText(row.spend.amount),
        String(row.landings),
        String(row.leads),
        costText(row.spend.costPerLead),
        ...(qualified ? [String(row.qualified), costText(row.spend.costPerQualified)] : []),
        String(row.clients),
        costText(row.spend.costPerClient),
        roasText(row.spend.roas),
      ]),
    ),
  ].join("\n");
}

/**
 * The day rows and the ad spend from the included server's file, or a sentence saying why there are none.
 * @param {string} file
 * @param {string} from
 * @param {string} to
 * @returns {Promise<{ ok: true, rows: import("../numbers/numbers-report.mjs").DayRow[], spend: import("../numbers/spend-rows.mjs").SpendRow[], pulls: Record<string, import("../numbers/numbers-store.mjs").PullState>, reasons: import("../numbers/numbers-store.mjs").ReasonRow[], tally: ReturnType<typeof createTally> } | { ok: false, text: string }>}
 */
export async function rowsFromFile(file, from, to) {
  if (!existsSync(file)) return { ok: false, text: `No numbers here: ${file} does not exist. The server writes it within a minute of its first landing, when it runs with NUMBERS_TOKEN set; on another host, ask it with --site.` };
  try {
    const tally = createTally(JSON.parse(readFileSync(file, "utf8")));
    return { ok: true, rows: await tally.rows(from, to), spend: await tally.spend(from, to), pulls: await tally.pulls(), reasons: await tally.reasons(from, to), tally };
  } catch (error) {
    return { ok: false, text: `${file} could not be read as the site's numbers (${error instanceof Error ? error.message : String(error)}).` };
  }
}

/**
 * The owned leads of this machine's server (its outbox, beside INBOX_FILE) with its build's team (BUILD_DIR), where the
 * team shares leads: how fast the team answers, as the running server counts it.
 * @param {Record<string, string | undefined>} env
 * @returns {import("../numbers/answer-speed.mjs").SpeedSource}
 */
function speedFromFiles(env) {
  return async (from, to) => {
    const outbox = join(dirname(resolve(env.INBOX_FILE ?? "data/inbox.jsonl")), "outbox.jsonl");
    const buildDir = resolve(env.BUILD_DIR ?? "build");
    if (!existsSync(outbox) || !existsSync(join(buildDir, BUILD_INFO_FILE))) return [];
    const { team } = readBuildInfo(buildDir);
    if (!team) return [];
    const records = ownedLeadsIn(outbox).filter((record) => record.arrivedAt.slice(0, 10) >= from && record.arrivedAt.slice(0, 10) <= to);
    return speedRowsOf(records, { team: /** @type {import("../relay/lead-owners.mjs").Team} */ (team) });
  };
}

/**
 * The report from a deployed site, or a sentence saying what went wrong in words that say what to do.
 * @param {string} site
 * @param {string | undefined} token
 * @param {{ from: string, to: string }} range
 * @param {typeof fetch} [fetchImpl]
 * @returns {Promise<{ ok: true, report: Report } | { ok: false, text: string }>}
 */
export async function reportFromSite(site, token, { from, to }, fetchImpl = fetch) {
  if (!URL.canParse(site)) return { ok: false, text: `--site must be the site's address, like https://www.example.com, got ${JSON.stringify(site)}.` };
  if (!token) return { ok: false, text: "Set NUMBERS_TOKEN to the token the site runs with: NUMBERS_TOKEN=… npm run numbers -- --site " + site };
  const address = new URL(`${NUMBERS_PATH}?from=${from}&to=${to}`, site);
  /** @type {Response} */
  let response;
  try {
    response = await fetchImpl(address, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    return { ok: false, text: `No answer from ${address.origin}: check the address and the connection.` };
  }
  const answer = await response.json().catch(() => undefined);
  if (response.ok && answer && Array.isArray(answer.rows)) return { ok: true, report: answer };
  if (response.status === 401) return { ok: false, text: "The site refused the token: use the NUMBERS_TOKEN it runs with." };
  if (response.status === 404) return { ok: false, text: `${address.origin} counts no numbers: it runs without NUMBERS_TOKEN (docs/numbers.md).` };
  if (response.status === 501) return { ok: false, text: printable(String(answer?.message ?? "This host counts no numbers.")) };
  return { ok: false, text: printable(`The site answered ${response.status}: ${answer?.message ?? "no reason given"}`) };
}

/** The value after an option, if given. @param {string[]} args @param {string} name */
const option = (args, name) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? "") : undefined);

/**
 * The whole command: what to print, and whether it went as asked.
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @param {{ fetchImpl?: typeof fetch, now?: number }} [options]
 */
export async function numbersCommand(args, env, { fetchImpl = fetch, now = Date.now() } = {}) {
  const today = dayOf(now);
  if (args.includes("--pull")) return pullCommand(option(args, "--site") ?? `http://localhost:${env.PORT?.trim() || 3000}`, env.SPEND_TOKEN?.trim(), fetchImpl);
  const digest = args.includes("--digest");
  const query = new URLSearchParams();
  for (const name of ["from", "to"]) {
    const value = option(args, `--${name}`);
    if (value !== undefined) query.set(name, value);
  }
  // The digest reads the last fourteen days: this week and the one before.
  const range = digest ? { ok: /** @type {const} */ (true), from: addDays(today, -13), to: today } : rangeOf(query, today);
  if (!range.ok) return { ok: false, text: `--${range.message}` };
  const site = option(args, "--site");
  if (digest && site !== undefined) return { ok: false, text: "--digest reads this machine's server's numbers; a site on Cloudflare sends its digest itself every Monday." };
  /** @type {import("../numbers/numbers-report.mjs").DayRow[] | Report} */
  let source;
  /** @type {((report: import("../numbers/numbers-report.mjs").Report) => Report) | undefined} */
  let spendOf;
  /** @type {import("../numbers/spend-rows.mjs").SpendRow[]} */
  let spendRows = [];
  /** @type {import("../numbers/numbers-store.mjs").ReasonRow[]} */
  let reasonRows = [];
  /** @type {Pick<import("../numbers/numbers-store.mjs").NumbersStore, "stagesOf">} */
  let stagesFrom = { stagesOf: async () => ({}) };
  if (site !== undefined) {
    const asked = await reportFromSite(site, env.NUMBERS_TOKEN?.trim(), range, fetchImpl);
    if (!asked.ok) return asked;
    source = asked.report;
  } else {
    const read = await rowsFromFile(resolve(env.NUMBERS_FILE ?? "data/numbers.json"), range.from, range.to);
    if (!read.ok) return read;
    source = read.rows;
    stagesFrom = read.tally;
    spendRows = read.spend;
    reasonRows = read.reasons;
    if (read.spend.length || Object.keys(read.pulls).length) spendOf = (report) => withSpend(report, read.spend, read.pulls);
  }
  if (!digest) {
    if (!Array.isArray(source)) return { ok: true, text: [numbersTable(source), speedTable(/** @type {{ speed?: import("../numbers/answer-speed.mjs").SpeedReport }} */ (source).speed)].filter(Boolean).join("\n\n") };
    const report = reportOf(source, range.from, range.to, [], reasonRows);
    const speed = await speedBetween(speedFromFiles(env), stagesFrom, range.from, range.to);
    return { ok: true, text: [numbersTable(spendOf ? spendOf(report) : report), speedTable(speed)].filter(Boolean).join("\n\n") };
  }

  let settings;
  try {
    settings = relaySettings(env);
  } catch (error) {
    return { ok: false, text: error instanceof Error ? error.message : String(error) };
  }
  if (!settings.notify) return { ok: false, text: "Set LEAD_NOTIFY_URL to the team's chat webhook, as the server runs with, to send the digest." };
  const text = digestText(/** @type {import("../numbers/numbers-report.mjs").DayRow[]} */ (source), today, undefined, spendRows);
  const lines = /** @type {string[]} */ ([]);
  await sendWithRetries([{ destination: "notify", reference: today, kind: "digest", body: JSON.stringify({ text }) }], settings, { fetchImpl, log: (line) => lines.push(line) });
  const sent = lines.every((line) => line.endsWith(": delivered"));
  return { ok: sent, text: sent ? `Sent to the team's chat:\n\n${text}` : `The digest did not reach the chat: ${lines.join("; ")}` };
}

/**
 * Has a site pull the platforms' spend now, and says how each went.
 * @param {string} site
 * @param {string | undefined} token
 * @param {typeof fetch} fetchImpl
 * @returns {Promise<{ ok: boolean, text: string }>}
 */
async function pullCommand(site, token, fetchImpl) {
  if (!URL.canParse(site)) return { ok: false, text: `--site must be the site's address, like https://www.example.com, got ${JSON.stringify(site)}.` };
  if (!token) return { ok: false, text: "Set SPEND_TOKEN to the token the site runs with: SPEND_TOKEN=… npm run numbers -- --pull" };
  const address = new URL(SPEND_PULL_PATH, site);
  let response;
  try {
    response = await fetchImpl(address, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
  } catch {
    return { ok: false, text: `No answer from ${address.origin}: is the server running (npm start), or is the address right?` };
  }
  const answer = await response.json().catch(() => undefined);
  if (response.status === 401) return { ok: false, text: "The site refused the token: use the SPEND_TOKEN it runs with." };
  if (response.status === 404) return { ok: false, text: `${address.origin} pulls no spend: it runs without SPEND_TOKEN (docs/ad-spend.md).` };
  if (!answer?.platforms) return { ok: false, text: printable(`The site answered ${response.status}: ${answer?.message ?? "no reason given"}`) };
  const lines = Object.entries(/** @type {Record<string, string>} */ (answer.platforms)).map(([platform, outcome]) => printable(`${platformName(platform)}: ${outcome === "pulled" ? "pulled" : `not pulled: ${outcome}`}`));
  return { ok: response.ok, text: lines.join("\n") };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok, text } = await numbersCommand(process.argv.slice(2), process.env);
  console.log(text);
  if (!ok) process.exitCode = 1;
}
