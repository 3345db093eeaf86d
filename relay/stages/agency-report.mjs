// What the agency's tool may report of a lead's later stage (docs/leads.md, "When a lead becomes a client"), read from
// its JSON, with what is wrong said in words a person setting up a no-code tool understands.
import { STAGES } from "../lead-stages.mjs";

/** @typedef {import("../lead-stages.mjs").Stage} Stage @typedef {import("../lead-stages.mjs").StageReport} StageReport */

/** The currencies this engine knows by their ISO 4217 codes (every current one). */
const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

/**
 * A report read from its JSON, or the field that is wrong and why, in words a person setting up a no-code tool
 * understands. An amount may come as a number or as a text of one (a sheet's cell), never with separators or a sign.
 * @param {unknown} body the parsed JSON
 * @param {(reference: string) => boolean} isReference whether a text has a lead reference's shape
 * @returns {{ ok: true, report: StageReport } | { ok: false, field: string, message: string }}
 */
export function stageReportOf(body, isReference) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { ok: false, field: "body", message: 'Send a JSON object such as {"reference": "K7QM-3XPA", "stage": "booked"}.' };
  const { reference, stage, value, currency } = /** @type {Record<string, unknown>} */ (body);
  const written = typeof reference === "string" ? reference.trim().toUpperCase() : "";
  if (!isReference(written)) return { ok: false, field: "reference", message: "reference must be the lead's reference as the visitor was shown it, like K7QM-3XPA." };
  if (typeof stage !== "string" || !Object.hasOwn(STAGES, stage)) return { ok: false, field: "stage", message: `stage must be one of ${Object.keys(STAGES).join(", ")}.` };
  if (stage !== "client") {
    if (value !== undefined) return { ok: false, field: "value", message: "value goes only with the stage client." };
    if (currency !== undefined) return { ok: false, field: "currency", message: "currency goes only with the stage client." };
    return { ok: true, report: { reference: written, stage: /** @type {Stage} */ (stage) } };
  }
  const amount = typeof value === "number" ? value : typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(amount) || amount < 0) return { ok: false, field: "value", message: "value must be the contract's amount as a number, like 4800 or 4800.50, without a currency sign or thousands separators." };
  const code = typeof currency === "string" ? currency.trim().toUpperCase() : "";
  if (!CURRENCIES.has(code)) return { ok: false, field: "currency", message: "currency must be the amount's three-letter ISO 4217 code, like EUR, USD or GBP." };
  return { ok: true, report: { reference: written, stage: "client", value: amount, currency: code } };
}

