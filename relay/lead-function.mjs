// The answer at LEAD_RELAY_PATH on a host that runs a function per request (the Cloudflare Worker,
// cloudflare/worker.ts; the Netlify Function, netlify/functions/lead-relay.mts): a few lines each around this one
// handler, on web standards only (Request, Response, fetch, Web Crypto). A copy is checked as the included server
// checks it (lead-endpoint.mjs), and its deliveries are handed to the host's way of keeping them before the visitor's
// copy is answered: the Worker's queue, which tries each for a day (nothing is acknowledged that is not kept), or
// Netlify's time after the answer, in which each is tried three times within seconds (`sendWithRetries`).
import { deliveriesOf, tryDelivery } from "./lead-deliveries.mjs";
import { receiveLeadCopy } from "./lead-endpoint.mjs";
import { relaysAnywhere, relaySettings } from "./lead-relay-settings.mjs";
import { deliveryLine } from "./retry-schedule.mjs";

/** The waits before the second and third try where a function keeps nothing: all three fit the half minute a host gives work after an answer. */
export const FUNCTION_RETRY_DELAYS_MS = [1_000, 5_000];

/**
 * @typedef {import("./lead-deliveries.mjs").Delivery} Delivery
 * @typedef {import("./lead-deliveries.mjs").RelaySettings} RelaySettings
 */

/**
 * @typedef {object} FunctionHost
 * @property {import("./lead-endpoint.mjs").FormChecks} checks the forms' own check (app/forms/inbox-check.ts)
 * @property {Record<string, unknown>} env the host's settings (docs/configuration.md); anything but a text is not read
 * @property {string} [clientIp] the visitor's address, as the host tells it
 * @property {import("./lead-match.mjs").RequestPlace} [place] where that address is, as the host tells it
 * @property {(deliveries: Delivery[], settings: RelaySettings, lead: import("./lead-deliveries.mjs").RelayedLead) => Promise<void>} keep
 *   hands a lead's deliveries to the host (and, where the host keeps them, what its later stages need); the copy is
 *   answered once it resolves, and with 503 (send it again) when it throws
 * @property {(line: string) => void} [log] where each outcome is told (never a field's value)
 * @property {(lead: import("./lead-deliveries.mjs").RelayedLead) => Promise<unknown>} [count] counts the lead in the site's
 *   numbers, where they are on (a copy is then answered even with no destination set); a failure is logged, the copy
 *   still answered
 */

/** @param {number} status @param {object} body */
export const json = (status, body) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });

/**
 * The relay's settings from a host's environment (its bindings are skipped: only texts are settings).
 * @param {Record<string, unknown>} env
 */
export const settingsOf = (env) =>
  relaySettings(Object.fromEntries(Object.entries(env).filter(/** @returns {entry is [string, string]} */ (entry) => typeof entry[1] === "string")));

/**
 * The answer to a copy at LEAD_RELAY_PATH on a function host: 404 when no destination is configured and the numbers
 * are off (the build then sends no copy), 500 naming nothing but the log when a setting is wrong, 503 when the host could not keep the
 * deliveries, otherwise the endpoint's own answer.
 * @param {Request} request
 * @param {FunctionHost} host
 * @returns {Promise<Response>}
 */
export async function answerLeadCopy(request, { checks, env, clientIp, place, keep, count, log = console.log }) {
  /** @type {RelaySettings} */
  let settings;
  try {
    settings = settingsOf(env);
  } catch (error) {
    log(`No lead is relayed: ${error instanceof Error ? error.message : String(error)}`);
    return json(500, { success: false, message: "The site's relay is not set up correctly." });
  }
  if (!relaysAnywhere(settings) && !count) return json(404, { success: false, message: "This site relays no lead." });
  const copy = await receiveLeadCopy(request, { checks, ...(clientIp ? { clientIp } : {}), ...(place ? { place } : {}) });
  if (copy.lead) {
    const deliveries = await deliveriesOf(copy.lead, settings);
    try {
      if (deliveries.length) await keep(deliveries, settings, copy.lead);
    } catch (error) {
      log(`Lead ${copy.lead.reference}: its deliveries could not be kept (${error instanceof Error ? error.message : String(error)})`);
      return json(503, { success: false, message: "The copy could not be kept; send it again." });
    }
    if (count) {
      const { reference } = copy.lead;
      await count(copy.lead).catch((error) => log(`Lead ${reference}: not counted in the site's numbers (${error instanceof Error ? error.message : String(error)})`));
    }
  }
  return json(copy.status, copy.body);
}

/**
 * Sends each delivery, each tried up to three times, then given up with a log line: for a host that keeps nothing
 * between requests (Netlify); the receivers drop a repeat by its `event_id` and `Idempotency-Key`.
 * @param {Delivery[]} deliveries
 * @param {RelaySettings} settings
 * @param {{ fetchImpl?: typeof fetch, log?: (line: string) => void, retryDelays?: readonly number[] }} [options]
 */
export async function sendWithRetries(deliveries, settings, { fetchImpl = fetch, log = console.log, retryDelays = FUNCTION_RETRY_DELAYS_MS } = {}) {
  await Promise.all(
    deliveries.map(async (delivery) => {
      for (let attempt = 0; ; attempt++) {
        const result = await tryDelivery(delivery, settings, { fetchImpl });
        if (result.done) return log(deliveryLine(delivery, result.outcome));
        const wait = retryDelays[attempt];
        if (wait === undefined) return log(deliveryLine(delivery, `given up (${result.failure}) after ${attempt + 1} tries`));
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
}
