// NUMBERS_PAGE_PATH's page for the agency's staff: the report as a table (cards on a phone) and a chart of the last
// eight weeks drawn on the server as SVG. No script at all; every value the visitors' addresses chose (a campaign's
// name) is escaped.
import { rateOf, revenueText } from "./numbers-report.mjs";

/** @param {string | number} text */
const escape = (text) => String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page's whole stylesheet: its hash goes in the page's policy. */
export const PAGE_STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#10131a;background:#f6f7f9}
body{margin:0}main{max-width:72rem;margin:0 auto;padding:1.25rem}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:2rem 0 .5rem}
p{max-width:42rem;line-height:1.5}.note{color:#4a5263}
form{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:1rem 0}
label{display:grid;gap:.25rem;font-weight:600;font-size:.9rem}
input,button{font:inherit;padding:.5rem .6rem;border:1px solid #8a93a6;border-radius:.4rem;min-height:2.75rem;box-sizing:border-box}
button{background:#3b2bd6;color:#fff;border-color:#3b2bd6;font-weight:600;padding:.5rem 1rem}
.error{background:#fde8e8;border-left:4px solid #b42318;padding:.75rem 1rem;color:#7a1a12}
svg{width:100%;height:auto;max-width:44rem;background:#fff;border-radius:.5rem}
table{border-collapse:collapse;width:100%;background:#fff;border-radius:.5rem}
th,td{padding:.55rem .6rem;text-align:left;border-bottom:1px solid #e3e6ec;vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
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
td.n{text-align:right}
td::before{content:attr(data-label);font-weight:600;color:#4a5263;text-align:left}
caption{display:block}
svg text{font-size:24px}
svg .week{font-size:20px}
}`;

/** @typedef {import("./numbers-report.mjs").ReportRow} ReportRow */

/**
 * The columns of the table: header, how a row's cell reads, and whether it is a number.
 * @type {[string, (row: ReportRow) => string | number, boolean][]}
 */
const COLUMNS = [
  ["Landing page", (row) => row.landingPage, false],
  ["Source", (row) => row.source, false],
  ["Campaign", (row) => row.campaign, false],
  ["Landings", (row) => row.landings, true],
  ["Leads", (row) => row.leads, true],
  ["Rate", (row) => rateOf(row.leads, row.landings), true],
  ["Qualified", (row) => row.qualified, true],
  ["Booked", (row) => row.booked, true],
  ["Clients", (row) => row.clients, true],
  ["Revenue", (row) => revenueText(row.revenue), true],
];

/** How many columns name a row's key (landing page, source, campaign): the totals' row names what it adds up instead. */
const KEY_COLUMNS = COLUMNS.findIndex(([, , number]) => number);

/** @param {[string, (row: ReportRow) => string | number, boolean]} column @param {ReportRow} row */
const cellHtml = ([label, read, number], row) => `<td data-label="${label}" class="${number ? "n" : "key"}">${escape(read(row))}</td>`;

/** A row of the table. @param {ReportRow} row */
const rowHtml = (row) => `<tr>${COLUMNS.map((column) => cellHtml(column, row)).join("")}</tr>`;

/**
 * The totals' row: one cell saying what they add up, in place of a landing page, a source and a campaign (a phone's
 * card would show those labels with nothing beside them), then the numbers.
 * @param {import("./numbers-report.mjs").Report["totals"]} totals
 */
const totalsHtml = (totals) => {
  const row = { landingPage: "", source: "", campaign: "", ...totals };
  const numbers = COLUMNS.slice(KEY_COLUMNS).map((column) => cellHtml(column, row));
  return `<tr><th scope="row" colspan="${KEY_COLUMNS}" class="total">Total: every landing page, source and campaign above</th>${numbers.join("")}</tr>`;
};

/** "23 Nov" for a week's Monday. @param {string} day */
const shortDay = (day) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * Two bar rows, landings above and leads below, each scaled to its own largest week, every bar labelled.
 * @param {{ week: string, landings: number, leads: number }[]} weeks
 */
function chartSvg(weeks) {
  const width = 640;
  const band = width / weeks.length;
  const rowHeight = 90;
  /** @param {"landings" | "leads"} series @param {number} top @param {string} colour */
  const bars = (series, top, colour) => {
    const max = Math.max(1, ...weeks.map((week) => week[series]));
    return weeks
      .map((week, index) => {
        const height = Math.round((week[series] / max) * (rowHeight - 30));
        const x = Math.round(index * band + band * 0.2);
        const y = top + rowHeight - height;
        return `<rect x="${x}" y="${y}" width="${Math.round(band * 0.6)}" height="${height}" fill="${colour}"/><text x="${Math.round(index * band + band / 2)}" y="${y - 5}" text-anchor="middle" font-size="13" fill="#10131a">${week[series]}</text>`;
      })
      .join("");
  };
  const labels = weeks.map((week, index) => `<text class="week" x="${Math.round(index * band + band / 2)}" y="268" text-anchor="middle" font-size="12" fill="#4a5263">${escape(shortDay(week.week))}</text>`).join("");
  return (
    `<svg viewBox="0 0 ${width} 276" role="img" aria-labelledby="chart-title"><title id="chart-title">Landings and leads per week, the last ${weeks.length} weeks</title>` +
    `<text x="6" y="24" font-size="13" font-weight="600" fill="#3b2bd6">Landings</text>${bars("landings", 30, "#3b2bd6")}` +
    `<text x="6" y="146" font-size="13" font-weight="600" fill="#0f7b5f">Leads</text>${bars("leads", 152, "#0f7b5f")}` +
    `<line x1="0" x2="${width}" y1="244" y2="244" stroke="#c9ced8"/>${labels}</svg>`
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

/**
 * The whole page.
 * @param {{ report?: import("./numbers-report.mjs").Report, weeks: { week: string, landings: number, leads: number }[], from: string, to: string, error?: string }} view
 */
export function numbersPageHtml({ report, weeks, from, to, error }) {
  const table =
    report && report.rows.length
      ? `<table><caption>Per landing page, where the visit came from and its campaign, ${escape(report.from)} to ${escape(report.to)}. Rate: leads per landing.</caption>` +
        `<thead><tr>${COLUMNS.map(([label, , number]) => `<th scope="col"${number ? ' class="n"' : ""}>${label}</th>`).join("")}</tr></thead>` +
        `<tbody>${report.rows.map(rowHtml).join("")}</tbody>` +
        `<tfoot>${totalsHtml(report.totals)}</tfoot></table>`
      : report
        ? `<p>Nothing was counted from ${escape(report.from)} to ${escape(report.to)}. A landing is counted when someone opens a page of the site from an ad, another site or a typed address; a lead when a form arrives.</p>`
        : "";
  const weeksTable = `<details><summary>The weeks as a table</summary><table><thead><tr><th scope="col">Week from</th><th scope="col" class="n">Landings</th><th scope="col" class="n">Leads</th></tr></thead><tbody>${weeks
    .map((week) => `<tr><td data-label="Week from">${escape(week.week)}</td><td data-label="Landings" class="n">${week.landings}</td><td data-label="Leads" class="n">${week.leads}</td></tr>`)
    .join("")}</tbody></table></details>`;
  return `${head("The site's numbers")}<body><main>
<h1>Which pages bring clients</h1>
<p class="note">Counted by the site's server from the pages it serves: no cookie, no script, nothing kept about a visitor. A landing is a visit from outside the site (an ad, another site, a typed address); bots and prefetches are left out. Days are UTC.</p>
<form method="get"><label>From <input type="date" name="from" value="${escape(from)}"></label><label>To <input type="date" name="to" value="${escape(to)}"></label><button type="submit">Show</button></form>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ""}
<h2>The last ${weeks.length} weeks</h2>
${chartSvg(weeks)}
${weeksTable}
<h2>Landing pages and campaigns</h2>
${table}
<p class="note">Source: the ad platform of a click (meta, tiktok, google…), else the link's utm_source, else the site that linked here, else direct. A lead counts under the page, source and campaign of the visit it started with; qualified, booked and clients as your tool reports them.</p>
</main></body></html>`;
}
