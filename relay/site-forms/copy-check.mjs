// POST /api/lead (LEAD_RELAY_PATH): the copy of a lead the form service accepted, which the visitor's browser sends
// the site's own server side to relay. On web standards (Request in, an answer out), so the included server and the
// hosts' functions check a copy alike. The copy is checked as the local inbox checks a post; its hCaptcha token was
// spent at the form service and cannot be checked again (docs/leads.md says what a forged copy could do).
import { readLimited } from "../signed-requests.mjs";

/** The largest copy read: a lead is a few KiB, and a browser's `keepalive` request carries at most 64 KiB. */
export const MAX_COPY_BYTES = 64 * 1024;

/**
 * The forms' own checks, as the relay uses them (app/forms/inbox-check.ts; the included server loads the build's
 * bundle of it).
 * @typedef {Pick<typeof import("../../app/forms/inbox-check"), "checkSubmission" | "leadReference" | "attributionOf" | "consentOf">} FormChecks
 */

/**
 * @typedef {{ status: number, body: { success: boolean, message: string, errors?: Record<string, string> }, lead?: import("../relayed-lead.mjs").RelayedLead }} CopyAnswer
 */

/** @param {number} status @param {string} message @returns {CopyAnswer} */
const refuse = (status, message) => ({ status, body: { success: false, message } });

/**
 * The fields of a copy sent as JSON (an object of texts) or as form data; null when it is neither.
 * @param {Uint8Array<ArrayBuffer>} body
 * @param {string} type
 * @returns {Promise<Record<string, string> | null>}
 */
async function fieldsOf(body, type) {
  if (type.toLowerCase().startsWith("application/json")) {
    let value;
    try {
      value = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return null;
    }
    if (!value || typeof value !== "object" || Array.isArray(value) || !Object.values(value).every((item) => typeof item === "string")) return null;
    return value;
  }
  let data;
  try {
    data = await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    return null;
  }
  /** @type {Record<string, string>} */
  const fields = Object.create(null);
  for (const [name, value] of data) {
    if (typeof value !== "string") return null;
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}

/**
 * The page a copy was sent from: the address the browser names (Referer) when it is a page of this site.
 * @param {Request} request
 */
function sentFrom(request) {
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).host === new URL(request.url).host ? referer : undefined;
}

/**
 * Checks a copy and makes the lead to relay: 405 for another method, 413 over 64 KiB, 415 for anything but JSON or
 * form data, 400 naming the fields the form's schema refuses (or the reference, which every copy carries), 202 for a
 * copy whose honeypot is ticked (a bot hears what it expects, and nothing is relayed), 202 with the lead otherwise.
 * @param {Request} request
 * @param {{ checks: FormChecks, clientIp?: string, place?: import("../lead-match.mjs").RequestPlace, now?: () => number }} options
 * @returns {Promise<CopyAnswer>}
 */
export async function receiveLeadCopy(request, { checks, clientIp, place, now = Date.now }) {
  if (request.method !== "POST") return refuse(405, "Use POST.");
  if (Number(request.headers.get("content-length")) > MAX_COPY_BYTES) return refuse(413, "The copy is larger than 64 KB.");
  // As sent: a multipart boundary is case-sensitive; only the kind is compared without case.
  const type = request.headers.get("content-type") ?? "";
  const known = ["application/json", "multipart/form-data", "application/x-www-form-urlencoded"].some((kind) => type.toLowerCase().startsWith(kind));
  if (!known) return refuse(415, "Send the lead as JSON or as form data.");
  const body = await readLimited(request, MAX_COPY_BYTES);
  if (!body) return refuse(413, "The copy is larger than 64 KB.");
  const fields = await fieldsOf(body, type);
  if (!fields) return refuse(400, "The copy could not be read: send an object of texts, or form fields without files.");

  const accepted = { status: 202, body: { success: true, message: "Accepted." } };
  if (fields.botcheck && fields.botcheck !== "false") return accepted;
  const checked = checks.checkSubmission(fields);
  const errors = { ...(checked.ok ? {} : checked.errors), ...(checks.leadReference(fields.reference) === fields.reference ? {} : { reference: "The lead's reference is missing or malformed." }) };
  if (!checked.ok || Object.keys(errors).length) {
    return { status: 400, body: { success: false, message: `Please check these fields: ${Object.keys(errors).join(", ")}.`, errors } };
  }
  const page = sentFrom(request);
  const userAgent = request.headers.get("user-agent");
  return {
    ...accepted,
    lead: {
      reference: /** @type {string} */ (fields.reference),
      form: checked.form,
      receivedAt: new Date(now()).toISOString(),
      fields: checked.values,
      attribution: checks.attributionOf(fields, page),
      consent: checks.consentOf(fields),
      ...(page ? { sentFrom: page } : {}),
      ...(clientIp ? { clientIp } : {}),
      ...(userAgent ? { userAgent } : {}),
      ...(place ? { place } : {}),
    },
  };
}
