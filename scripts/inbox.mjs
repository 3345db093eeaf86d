// Prints the local inbox's leads, newest first, as a table: `npm run inbox` (INBOX_FILE overrides the file).
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import CLICK_IDS from "../app/lib/attribution/click-ids.json" with { type: "json" };

const WIDTHS = { time: 16, form: 11, name: 24, email: 30, reference: 9, campaign: 32, note: 4 };

/** @param {string} text @param {number} width */
const cell = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

/**
 * One row per lead: what the agency scans for first.
 * @param {{ receivedAt: string, form?: string, reference?: string, spam?: string, fields: Record<string, string> }} lead
 */
export function leadRow(lead) {
  const { fields } = lead;
  const touch = (/** @type {string} */ name) => fields[`last_touch_${name}`] ?? fields[`first_touch_${name}`];
  const campaign = [touch("utm_source"), touch("utm_medium"), touch("utm_campaign")].filter(Boolean).join(" / ");
  const clickId = CLICK_IDS.find((name) => touch(name));
  return {
    time: lead.receivedAt.slice(0, 16).replace("T", " "),
    form: lead.form === "apply" ? "application" : (lead.form ?? "?"),
    name: fields.fullName ?? fields.name ?? "",
    email: fields.email ?? "",
    reference: lead.reference ?? "",
    campaign: campaign || (clickId ? `(${clickId})` : fields.first_touch_referrer ?? "direct"),
    note: lead.spam ? "spam" : "",
  };
}

/** @param {string} text the inbox file's JSON lines */
export function inboxTable(text) {
  const leads = text
    .split("\n")
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    })
    .reverse();
  const header = Object.fromEntries(Object.keys(WIDTHS).map((key) => [key, key === "email" ? "e-mail" : key]));
  const line = (/** @type {Record<string, string>} */ row) =>
    Object.entries(WIDTHS)
      .map(([key, width]) => cell(row[key] ?? "", width))
      .join("  ")
      .trimEnd();
  return [line(header), line(Object.fromEntries(Object.entries(WIDTHS).map(([key, width]) => [key, "-".repeat(width)]))), ...leads.map((lead) => line(leadRow(lead)))].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = resolve(process.env.INBOX_FILE ?? "data/inbox.jsonl");
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) {
    console.log(`No leads yet: ${file} does not exist.`);
  } else {
    const count = text.split("\n").filter((line) => line.trim()).length;
    console.log(`${count} lead${count === 1 ? "" : "s"} in ${file}, newest first\n`);
    console.log(inboxTable(text));
  }
}
