// Prints the local inbox's leads, newest first, as a table: `npm run inbox` (INBOX_FILE overrides the file).
// `npm run inbox -- --outcome not-a-fit` lists only the leads the agency's rules judged so (fit, review, not-a-fit;
// docs/qualification.md). `npm run inbox -- --by-campaign` counts them per landing page and campaign instead. `npm run inbox -- --forget
// <reference>` asks the running server to forget a lead (docs/leads.md), with the server's PORT and LEAD_STAGE_TOKEN.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import CLICK_ID_PLATFORMS from "../app/lib/attribution/click-ids.json" with { type: "json" };
import { LEAD_STAGE_PATH } from "../app/lib/site-endpoints.mjs";
import { platformOfForm } from "../app/lib/platform-forms.mjs";
import { platformName } from "../numbers/ad-platforms.mjs";
import { NO_LANDING_PAGE } from "../numbers/traffic-key.mjs";

const WIDTHS = { time: 16, form: 11, name: 24, email: 30, reference: 9, campaign: 32, judged: 24, owner: 18, note: 4 };

/** The outcomes of the agency's rules, as `--outcome` takes them and the table writes them. */
const OUTCOMES = { fit: "fit", review: "review", "not-a-fit": "not a fit" };

/**
 * @typedef {{ receivedAt: string, form?: string, reference?: string, spam?: string, judgement?: { outcome: string, rule: string, reason?: string }, owner?: string, fields: Record<string, string> }} InboxLead
 */

/** How the table writes a lead's judgement: "not a fit (Under 18)"; nothing for a lead kept before rules. @param {InboxLead["judgement"]} judgement */
const judgedCell = (judgement) => {
  if (!judgement) return "";
  const word = OUTCOMES[/** @type {keyof typeof OUTCOMES} */ (judgement.outcome)] ?? judgement.outcome;
  return judgement.outcome === "not-a-fit" && judgement.reason ? `${word} (${judgement.reason})` : word;
};

/**
 * What a terminal shows of a text a visitor wrote: every control character (an escape sequence could set the
 * window's title, clear the screen or fake other rows) and every direction override (which could reorder a row)
 * written out as an escape, e.g. \x1b.
 * @param {string} text
 */
export const printable = (text) =>
  text.replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, (character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });

/** @param {string} text @param {number} width */
const cell = (text, width) => {
  const shown = printable(text);
  return shown.length > width ? `${shown.slice(0, width - 1)}…` : shown.padEnd(width);
};

/** A form as the table names it: "application", a platform's own form as "Meta form", "TikTok form". @param {string | undefined} form */
const formName = (form) => {
  const platform = platformOfForm(form ?? "");
  return platform ? `${platformName(platform)} form` : form === "apply" ? "application" : (form ?? "?");
};

/**
 * One row per lead: what the agency scans for first.
 * @param {InboxLead} lead
 */
export function leadRow(lead) {
  const { fields } = lead;
  const touch = (/** @type {string} */ name) => fields[`last_touch_${name}`] ?? fields[`first_touch_${name}`];
  // A campaign by its name, else by its ID (a TikTok Instant Form names none).
  const campaign = [touch("utm_source"), touch("utm_medium"), touch("utm_campaign") || touch("utm_id")].filter(Boolean).join(" / ");
  const clickId = Object.keys(CLICK_ID_PLATFORMS).find((name) => touch(name));
  return {
    time: lead.receivedAt.slice(0, 16).replace("T", " "),
    form: formName(lead.form),
    name: fields.fullName ?? fields.name ?? "",
    email: fields.email ?? "",
    reference: lead.reference ?? "",
    campaign: campaign || (clickId ? `(${clickId})` : fields.first_touch_referrer ?? "direct"),
    judged: judgedCell(lead.judgement),
    owner: lead.owner ?? "",
    note: lead.spam ? "spam" : "",
  };
}

/**
 * The inbox file's leads, newest first, and each line that is not a lead (cut short by a crash, edited by hand) by
 * its line number: never skipped in silence.
 * @param {string} text the inbox file's JSON lines
 */
export function readInbox(text) {
  /** @type {InboxLead[]} */
  const leads = [];
  /** @type {{ line: number, text: string }[]} */
  const damaged = [];
  text.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    try {
      const lead = JSON.parse(line);
      if (typeof lead?.receivedAt === "string" && lead.fields && typeof lead.fields === "object") {
        leads.push(lead);
        return;
      }
    } catch {
      // Reported below.
    }
    damaged.push({ line: index + 1, text: line });
  });
  return { leads: leads.reverse(), damaged };
}

/**
 * The lines `npm run inbox` could not read, for the reader to open the file at.
 * @param {{ line: number, text: string }[]} damaged
 */
export function damagedReport(damaged) {
  if (!damaged.length) return "";
  const shown = (/** @type {string} */ text) => printable(text.length > 80 ? `${text.slice(0, 79)}…` : text);
  return [
    `${damaged.length} line${damaged.length === 1 ? "" : "s"} of the file could not be read as a lead (cut short, or edited by hand); open the file at:`,
    ...damaged.map(({ line, text }) => `  line ${line}: ${shown(text)}`),
  ].join("\n");
}

/**
 * How many leads each landing page and campaign brought, most first: the first question asked of a campaign.
 * @param {string} text the inbox file's JSON lines
 */
export function campaignCounts(text) {
  /** @type {Map<string, { page: string, campaign: string, leads: number }>} */
  const counts = new Map();
  for (const lead of readInbox(text).leads) {
    if (lead.spam) continue;
    const page = printable(lead.fields.landing_page ?? lead.fields.first_touch_landing_page ?? (platformOfForm(lead.form ?? "") ? NO_LANDING_PAGE : ""));
    const { campaign } = leadRow(lead);
    const key = `${page}\n${campaign}`;
    const row = counts.get(key) ?? { page, campaign, leads: 0 };
    row.leads++;
    counts.set(key, row);
  }
  const rows = [...counts.values()].sort((a, b) => b.leads - a.leads || a.page.localeCompare(b.page));
  const width = Math.max(12, ...rows.map((row) => row.page.length));
  return [`${"landing page".padEnd(width)}  ${"campaign".padEnd(32)}  leads`, ...rows.map((row) => `${row.page.padEnd(width)}  ${cell(row.campaign, 32)}  ${row.leads}`)].join("\n");
}

/**
 * The leads as a table, newest first; with an outcome, only the leads the agency's rules judged so.
 * @param {string} text the inbox file's JSON lines
 * @param {string} [outcome] fit, review or not-a-fit
 */
export function inboxTable(text, outcome) {
  const leads = readInbox(text).leads.filter((lead) => !outcome || lead.judgement?.outcome === outcome);
  // The owner given as each lead arrived (docs/team.md), where the team shares leads.
  const widths = Object.entries(WIDTHS).filter(([key]) => key !== "owner" || leads.some((lead) => lead.owner));
  const header = Object.fromEntries(widths.map(([key]) => [key, key === "email" ? "e-mail" : key]));
  const line = (/** @type {Record<string, string>} */ row) =>
    widths
      .map(([key, width]) => cell(row[key] ?? "", width))
      .join("  ")
      .trimEnd();
  return [line(header), line(Object.fromEntries(widths.map(([key, width]) => [key, "-".repeat(width)]))), ...leads.map((lead) => line(leadRow(lead)))].join("\n");
}

/**
 * Asks the running server to forget a lead: everything it keeps of it in the inbox and the outbox. What to print, and
 * whether it was done.
 * @param {string | undefined} reference
 * @param {{ origin: string, token: string | undefined, fetchImpl?: typeof fetch }} server
 * @returns {Promise<{ ok: boolean, text: string }>}
 */
export async function forgetLead(reference, { origin, token, fetchImpl = fetch }) {
  if (!reference || reference.startsWith("-")) return { ok: false, text: "Name the lead: npm run inbox -- --forget K7QM-3XPA" };
  if (!token) return { ok: false, text: "Set LEAD_STAGE_TOKEN to the token the server runs with: LEAD_STAGE_TOKEN=… npm run inbox -- --forget " + reference };
  const address = `${origin}${LEAD_STAGE_PATH}/${encodeURIComponent(reference)}`;
  /** @type {Response} */
  let response;
  try {
    response = await fetchImpl(address, { method: "DELETE", headers: { Authorization: `Bearer ${token}` } });
  } catch {
    return { ok: false, text: `No server answers at ${origin}: start it (npm start, or npm run serve) with the PORT and LEAD_STAGE_TOKEN it runs with, then ask again.` };
  }
  const answer = await response.json().catch(() => ({}));
  if (response.ok) return { ok: true, text: printable(String(answer.message ?? `Forgotten: ${reference}.`)) };
  if (response.status === 401) return { ok: false, text: "The server refused the token: use the LEAD_STAGE_TOKEN it runs with." };
  if (response.status === 404) return { ok: false, text: `The server at ${origin} takes no such request: it runs without LEAD_STAGE_TOKEN (docs/leads.md, "Forgetting a lead").` };
  return { ok: false, text: printable(`The server answered ${response.status}: ${answer.message ?? "no reason given"}`) };
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes("--forget")) {
  const { ok, text } = await forgetLead(process.argv[process.argv.indexOf("--forget") + 1], {
    origin: `http://127.0.0.1:${process.env.PORT || 3000}`,
    token: process.env.LEAD_STAGE_TOKEN?.trim(),
  });
  console.log(text);
  if (!ok) process.exitCode = 1;
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const file = resolve(process.env.INBOX_FILE ?? "data/inbox.jsonl");
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) {
    console.log(`No leads yet: ${file} does not exist.`);
  } else {
    const { leads, damaged } = readInbox(text);
    const byCampaign = process.argv.includes("--by-campaign");
    const asked = process.argv.includes("--outcome") ? (process.argv[process.argv.indexOf("--outcome") + 1] ?? "") : undefined;
    if (asked !== undefined && !Object.hasOwn(OUTCOMES, asked)) {
      console.log(`--outcome takes one of ${Object.keys(OUTCOMES).join(", ")}: npm run inbox -- --outcome not-a-fit`);
      process.exit(1);
    }
    const count = asked ? leads.filter((lead) => lead.judgement?.outcome === asked).length : leads.length;
    const which = asked ? ` judged ${OUTCOMES[/** @type {keyof typeof OUTCOMES} */ (asked)]}` : "";
    console.log(`${count} lead${count === 1 ? "" : "s"}${which} in ${file}${byCampaign ? ", per landing page and campaign (spam left out)" : ", newest first"}\n`);
    console.log(byCampaign ? campaignCounts(text) : inboxTable(text, asked));
    if (damaged.length) {
      console.log(`\n${damagedReport(damaged)}`);
      process.exitCode = 1;
    }
  }
}
