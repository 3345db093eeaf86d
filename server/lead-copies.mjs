import proxyAddr from "proxy-addr";
import { judgementOf } from "../relay/judged-lead.mjs";
import { receiveLeadCopy } from "../relay/site-forms/copy-check.mjs";
import { countLead } from "../numbers/numbers-store.mjs";
import { createRateLimit } from "./rate-limit.mjs";
import { placeOf } from "./request-country.mjs";
import { webRequestOf } from "./web-request.mjs";

/**
 * The included server's answer at `LEAD_RELAY_PATH`, in a build whose forms post to the form service: each copy a
 * form sends once the service has accepted its lead is checked (relay/site-forms/copy-check.mjs), limited per address as the local
 * inbox is, handed to the outbox, which sends each lead's reference to each destination once, and counted in the site's
 * numbers where they are on.
 * @param {{ checks: import("./build-info.mjs").InboxChecks, outbox?: ReturnType<typeof import("./lead-outbox.mjs").createOutbox>, numbers?: import("../numbers/numbers-store.mjs").NumbersStore, rateLimit: number, trustProxy: string, rules?: readonly import("../app/lib/lead-judgement.mjs").LeadRule[] }} options
 *   `rules`: the agency's lead rules the build's forms judge with (build-info.json); the content's otherwise
 */
export function createLeadCopies({ checks, outbox, numbers, rateLimit, trustProxy, rules }) {
  const throttle = createRateLimit({ limit: rateLimit });
  const trusted = proxyAddr.compile(trustProxy ? trustProxy.split(",").map((entry) => entry.trim()) : []);

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return async function handle(req, res) {
    /** @param {number} status @param {object} body */
    const answer = (status, body) => {
      if (status >= 400) res.setHeader("Connection", "close");
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    const address = proxyAddr(req, trusted);
    const slot = throttle(address);
    if (!slot.allowed) {
      res.setHeader("Retry-After", String(slot.retryAfterSeconds));
      answer(429, { success: false, message: `Too many copies from your address; try again in ${slot.retryAfterSeconds} s.` });
      return;
    }
    try {
      const place = placeOf(req, trusted);
      const copy = await receiveLeadCopy(webRequestOf(req), { checks, clientIp: address, ...(place ? { place } : {}) });
      const lead = copy.lead && outbox ? await outbox.own(copy.lead) : copy.lead;
      if (lead && outbox) await outbox.enqueue(lead);
      if (lead && numbers) await countLead(numbers, lead, Date.now(), judgementOf(lead, rules)).catch((error) => console.error(`Lead ${lead.reference}: not counted in the numbers:`, String(error)));
      // The owner's own scheduler, for the form's success state (docs/team.md).
      answer(copy.status, { ...copy.body, ...(lead?.owner?.scheduler ? { scheduler: lead.owner.scheduler } : {}) });
    } catch (error) {
      console.error("A lead's copy could not be relayed:", error instanceof Error ? error.message : String(error));
      answer(500, { success: false, message: "The copy could not be stored." });
    }
  };
}
