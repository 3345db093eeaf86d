// The ad spend as the numbers keep it (docs/ad-spend.md): one row per day, platform and campaign, from a platform's
// report (spend-platforms.mjs) or the agency's own upload (`POST /api/spend`, read here). Pure: the same on every host.
import { NUMBERS_KEPT_FOR_DAYS } from "../app/lib/numbers-kept-for.mjs";
import { addDays, isDay } from "./numbers-store.mjs";
import { normalised } from "./traffic-key.mjs";

/**
 * A day's spend on one campaign of one platform, in the ad account's currency. `campaignId` is the platform's ID of the
 * campaign (empty for an uploaded row that has none: it joins by name).
 * @typedef {{ day: string, platform: string, campaignId: string, campaignName: string, amount: number, currency: string }} SpendRow
 */

/** The fields of an uploaded row, as CSV's header and JSON's keys name them. */
export const UPLOAD_FIELDS = /** @type {const} */ (["day", "platform", "campaign_id", "campaign_name", "amount", "currency"]);

/** The most rows one upload may hold: a year of a hundred campaigns a day fits many times over in a few uploads. */
export const MAX_UPLOAD_ROWS = 20_000;

/** What identifies a row: a later row with the same day, platform and campaign replaces it. @param {SpendRow} row */
export const spendCampaignOf = (row) => row.campaignId || `name:${normalised(row.campaignName)}`;

/** @param {SpendRow} row */
export const spendKeyOf = (row) => JSON.stringify([row.day, row.platform, spendCampaignOf(row)]);

/** An amount kept to the cent. @param {number} amount */
export const cents = (amount) => Math.round(amount * 100) / 100;

/**
 * A row from the fields given (strings, or a JSON value), or what is wrong with it in words the agency can act on.
 * @param {Record<string, unknown>} fields
 * @param {string} today
 * @returns {{ ok: true, row: SpendRow } | { ok: false, message: string }}
 */
export function spendRowOf(fields, today) {
  const text = (/** @type {string} */ name) => (typeof fields[name] === "number" ? String(fields[name]) : typeof fields[name] === "string" ? /** @type {string} */ (fields[name]).trim() : "");
  const unknown = Object.keys(fields).filter((name) => !(/** @type {readonly string[]} */ (UPLOAD_FIELDS)).includes(name));
  if (unknown.length) return { ok: false, message: `${unknown.map((name) => JSON.stringify(name)).join(", ")} is not a field of a spend row (the fields: ${UPLOAD_FIELDS.join(", ")})` };
  const day = text("day");
  if (!isDay(day)) return { ok: false, message: `day must be a day written YYYY-MM-DD, like ${today}, got ${JSON.stringify(day)}` };
  if (day > addDays(today, 1)) return { ok: false, message: `day ${day} is in the future` };
  if (day < addDays(today, 1 - NUMBERS_KEPT_FOR_DAYS)) return { ok: false, message: `day ${day} is older than the ${NUMBERS_KEPT_FOR_DAYS} days the numbers are kept` };
  const platform = normalised(text("platform"));
  if (!/^[a-z0-9][a-z0-9 ._-]{0,39}$/.test(platform)) return { ok: false, message: `platform must name the ad platform (like google or linkedin), got ${JSON.stringify(text("platform"))}` };
  const campaignId = text("campaign_id");
  const campaignName = text("campaign_name").replace(/\p{Cc}/gu, " ").slice(0, 200);
  if (campaignId.length > 100 || /\p{Cc}/u.test(campaignId)) return { ok: false, message: "campaign_id must be the platform's ID of the campaign (at most 100 characters)" };
  if (!campaignId && !normalised(campaignName)) return { ok: false, message: "campaign_id or campaign_name must be given (the ID as the ad's utm_id carries it, else the name as its utm_campaign does)" };
  const amountText = text("amount");
  const amount = /^\d+(\.\d+)?$/.test(amountText) ? Number(amountText) : Number.NaN;
  if (!Number.isFinite(amount) || amount > 1e9) return { ok: false, message: `amount must be the spend as a number with a dot for decimals, like 12.50, got ${JSON.stringify(amountText)}` };
  const currency = text("currency").toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return { ok: false, message: `currency must be a three-letter code like EUR or USD, got ${JSON.stringify(text("currency"))}` };
  return { ok: true, row: { day, platform, campaignId, campaignName: campaignName || campaignId, amount: cents(amount), currency } };
}

/**
 * The fields of each line of a CSV text (RFC 4180: commas, double quotes around a field that holds one, "" for a quote
 * inside), with the line each record starts on; a semicolon-separated file, as a spreadsheet in many countries saves
 * it, is read too.
 * @param {string} csv
 */
function csvRecords(csv) {
  const text = csv.replace(/^\uFEFF/, "");
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";
  /** @type {{ line: number, fields: string[] }[]} */
  const records = [];
  let fields = /** @type {string[]} */ ([]);
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else {
        if (character === "\n") line++;
        field += character;
      }
    } else if (character === '"' && field === "") quoted = true;
    else if (character === separator) {
      fields.push(field);
      field = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && text[index + 1] === "\n") index++;
      fields.push(field);
      if (fields.some((value) => value.trim() !== "")) records.push({ line: start, fields });
      fields = [];
      field = "";
      line++;
      start = line;
    } else field += character;
  }
  fields.push(field);
  if (fields.some((value) => value.trim() !== "")) records.push({ line: start, fields });
  return records;
}

/**
 * The rows of an upload: JSON (an array of rows, or `{ "rows": [...] }`) or CSV with a header line naming the
 * fields; or the first thing wrong, naming its line (CSV) or row (JSON), so nothing of a bad upload is written.
 * @param {string} body
 * @param {string} contentType
 * @param {string} today
 * @returns {{ ok: true, rows: SpendRow[] } | { ok: false, message: string }}
 */
export function spendUploadOf(body, contentType, today) {
  const isJson = /\bjson\b/i.test(contentType) || (!/\bcsv\b/i.test(contentType) && /^\s*[[{]/.test(body));
  /** @type {{ where: string, fields: Record<string, unknown> }[]} */
  let entries;
  if (isJson) {
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { ok: false, message: "The body is not JSON: send an array of rows, or { \"rows\": [...] }, or CSV with Content-Type: text/csv." };
    }
    const list = Array.isArray(parsed) ? parsed : parsed?.rows;
    if (!Array.isArray(list)) return { ok: false, message: "Send an array of rows, or { \"rows\": [...] }." };
    entries = list.map((fields, index) => ({ where: `Row ${index + 1}`, fields: fields && typeof fields === "object" && !Array.isArray(fields) ? fields : { "(not an object)": fields } }));
  } else {
    const [header, ...records] = csvRecords(body);
    if (!header) return { ok: false, message: `The CSV is empty: its first line names the fields (${UPLOAD_FIELDS.join(",")}), then a line per row.` };
    const names = header.fields.map((name) => name.trim().toLowerCase());
    const missing = UPLOAD_FIELDS.filter((name) => name !== "campaign_id" && name !== "campaign_name" && !names.includes(name));
    if (missing.length) return { ok: false, message: `Line ${header.line}: the header must name the fields ${UPLOAD_FIELDS.join(",")}; ${missing.join(", ")} missing.` };
    entries = records.map(({ line, fields }) => {
      if (fields.length > names.length) return { where: `Line ${line}`, fields: { "(a field more than the header names)": fields.at(-1) } };
      return { where: `Line ${line}`, fields: Object.fromEntries(names.map((name, index) => [name, fields[index] ?? ""])) };
    });
  }
  if (!entries.length) return { ok: false, message: "The upload holds no row." };
  if (entries.length > MAX_UPLOAD_ROWS) return { ok: false, message: `An upload holds at most ${MAX_UPLOAD_ROWS} rows; send the rest in another.` };
  /** @type {Map<string, SpendRow>} */
  const rows = new Map();
  for (const { where, fields } of entries) {
    const result = spendRowOf(fields, today);
    if (!result.ok) return { ok: false, message: `${where}: ${result.message}.` };
    // A row repeated within the upload: the later one stands, as a later upload's would.
    rows.set(spendKeyOf(result.row), result.row);
  }
  return { ok: true, rows: [...rows.values()] };
}
