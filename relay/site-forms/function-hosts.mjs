// The answer at LEAD_RELAY_PATH on a host that runs a function per request (the Cloudflare Worker,
// cloudflare/worker.ts; the Netlify Function, netlify/functions/lead-relay.mts): a few lines each around this one
// handler, on web standards only (Request, Response, fetch, Web Crypto). A copy is checked as the included server
// checks it (copy-check.mjs), and its deliveries are handed to the host's way of keeping them before the visitor's
// copy is answered: the Worker's queue, which tries each for a day (nothing is acknowledged that is not kept), or
// Netlify's time after the answer, in which each is tried three times within seconds (`sendWithRetries`).
import { json } from "../json-answer.mjs";
import { deliveriesOf } from "../lead-deliveries.mjs";
import { relaysAnywhere, settingsOf, withOrigin } from "../lead-relay-settings.mjs";
import { receiveLeadCopy } from "./copy-check.mjs";
import { withOwner } from "../lead-owners.mjs";

/**
 * The lead with its owner; without one, logged, should the host's store fail: a lead is never lost for its owner.
 * @param {import("../relayed-lead.mjs").RelayedLead} lead
 * @param {RelaySettings} settings
 * @param {import("../lead-owners.mjs").OwnerStore} owners
 * @param {(line: string) => void} log
 */
async function ownedOrNot(lead, settings, owners, log) {
  try {
    return await withOwner(lead, settings, owners, Date.now());
  } catch (error) {
    log(`Lead ${lead.reference}: no owner given (${error instanceof Error ? error.message : String(error)})`);
    return lead;
  }
}

/**
 * @typedef {import("../lead-deliveries.mjs").Delivery} Delivery
 * @typedef {import("../lead-deliveries.mjs").RelaySettings} RelaySettings
 */

/**
 * @typedef {object} FunctionHost
 * @property {import("./copy-check.mjs").FormChecks} checks the forms' own check (app/forms/inbox-check.ts)
 * @property {Record<string, unknown>} env the host's settings (docs/configuration.md); anything but a text is not read
 * @property {string} [clientIp] the visitor's address, as the host tells it
 * @property {import("../lead-match.mjs").RequestPlace} [place] where that address is, as the host tells it
 * @property {(deliveries: Delivery[], settings: RelaySettings, lead: import("../relayed-lead.mjs").RelayedLead) => Promise<void>} keep
 *   hands a lead's deliveries to the host (and, where the host keeps them, what its later stages need); the copy is
 *   answered once it resolves, and with 503 (send it again) when it throws
 * @property {(line: string) => void} [log] where each outcome is told (never a field's value)
 * @property {import("../lead-owners.mjs").OwnerStore} [owners] where the host counts its pools' turns and keeps each
 *   lead's owner (relay/lead-owners.mjs); none: its leads have no owner
 * @property {(lead: import("../relayed-lead.mjs").RelayedLead) => Promise<unknown>} [count] counts the lead in the site's
 *   numbers, where they are on (a copy is then answered even with no destination set); a failure is logged, the copy
 *   still answered
 */

/**
 * The answer to a copy at LEAD_RELAY_PATH on a function host: 404 when no destination is configured and the numbers
 * are off (the build then sends no copy), 500 naming nothing but the log when a setting is wrong, 503 when the host could not keep the
 * deliveries, otherwise the endpoint's own answer.
 * @param {Request} request
 * @param {FunctionHost} host
 * @returns {Promise<Response>}
 */
export async function answerLeadCopy(request, { checks, env, clientIp, place, keep, owners, count, log = console.log }) {
  /** @type {RelaySettings} */
  let settings;
  try {
    settings = withOrigin(settingsOf(env), new URL(request.url).origin);
  } catch (error) {
    log(`No lead is relayed: ${error instanceof Error ? error.message : String(error)}`);
    return json(500, { success: false, message: "The site's relay is not set up correctly." });
  }
  if (!relaysAnywhere(settings) && !count) return json(404, { success: false, message: "This site relays no lead." });
  const copy = await receiveLeadCopy(request, { checks, ...(clientIp ? { clientIp } : {}), ...(place ? { place } : {}) });
  if (copy.lead) {
    const lead = owners ? await ownedOrNot(copy.lead, settings, owners, log) : copy.lead;
    const deliveries = await deliveriesOf(lead, settings);
    try {
      if (deliveries.length) await keep(deliveries, settings, lead);
    } catch (error) {
      log(`Lead ${copy.lead.reference}: its deliveries could not be kept (${error instanceof Error ? error.message : String(error)})`);
      return json(503, { success: false, message: "The copy could not be kept; send it again." });
    }
    if (count) {
      const { reference } = copy.lead;
      await count(copy.lead).catch((error) => log(`Lead ${reference}: not counted in the site's numbers (${error instanceof Error ? error.message : String(error)})`));
    }
    // The owner's own scheduler, for the form's success state (docs/team.md).
    if (lead.owner?.scheduler) return json(copy.status, { ...copy.body, scheduler: lead.owner.scheduler });
  }
  return json(copy.status, copy.body);
}
