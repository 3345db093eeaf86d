// NUMBERS_PAGE_PATH's page for the agency's staff: the report as a table (cards on a phone) and a chart of the last
// eight weeks drawn on the server as SVG. No script at all; every value the visitors' addresses chose (a campaign's
// name) is escaped.
import { amountsText, rateOf, rowRateText, waitText } from "./numbers-report.mjs";
import { shareText, speedWaitText } from "./answer-speed.mjs";
import { platformName, sourceLabel, sourceName } from "./ad-platforms.mjs";
import { costText, roasText } from "./spend-report.mjs";

/** @param {string | number} text */
const escape = (text) => String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page's whole stylesheet: its hash goes in the page's policy. */
export const PAGE_STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#10131a;background:#f6f7f9}
body{margin:0}main{max-width:80rem;margin:0 auto;padding:1.25rem}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:2rem 0 .5rem}
p{max-width:42rem;line-height:1.5}.note{color:#4a5263}
form{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:1rem 0}
label{display:grid;gap:.25rem;font-weight:600;font-size:.9rem}
input,button{font:inherit;padding:.5rem .6rem;border:1px solid #8a93a6;border-radius:.4rem;min-height:2.75rem;box-sizing:border-box}
button{background:#3b2bd6;color:#fff;border-color:#3b2bd6;font-weight:600;padding:.5rem 1rem}
.error{background:#fde8e8;border-left:4px solid #b42318;padding:.75rem 1rem;color:#7a1a12}
svg{width:100%;height:auto;max-width:44rem;background:#fff;border-radius:.5rem}
table{border-collapse:collapse;width:100%;background:#fff;border-radius:.5rem}
th,td{padding:.55rem .4rem;text-align:left;border-bottom:1px solid #e3e6ec;vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}td.n{white-space:nowrap}.amounts>span{white-space:nowrap}
tfoot td,tfoot th{font-weight:700}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em;background:#e8ebf0;padding:.1rem .3rem;border-radius:.25rem;overflow-wrap:anywhere}
caption{text-align:left;padding:.5rem 0;color:#4a5263}
.key{overflow-wrap:anywhere}
@media (max-width:40rem){
thead{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}
table,tbody,tfoot,tr,td{display:block}
tr{border-bottom:2px solid #c9ced8;padding:.4rem 0}
tfoot th{display:block;border:0;padding:.2rem .6rem}
td{border:0;padding:.2rem .6rem;display:flex;justify-content:space-between;gap:1rem}
td.n{text-align:right;white-space:normal}
td::before{content:attr(data-label);font-weight:600;color:#4a5263;text-align:left;flex:none}
caption{display:block}
svg text{font-size:24px}
svg .week{font-size:20px}
}`;

/**
 * @typedef {import("./spend-report.mjs").SharedRow} ReportRow
 * @typedef {import("./numbers-report.mjs").Report | import("./spend-report.mjs").SpendReport} AnyReport
 * @typedef {[string, (row: ReportRow) => string | number, boolean]} Column header, how a row's cell reads, whether a number
 */

/** Whether a report carries the spend. @param {AnyReport} report @returns {report is import("./spend-report.mjs").SpendReport} */
const hasSpend = (report) => "campaigns" in report;

/**
 * A campaign as a cell reads it: its name (as its platform writes it, where the spend names it), and its ID where the
 * address carried one.
 * @param {{ campaign: string, campaignId: string, campaignName?: string }} row
 */
const campaignText = ({ campaign, campaignId, campaignName }) => {
  const name = campaignName || campaign;
  return campaignId && campaignId !== campaign ? `${name} (ID ${campaignId})` : name;
};

/**
 * The columns of the table.
 * @type {Column[]}
 */
const COLUMNS = [
  ["Landing page", (row) => row.landingPage, false],
  ["Source", (row) => sourceLabel(row.source), false],
  ["Campaign", campaignText, false],
  ["Landings", (row) => row.landings, true],
  ["Leads", (row) => row.leads, true],
  ["Rate", rowRateText, true],
  ["Qualified", (row) => row.qualified, true],
  ["Booked", (row) => row.booked, true],
  ["Clients", (row) => row.clients, true],
  ["Revenue", (row) => amountsText(row.revenue), true],
];

/**
 * The columns of how the agency's rules judged a row's leads, where they judged any (docs/qualification.md): after
 * the rate, with the qualified rate (qualified per lead) after the qualified.
 * @type {Column[]}
 */
const OUTCOME_COLUMNS = [
  ["Fit", (row) => row.outcomes?.fit ?? 0, true],
  ["To review", (row) => row.outcomes?.review ?? 0, true],
  ["Not a fit", (row) => row.outcomes?.notFit ?? 0, true],
];
/** @type {Column} */
const QUALIFIED_RATE_COLUMN = ["Qualified rate", (row) => rateOf(row.qualified, row.leads), true];

/** The table's columns for a report: the outcomes' where its leads were judged, the spend's share where it is kept. @param {AnyReport} report */
const columnsOf = (report) => {
  const judged = report.totals.outcomes ? [...COLUMNS.slice(0, 6), ...OUTCOME_COLUMNS, ...COLUMNS.slice(6, 7), QUALIFIED_RATE_COLUMN, ...COLUMNS.slice(7)] : COLUMNS;
  return hasSpend(report) ? [...judged, SHARE_COLUMN] : judged;
};

/** The leads judged not a fit, per reason. @param {import("./numbers-report.mjs").Reason[]} reasons */
const reasonsHtml = (reasons) =>
  `<h2>Not a fit, by reason</h2><table><caption>The leads your rules judged not a fit, by the reason their rule gives.</caption>${headHtml(REASON_COLUMNS)}<tbody>${reasons
    .map((reason) => `<tr>${REASON_COLUMNS.map((column) => cellHtml(column, reason)).join("")}</tr>`)
    .join("")}</tbody></table>`;

/** @type {[string, (reason: import("./numbers-report.mjs").Reason) => string | number, boolean][]} */
const REASON_COLUMNS = [
  ["Reason", (reason) => reason.reason, false],
  ["Leads", (reason) => reason.leads, true],
];

/** The column of a row's share of its campaign's spend, where the report carries the spend. @type {Column} */
const SHARE_COLUMN = ["Spend (shared out)", (row) => amountsText(row.spendShare ?? {}), true];

/** How many columns name a row's key (landing page, source, campaign): the totals' row names what it adds up instead. */
const KEY_COLUMNS = COLUMNS.findIndex(([, , number]) => number);

/**
 * A cell's text; amounts in several currencies each kept whole, so that a phone's card may break the line between
 * them rather than grow wider than the screen.
 * @param {string | number} value
 */
const cellTextHtml = (value) => {
  const text = escape(value);
  return text.includes(" + ") ? `<span class="amounts">${text.split(" + ").map((amount) => `<span>${amount}</span>`).join(" + ")}</span>` : text;
};

/** @template T @param {[string, (row: T) => string | number, boolean]} column @param {T} row */
const cellHtml = ([label, read, number], row) => `<td data-label="${escape(label)}" class="${number ? "n" : "key"}">${cellTextHtml(read(row))}</td>`;

/** @template T @param {[string, (row: T) => string | number, boolean][]} columns */
const headHtml = (columns) => `<thead><tr>${columns.map(([label, , number]) => `<th scope="col"${number ? ' class="n"' : ""}>${escape(label)}</th>`).join("")}</tr></thead>`;

/**
 * The totals' row: one cell saying what they add up, in place of a landing page, a source and a campaign (a phone's
 * card would show those labels with nothing beside them), then the numbers.
 * @param {AnyReport} report
 * @param {Column[]} columns
 */
const totalsHtml = (report, columns) => {
  const row = { landingPage: "", source: "", campaign: "", campaignId: "", ...report.totals, siteLeads: report.siteLeads, ...(hasSpend(report) ? { spendShare: report.spend.amount } : {}) };
  const numbers = columns.slice(KEY_COLUMNS).map((column) => cellHtml(column, row));
  return `<tr><th scope="row" colspan="${KEY_COLUMNS}" class="total">Total: every landing page, source and campaign above${hasSpend(report) ? ", and all the spend" : ""}</th>${numbers.join("")}</tr>`;
};

/** @typedef {import("./spend-report.mjs").CampaignRow} CampaignRow */

/** The columns of the campaigns' table. @type {[string, (row: CampaignRow) => string | number, boolean][]} */
const CAMPAIGN_COLUMNS = [
  ["Platform", (row) => platformName(row.platform), false],
  ["Campaign", (row) => `${campaignText(row)}${row.joined ? "" : " — no landing or lead carries this campaign: check its ads' links"}`, false],
  ["Spend", (row) => amountsText(row.spend.amount), true],
  ["Landings", (row) => row.landings, true],
  ["Leads", (row) => row.leads, true],
  ["Cost per lead", (row) => costText(row.spend.costPerLead), true],
  ["Clients", (row) => row.clients, true],
  ["Cost per client", (row) => costText(row.spend.costPerClient), true],
  ["Revenue", (row) => amountsText(row.revenue), true],
  ["ROAS", (row) => roasText(row.spend.roas), true],
];

/** The campaigns' columns of qualified leads and what one cost, after the cost per lead. */
const QUALIFIED_COST_COLUMNS = /** @type {[string, (row: CampaignRow) => string | number, boolean][]} */ ([
  ["Qualified", (row) => row.qualified, true],
  ["Cost per qualified lead", (row) => costText(row.spend.costPerQualified), true],
]);

/**
 * The campaigns' columns for a report: the cost per qualified lead where any lead was qualified (by the agency's rules
 * or its reports) or judged.
 * @param {import("./spend-report.mjs").SpendReport} report
 */
const campaignColumnsOf = (report) => {
  if (!report.totals.qualified && !report.totals.outcomes) return CAMPAIGN_COLUMNS;
  const after = CAMPAIGN_COLUMNS.findIndex(([label]) => label === "Cost per lead") + 1;
  return [...CAMPAIGN_COLUMNS.slice(0, after), ...QUALIFIED_COST_COLUMNS, ...CAMPAIGN_COLUMNS.slice(after)];
};

/**
 * When each platform was last pulled, and why not since, where it failed; where no platform is pulled, that the spend
 * is the agency's own uploads.
 * @param {Record<string, import("./numbers-store.mjs").PullState>} pulls
 * @param {boolean} pulling whether the host pulls any platform
 */
function pullsHtml(pulls, pulling) {
  const at = (/** @type {number} */ time) => `${new Date(time).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const lines = Object.entries(pulls).map(([platform, pull]) => {
    const name = platformName(platform);
    if (!pull.failedDays?.length) return `${name}: pulled ${at(pull.pulled ?? pull.tried)}.`;
    return `${name}: ${pull.pulled ? `last pulled ${at(pull.pulled)}` : "never pulled"}; the pull of ${at(pull.tried)} failed: ${pull.message ?? "no reason given"}. Tried again at the next pull.`;
  });
  if (lines.length) return `<ul class="note">${lines.map((line) => `<li>${escape(line)}</li>`).join("")}</ul>`;
  return pulling
    ? `<p class="note">No platform was pulled yet: the first pull runs within minutes of the server or Worker starting with the platform's settings.</p>`
    : `<p class="note">The spend below is what was uploaded to /api/spend: no ad platform is connected for a daily pull (docs/ad-spend.md says how).</p>`;
}

/**
 * The campaigns' section: what each cost and returned, the spend no landing joins, when each platform was pulled.
 * @param {import("./spend-report.mjs").SpendReport} report
 * @param {boolean} pulling whether the host pulls any platform
 */
function campaignsHtml(report, pulling) {
  const { spend } = report;
  const qualified = spend.costPerQualified ? `; cost per qualified lead ${costText(spend.costPerQualified)}` : "";
  const totals = `Spend ${amountsText(spend.amount)}; cost per lead ${costText(spend.costPerLead)}${qualified}; cost per client ${costText(spend.costPerClient)}; ROAS (all revenue over all spend) ${roasText(spend.roas)}.`;
  const unjoined = Object.keys(spend.unjoined).length
    ? `<p class="error">Spend that no landing joins: ${escape(amountsText(spend.unjoined))}. Its campaigns are marked below: their ads' links may have lost their URL parameters, or be broken.</p>`
    : "";
  const table = report.campaigns.length
    ? `<table><caption>Per campaign, ${escape(report.from)} to ${escape(report.to)}: what it cost and what its landings brought. ROAS: revenue over spend, where both are in one currency.</caption>${headHtml(campaignColumnsOf(report))}<tbody>${report.campaigns
        .map((row) => `<tr>${campaignColumnsOf(report).map((column) => cellHtml(column, row)).join("")}</tr>`)
        .join("")}</tbody></table>`
    : `<p>No spend from ${escape(report.from)} to ${escape(report.to)}.</p>`;
  return `<h2>What each campaign cost</h2>${pullsHtml(report.pulls, pulling)}<p>${escape(totals)}</p>${unjoined}${table}`;
}

/** What the page says where no spend is set up. */
const ADD_SPEND =
  `<h2>What each campaign cost</h2><p class="note">To see what each campaign cost beside what it brought, give the site read-only access to the ad accounts (META_ADS_TOKEN and META_AD_ACCOUNT_ID, TIKTOK_ADS_TOKEN and TIKTOK_ADVERTISER_ID) or post your own spend to /api/spend with SPEND_TOKEN: the steps are in docs/ad-spend.md.</p>`;

/** "23 Nov" for a week's Monday. @param {string} day */
const shortDay = (day) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** The chart's colours: landings, leads, then each currency's spend. */
const COLOURS = ["#3b2bd6", "#0f7b5f", "#9a3412", "#7c2d92", "#1d4ed8"];

/**
 * A row of bars per series (landings, leads, and the spend in each currency), each scaled to its own largest week,
 * every bar labelled.
 * @param {import("./numbers-report.mjs").Week[]} weeks
 */
function chartSvg(weeks) {
  const width = 640;
  const band = width / weeks.length;
  const rowHeight = 120;
  const currencies = [...new Set(weeks.flatMap((week) => Object.keys(week.spend)))].sort();
  /** @type {{ label: string, values: number[], text: (value: number) => string }[]} */
  const series = [
    { label: "Landings", values: weeks.map((week) => week.landings), text: String },
    { label: "Leads", values: weeks.map((week) => week.leads), text: String },
    ...currencies.map((currency) => ({ label: `Spend, ${currency}`, values: weeks.map((week) => week.spend[currency] ?? 0), text: (/** @type {number} */ value) => Math.round(value).toLocaleString("en-GB") })),
  ];
  const rows = series
    .map(({ label, values, text }, row) => {
      const top = row * rowHeight;
      const colour = COLOURS[row % COLOURS.length];
      const max = Math.max(1, ...values);
      const bars = values
        .map((value, index) => {
          const height = Math.round((value / max) * (rowHeight - 60));
          const x = Math.round(index * band + band * 0.2);
          const y = top + rowHeight - 8 - height;
          return `<rect x="${x}" y="${y}" width="${Math.round(band * 0.6)}" height="${height}" fill="${colour}"/><text x="${Math.round(index * band + band / 2)}" y="${y - 5}" text-anchor="middle" font-size="13" fill="#10131a">${escape(text(value))}</text>`;
        })
        .join("");
      return `<text x="6" y="${top + 24}" font-size="13" font-weight="600" fill="${colour}">${escape(label)}</text>${bars}`;
    })
    .join("");
  const bottom = series.length * rowHeight;
  const labels = weeks.map((week, index) => `<text class="week" x="${Math.round(index * band + band / 2)}" y="${bottom + 24}" text-anchor="middle" font-size="12" fill="#4a5263">${escape(shortDay(week.week))}</text>`).join("");
  const what = currencies.length ? "Landings, leads and spend" : "Landings and leads";
  return (
    `<svg viewBox="0 0 ${width} ${bottom + 32}" role="img" aria-labelledby="chart-title"><title id="chart-title">${what} per week, the last ${weeks.length} weeks</title>` +
    `${rows}<line x1="0" x2="${width}" y1="${bottom}" y2="${bottom}" stroke="#c9ced8"/>${labels}</svg>`
  );
}

/** The page's head, with its one stylesheet. @param {string} title */
const head = (title) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escape(title)}</title><style>${PAGE_STYLE}</style></head>`;

/**
 * A page that says one thing (sign in; the numbers are not ready and what to run): its text escaped, `a command` in
 * backticks shown as code.
 * @param {string} title
 * @param {string} text
 */
export const messagePageHtml = (title, text) =>
  `${head(title)}<body><main><h1>${escape(title)}</h1><p>${escape(text).replace(/`([^`]+)`/g, "<code>$1</code>")}</p></main></body></html>`;

/** The columns of the waits' table. @type {[string, (wait: import("./numbers-report.mjs").Wait) => string | number, boolean][]} */
const WAIT_COLUMNS = [
  ["Form", (wait) => sourceName(wait.source), false],
  ["Leads", (wait) => wait.leads, true],
  ["Average wait", (wait) => waitText(wait.averageMs), true],
  ["Longest wait", (wait) => waitText(wait.longestMs), true],
];

/**
 * How long the platforms' leads waited, from the moment the person sent the platform's form to the team's chat
 * message: the longer a lead waits for an answer, the colder it is.
 * @param {import("./numbers-report.mjs").Wait[]} waits
 */
const waitsHtml = (waits) =>
  `<h2>How long the platforms' leads waited</h2><table><caption>From the moment someone sent the form inside the ad to the team's chat message about it.</caption>${headHtml(WAIT_COLUMNS)}<tbody>${waits
    .map((wait) => `<tr>${WAIT_COLUMNS.map((column) => cellHtml(column, wait)).join("")}</tr>`)
    .join("")}</tbody></table>`;

/** A group's columns in the speed's tables. @type {[string, (group: import("./answer-speed.mjs").SpeedGroup) => string | number, boolean][]} */
const SPEED_COLUMNS = [
  ["Leads", (group) => group.leads, true],
  ["Claimed, median", (group) => speedWaitText(group.claim.medianMs), true],
  ["First answer, median", (group) => speedWaitText(group.contact.medianMs), true],
  ["First answer, 90th percentile", (group) => speedWaitText(group.contact.p90Ms), true],
  ["Answered within 5 min", (group) => shareText(group.contact.within5MinShare, group.leads), true],
  ["Answered within an hour", (group) => shareText(group.contact.withinHourShare, group.leads), true],
  ["Passed on unclaimed", (group) => group.passes, true],
];

/** @param {number} part @param {number} whole */
const rateText = (part, whole) => (whole ? `${Math.round((part / whole) * 100)} %` : "–");

/** The rates by speed. @type {[string, (row: import("./answer-speed.mjs").BandRow) => string | number, boolean][]} */
const BAND_COLUMNS = [
  ["First answer", (row) => row.band, false],
  ["Leads", (row) => row.leads, true],
  ["Booked a call", (row) => row.booked, true],
  ["Booked rate", (row) => rateText(row.booked, row.leads), true],
  ["Became clients", (row) => row.clients, true],
  ["Client rate", (row) => rateText(row.clients, row.leads), true],
];

/**
 * @template Row
 * @param {string} caption
 * @param {[string, (row: Row) => string | number, boolean][]} columns
 * @param {Row[]} rows
 */
const tableHtml = (caption, columns, rows) =>
  `<table><caption>${escape(caption)}</caption>${headHtml(columns)}<tbody>${rows.map((row) => `<tr>${columns.map((column) => cellHtml(column, row)).join("")}</tr>`).join("")}</tbody></table>`;

/**
 * How fast the team answers, per person and per source, and whether speed pays: the leads that had an owner.
 * @param {import("./answer-speed.mjs").SpeedReport} speed
 */
const speedHtml = (speed) => {
  /** @type {[string, (group: import("./answer-speed.mjs").SpeedGroup) => string | number, boolean][]} */
  const person = [["Person", (group) => group.name, false], ["Share", (group) => group.weight ?? "–", true], ...SPEED_COLUMNS];
  /** @type {[string, (group: import("./answer-speed.mjs").SpeedGroup) => string | number, boolean][]} */
  const source = [["Form", (group) => group.name, false], ...SPEED_COLUMNS];
  return `<h2>How fast the team answers</h2>
<p class="note">From the moment a lead arrived to its claim and to the first answer a person gave it (a press of Contacted, your tool's contacted stage, a booked call), counted in its owner's working hours.${speed.contact.waiting ? ` ${speed.contact.waiting} of ${speed.leads} leads have no first answer yet: they count as not answered within 5 minutes or an hour.` : ""}${speed.fitWaitedOverAnHour ? ` ${speed.fitWaitedOverAnHour} fit lead${speed.fitWaitedOverAnHour === 1 ? "" : "s"} waited over an hour.` : ""}</p>
${tableHtml("Per person: their share of the pool's leads beside the leads they owned.", person, speed.people)}
${tableHtml("Per form the leads came from.", source, speed.sources)}
${tableHtml("Does speed pay? Booked calls and clients by how fast the lead was first answered.", BAND_COLUMNS, speed.bands)}`;
};

/**
 * The whole page.
 * @param {{ report?: AnyReport, weeks: import("./numbers-report.mjs").Week[], from: string, to: string, error?: string, spendOn?: boolean, pulling?: boolean, speed?: import("./answer-speed.mjs").SpeedReport }} view
 *   `spendOn`: whether the spend is set up; `pulling`: whether any platform's spend is pulled
 */
export function numbersPageHtml({ report, weeks, from, to, error, spendOn = false, pulling = false, speed }) {
  const columns = report ? columnsOf(report) : COLUMNS;
  const table =
    report && report.rows.length
      ? `<table><caption>Per landing page, where the visit came from and its campaign, ${escape(report.from)} to ${escape(report.to)}. Rate: leads per landing.${hasSpend(report) ? " Spend (shared out): the campaign's spend shared out by its landings on each page." : ""}</caption>` +
        headHtml(columns) +
        `<tbody>${report.rows.map((row) => `<tr>${columns.map((column) => cellHtml(column, row)).join("")}</tr>`).join("")}</tbody>` +
        `<tfoot>${totalsHtml(report, columns)}</tfoot></table>`
      : report
        ? `<p>Nothing was counted from ${escape(report.from)} to ${escape(report.to)}. A landing is counted when someone opens a page of the site from an ad, another site or a typed address; a lead when a form arrives.</p>`
        : "";
  const currencies = [...new Set(weeks.flatMap((week) => Object.keys(week.spend)))].sort();
  const weekColumns = /** @type {[string, (week: import("./numbers-report.mjs").Week) => string | number, boolean][]} */ ([
    ["Week from", (week) => week.week, false],
    ["Landings", (week) => week.landings, true],
    ["Leads", (week) => week.leads, true],
    ...currencies.map((currency) => /** @type {[string, (week: import("./numbers-report.mjs").Week) => string | number, boolean]} */ ([`Spend, ${currency}`, (week) => amountsText(week.spend[currency] ? { [currency]: week.spend[currency] } : {}), true])),
  ]);
  const weeksTable = `<details><summary>The weeks as a table</summary><table>${headHtml(weekColumns)}<tbody>${weeks
    .map((week) => `<tr>${weekColumns.map((column) => cellHtml(column, week)).join("")}</tr>`)
    .join("")}</tbody></table></details>`;
  const spend = report && hasSpend(report) ? campaignsHtml(report, pulling) : spendOn ? "" : ADD_SPEND;
  return `${head("The site's numbers")}<body><main>
<h1>Which pages bring clients</h1>
<p class="note">Counted by the site's server from the pages it serves: no cookie, no script, nothing kept about a visitor. A landing is a visit from outside the site (an ad, another site, a typed address); bots and prefetches are left out. Days are UTC${spendOn ? "; the spend's days are each ad account's own, in its time zone" : ""}.</p>
<form method="get"><label>From <input type="date" name="from" value="${escape(from)}"></label><label>To <input type="date" name="to" value="${escape(to)}"></label><button type="submit">Show</button></form>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ""}
<h2>The last ${weeks.length} weeks</h2>
${chartSvg(weeks)}
${weeksTable}
${spend}
<h2>Landing pages and campaigns</h2>
${table}
<p class="note">Source: the ad platform of a click (Meta, TikTok, Google Ads…), else the link's utm_source, else the site that linked here, else direct. A lead counts under the page, source and campaign of the visit it started with; qualified, booked and clients as your tool reports them. A lead sent from a form inside Meta or TikTok (an Instant Form) counts under its campaign with “(no landing page)”: it saw none of the site's pages.</p>
${report?.notFitReasons ? reasonsHtml(report.notFitReasons) : ""}
${report?.waits.length ? waitsHtml(report.waits) : ""}
${speed ? speedHtml(speed) : ""}
</main></body></html>`;
}
