// A lead's stage recorded, however it was learnt (the agency's report at LEAD_STAGE_PATH, relay/stages/; a scheduler's
// booking, relay/booking/; a "stage" delivery tried again, lead-deliveries.mjs): counted in the site's numbers, and
// told once to each ad platform that may hear of it, through what the host keeps for the stages (a StageStore: the
// included server's outbox, the Worker's KV and D1).
import { STAGE_MATCH_KEPT_FOR_DAYS } from "../app/lib/stage-match-kept-for.mjs";
import { keptUntil, platformsHearStages, stageDeliveriesOf } from "./lead-stages.mjs";
import { dayOf, STAGE_COLUMNS } from "../numbers/numbers-store.mjs";

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

/**
 * What recording a stage needs of its host.
 * @typedef {object} StageRecordingHost
 * @property {import("./lead-deliveries.mjs").RelaySettings} settings
 * @property {StageStore} [store] where the host keeps what the platforms need; absent where no platform is set
 * @property {import("../numbers/numbers-store.mjs").NumbersStore} [numbers] the site's numbers, where NUMBERS_TOKEN is set:
 *   every lead's stage is counted there, whether or not its sender ticked the box
 * @property {import("./lead-owners.mjs").OwnerStore} [owners] each lead's owner, where the team shares leads: a
 *   `contacted` or `booked` stage is the lead's first answer (its owner's clock stops there)
 * @property {() => number} [now]
 * @property {(line: string) => void} [log]
 */

/** @typedef {{ status: number, body: { success: boolean, message: string } }} StageOutcome */

/**
 * A lead's stage recorded, however it was learnt (the agency's tool, a scheduler's webhook): counted in the site's
 * numbers where they are on, and told to each ad platform once, for a lead whose match is kept. The outcome as
 * LEAD_STAGE_PATH answers it: 202 when it was counted or its events kept (or were already), 404 for a lead not
 * kept, 503 when nothing could be kept.
 * @param {import("./lead-stages.mjs").StageReport} report
 * @param {StageRecordingHost} host
 * @returns {Promise<StageOutcome>}
 */
export async function recordStage(report, { settings, store, numbers, owners, now = Date.now, log = console.log }) {
  const answered = owners && ANSWERING_STAGES.has(report.stage) ? await noteAnswered(owners, report, now(), log) : "unknown";
  // A first answer is counted by its owner's record (the numbers' speed), the other stages in their columns.
  const { stage } = report;
  const counted = numbers && isCountedStage(stage) ? await countStage(numbers, { ...report, stage }, now(), log) : answered;
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
 * @param {import("./lead-stages.mjs").StageReport & { stage: import("../numbers/numbers-store.mjs").Stage }} report
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

/** The stages that are a person's first answer to a lead: a contact, a booked call. */
const ANSWERING_STAGES = new Set(["contacted", "booked"]);

/** Whether the numbers count a stage in a column of its own. @param {string} stage @returns {stage is import("../numbers/numbers-store.mjs").Stage} */
const isCountedStage = (stage) => Object.hasOwn(STAGE_COLUMNS, stage);

/**
 * A lead's first answer noted on its owner's record, or "failed" with a log line (the platforms still hear of it).
 * @param {import("./lead-owners.mjs").OwnerStore} owners
 * @param {import("./lead-stages.mjs").StageReport} report
 * @param {number} now
 * @param {(line: string) => void} log
 * @returns {Promise<"counted" | "already" | "unknown" | "failed">}
 */
async function noteAnswered(owners, { reference, stage }, now, log) {
  try {
    if (await owners.contacted(reference, "", new Date(now).toISOString(), stage)) return "counted";
    return (await owners.find(reference)) ? "already" : "unknown";
  } catch (error) {
    log(`Lead ${reference} (${stage}): its first answer not noted (${error instanceof Error ? error.message : String(error)})`);
    return "failed";
  }
}
