// LEAD_STAGE_PATH: where the agency's tool reports a lead's later stage (`POST`), and asks the site to forget a lead
// (`DELETE <path>/<reference>`), with the Bearer token LEAD_STAGE_TOKEN. On web standards (Request in, Response out),
// so the included server and the Cloudflare Worker answer alike; each keeps what a stage needs its own way (a
// StageStore: the server's outbox, the Worker's KV and queue). Without the token set, the path does not exist.
import { isLeadStagePath, LEAD_STAGE_PATH } from "../app/lib/site-endpoints.mjs";
import { bearerMatches, readLimited } from "./signed-requests.mjs";
import { json } from "./lead-function.mjs";
import { STAGE_MATCH_KEPT_FOR_DAYS } from "../app/lib/stage-match-kept-for.mjs";
import { keptUntil, platformsHearStages, stageDeliveriesOf, stageReportOf } from "./lead-stages.mjs";
import { dayOf } from "../numbers/numbers-store.mjs";

/** A report is a few dozen bytes. */
const MAX_REPORT_BYTES = 4 * 1024;

/**
 * A consenting lead's match as a host keeps it, with the stages already reported for it.
 * @typedef {{ match: import("./lead-deliveries.mjs").LeadMatch, stages: string[] }} KeptMatch
 */

/**
 * What a host keeps for the agency's reports.
 * @typedef {object} StageStore
 * @property {(reference: string) => Promise<KeptMatch | null>} find the lead's kept match, if its sender ticked the box
 * @property {(kept: KeptMatch, stage: string, deliveries: import("./lead-deliveries.mjs").Delivery[]) => Promise<boolean>} send
 *   keeps a stage's deliveries (as durably as a lead's own) and records the stage; false, keeping nothing, when the
 *   stage was recorded already
 * @property {(reference: string) => Promise<Record<string, number>>} forget removes all the host keeps of a lead:
 *   how many records it removed, by where they were
 * @property {(email: string) => Promise<KeptMatch | null>} findByEmail the kept match of a lead by its e-mail's hash
 *   (LeadMatch's `email`), for a booking whose link lost the reference; the latest lead when several gave it
 */

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
 * @typedef {object} StageHost
 * @property {import("./lead-deliveries.mjs").RelaySettings} settings
 * @property {StageStore} [store] where the host keeps what the platforms need; absent where no platform is set
 * @property {import("../numbers/numbers-store.mjs").NumbersStore} [numbers] the site's numbers, where NUMBERS_TOKEN is set:
 *   every lead's stage is counted there, whether or not its sender ticked the box
 * @property {(reference: string) => boolean} isReference whether a text has a lead reference's shape
 * @property {() => number} [now]
 * @property {(line: string) => void} [log]
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
export async function answerLeadStage(request, { settings, store, numbers, isReference, now = Date.now, log = console.log }) {
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
  const { status, body: answer } = await recordStage(checked.report, { settings, store, numbers, now, log });
  return json(status, answer);
}

/**
 * @typedef {Pick<StageHost, "settings" | "store" | "numbers" | "now" | "log">} StageRecorder
 * @typedef {{ status: number, body: { success: boolean, message: string } }} StageOutcome
 */

/**
 * A lead's stage recorded, however it was learnt (the agency's tool, a scheduler's webhook): counted in the site's
 * numbers where they are on, and told to each ad platform once, for a lead whose match is kept. The outcome as
 * LEAD_STAGE_PATH answers it: 202 when it was counted or its events kept (or were already), 404 for a lead not
 * kept, 503 when nothing could be kept.
 * @param {import("./lead-stages.mjs").StageReport} report
 * @param {StageRecorder} host
 * @returns {Promise<StageOutcome>}
 */
export async function recordStage(report, { settings, store, numbers, now = Date.now, log = console.log }) {
  const counted = numbers ? await countStage(numbers, report, now(), log) : "unknown";
  const kept = store ? await store.find(report.reference) : null;
  if (!kept || keptUntil(kept.match) < now()) {
    if (counted === "counted" || counted === "already") {
      const why = platformsHearStages(settings) ? `its sender did not tick the box, or it arrived more than ${STAGE_MATCH_KEPT_FOR_DAYS} days ago` : "the site has no ad platform set";
      return { status: 202, body: { success: true, message: `${counted === "counted" ? "Counted" : "Counted before"}: ${report.reference} is ${report.stage} in the site's numbers. No ad platform hears of it: ${why}.` } };
    }
    if (counted === "failed") return { status: 503, body: { success: false, message: "The report could not be counted; send it again." } };
    return {
      status: 404,
      body: {
        success: false,
        message: numbers
          ? `No lead ${report.reference} is known here: the reference is unknown, it was forgotten, or it arrived before the site's numbers were on.`
          : `No lead ${report.reference} that ticked the box is kept here: the reference is unknown, its sender did not tick the box, it arrived more than ${STAGE_MATCH_KEPT_FOR_DAYS} days ago, or it was forgotten.`,
      },
    };
  }
  const already = { status: 202, body: { success: true, message: `${report.reference} was reported as ${report.stage} before: nothing is sent again.` } };
  if (kept.stages.includes(report.stage)) return already;
  const deliveries = stageDeliveriesOf(kept.match, report, settings, now());
  try {
    if (!(await /** @type {StageStore} */ (store).send(kept, report.stage, deliveries))) return already;
  } catch (error) {
    log(`Lead ${report.reference} (${report.stage}): its events could not be kept (${error instanceof Error ? error.message : String(error)})`);
    return { status: 503, body: { success: false, message: "The report could not be kept; send it again." } };
  }
  return { status: 202, body: { success: true, message: `Accepted: ${deliveries.map(({ destination }) => destination).join(" and ")} will hear that ${report.reference} is ${report.stage}.` } };
}

/**
 * A stage counted in the site's numbers, or "failed" with a log line when the numbers could not be written (the
 * platforms still hear of it).
 * @param {import("../numbers/numbers-store.mjs").NumbersStore} numbers
 * @param {import("./lead-stages.mjs").StageReport} report
 * @param {number} now
 * @param {(line: string) => void} log
 */
async function countStage(numbers, { reference, stage, value, currency }, now, log) {
  try {
    return await numbers.stage(dayOf(now), reference, stage, value !== undefined && currency ? { currency, amount: value } : undefined);
  } catch (error) {
    log(`Lead ${reference} (${stage}): not counted in the site's numbers (${error instanceof Error ? error.message : String(error)})`);
    return /** @type {const} */ ("failed");
  }
}
