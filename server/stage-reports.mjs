import { answerLeadStage } from "../relay/stages/report-endpoint.mjs";
import { forgetInInbox } from "./inbox.mjs";
import { sendWebResponse, webRequestOf } from "./web-request.mjs";

/**
 * The included server's answer at LEAD_STAGE_PATH (relay/stages/report-endpoint.mjs): a stage's events go through the
 * outbox, which keeps each consenting lead's match, and every stage is counted in the site's numbers where they are
 * on; a lead is forgotten in the outbox, the numbers and, with the local inbox, in the inbox, each file rewritten
 * between its own writes.
 * @param {{ settings: import("../relay/lead-deliveries.mjs").RelaySettings, outbox?: ReturnType<typeof import("./lead-outbox.mjs").createOutbox>, numbers?: import("../numbers/numbers-store.mjs").NumbersStore, inboxLines?: import("./inbox.mjs").JsonLines, checks: import("./build-info.mjs").InboxChecks }} options
 */
export function createLeadStages({ settings, outbox, numbers, inboxLines, checks }) {
  /** @type {import("../relay/stage-recording.mjs").StageStore} */
  const store = {
    find: async (reference) => (outbox ? outbox.stages.find(reference) : null),
    findByEmail: async (email) => (outbox ? outbox.stages.findByEmail(email) : null),
    send: async (kept, stage, deliveries) => (outbox ? outbox.stages.send(kept, stage, deliveries) : false),
    async forget(reference) {
      const removed = outbox ? await outbox.stages.forget(reference) : {};
      return inboxLines ? { inbox: await forgetInInbox(inboxLines, reference), ...removed } : removed;
    },
  };
  const isReference = (/** @type {string} */ reference) => checks.leadReference(reference) === reference;

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return async function handle(req, res) {
    try {
      await sendWebResponse(res, await answerLeadStage(webRequestOf(req), { settings, store, ...(numbers ? { numbers } : {}), ...(outbox ? { owners: outbox.owners } : {}), isReference }));
    } catch (error) {
      console.error("A lead stage report could not be answered:", error instanceof Error ? error.message : String(error));
      await sendWebResponse(res, Response.json({ success: false, message: "The report could not be handled; send it again." }, { status: 500 }));
    }
  };
}
