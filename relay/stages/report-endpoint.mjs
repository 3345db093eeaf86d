// LEAD_STAGE_PATH: where the agency's tool reports a lead's later stage (`POST`), and asks the site to forget a lead
// (`DELETE <path>/<reference>`), with the Bearer token LEAD_STAGE_TOKEN. On web standards (Request in, Response out),
// so the included server and the Cloudflare Worker answer alike; each keeps what a stage needs its own way (a
// StageStore: the server's outbox, the Worker's KV and queue). Without the token set, the path does not exist.
import { isLeadStagePath, LEAD_STAGE_PATH } from "../../app/lib/site-endpoints.mjs";
import { json } from "../json-answer.mjs";
import { bearerMatches, readLimited } from "../signed-requests.mjs";
import { recordStage } from "../stage-recording.mjs";
import { stageReportOf } from "./agency-report.mjs";

/** A report is a few dozen bytes. */
const MAX_REPORT_BYTES = 4 * 1024;

/** @param {string} field @param {string} message */
const refuse = (field, message) => json(400, { success: false, message, errors: { [field]: message } });

/** @param {string} allow */
const wrongMethod = (allow) => {
  const answer = json(405, { success: false, message: `Use ${allow}.` });
  answer.headers.set("Allow", allow);
  return answer;
};

/** @param {Record<string, number>} removed */
const removedInWords = (removed) =>
  Object.entries(removed)
    .filter(([, count]) => count > 0)
    .map(([where, count]) => `${count} from the ${where}`)
    .join(", ");

/**
 * @typedef {import("../stage-recording.mjs").StageRecordingHost & { isReference: (reference: string) => boolean }} StageHost
 *   `isReference`: whether a text has a lead reference's shape
 */

/**
 * A report or a forget at LEAD_STAGE_PATH: 404 without LEAD_STAGE_TOKEN (the path does not exist), 401 without the
 * token, then for a report 415 for anything but JSON, 400 naming the field that is wrong, 404 for a lead not kept
 * (unknown, sent without the tick, older than the platforms attribute, or forgotten; with the numbers on, unknown to
 * them too), 503 when its events could not be kept, 202 when they are (or were already: a stage reported again is sent
 * nowhere twice), or, with the numbers on, when it was counted and no platform may hear of it; for a forget, 200 with
 * what was removed.
 * @param {Request} request
 * @param {StageHost} host
 */
export async function answerLeadStage(request, { settings, store, numbers, owners, isReference, now = Date.now, log = console.log }) {
  const { pathname } = new URL(request.url);
  if (!settings.stages || !isLeadStagePath(pathname)) return json(404, { success: false, message: "Not found." });
  const target = pathname.slice(LEAD_STAGE_PATH.length + 1);
  if (!(await bearerMatches(request.headers.get("authorization"), settings.stages.token))) {
    const answer = json(401, { success: false, message: "Send the site's LEAD_STAGE_TOKEN as Authorization: Bearer <token>." });
    answer.headers.set("WWW-Authenticate", 'Bearer realm="lead stages"');
    return answer;
  }

  if (target !== "") {
    if (request.method !== "DELETE") return wrongMethod("DELETE");
    let reference = "";
    try {
      reference = decodeURIComponent(target).trim().toUpperCase();
    } catch {
      // Not a reference: refused below.
    }
    if (!isReference(reference)) return refuse("reference", "The address must end with the lead's reference, like /api/lead-stage/K7QM-3XPA.");
    const removed = { ...(store ? await store.forget(reference) : {}), ...(numbers ? { numbers: await numbers.forget(reference) } : {}) };
    const words = removedInWords(removed);
    log(`Lead ${reference}: forgotten on request (${words || "nothing was kept"})`);
    return json(200, { success: true, reference, removed, message: words ? `Removed what the site kept of ${reference}: ${words}.` : `The site keeps nothing of ${reference}.` });
  }

  if (request.method !== "POST") return wrongMethod("POST");
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) return json(415, { success: false, message: "Send the report as JSON (Content-Type: application/json)." });
  const body = await readLimited(request, MAX_REPORT_BYTES);
  if (!body) return json(413, { success: false, message: "The report is larger than 4 KB." });
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return refuse("body", 'The report is not JSON: send an object such as {"reference": "K7QM-3XPA", "stage": "booked"}.');
  }
  const checked = stageReportOf(parsed, isReference);
  if (!checked.ok) return refuse(checked.field, checked.message);
  const { status, body: answer } = await recordStage(checked.report, { settings, store, numbers, owners, now, log });
  return json(status, answer);
}
