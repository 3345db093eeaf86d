import { answerClaimPage } from "../relay/ownership/claim-page.mjs";
import { answerSlackAction } from "../relay/ownership/slack-actions.mjs";
import { sendWebResponse, webRequestOf } from "./web-request.mjs";

// The included server's claim links and Slack button clicks (relay/ownership/, docs/team.md), on the outbox's owners.

/**
 * @param {{ settings: import("../relay/lead-deliveries.mjs").RelaySettings, outbox: NonNullable<ReturnType<typeof import("./lead-outbox.mjs").createOutbox>>, now?: () => number, fetchImpl?: typeof fetch }} options
 */
export function createLeadClaims({ settings, outbox, now = Date.now, fetchImpl = fetch }) {
  /** Each Slack click's signature until it is too old to be taken anyway: a replay is refused. @type {Map<string, number>} */
  const seen = new Map();
  /** @param {string} signature @param {number} until */
  async function firstSeen(signature, until) {
    for (const [kept, expires] of seen) if (expires < now()) seen.delete(kept);
    if (seen.has(signature)) return false;
    seen.set(signature, until);
    return true;
  }
  const host = { settings, store: outbox.owners, deliver: outbox.deliver, now };

  /**
   * @param {(request: Request) => Promise<Response>} answer
   * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>}
   */
  const handler = (answer) => async (req, res) => {
    try {
      await sendWebResponse(res, await answer(webRequestOf(req)));
    } catch (error) {
      console.error("A lead's claim could not be answered:", error instanceof Error ? error.message : String(error));
      await sendWebResponse(res, new Response("The claim could not be recorded; press again.", { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } }));
    }
  };
  return {
    page: handler((request) => answerClaimPage(request, host)),
    slack: handler((request) => answerSlackAction(request, { ...host, firstSeen, later: (work) => void work, fetchImpl })),
  };
}
