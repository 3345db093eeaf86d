// The hosts' functions at LEAD_RELAY_PATH: a Cloudflare Pages Function (functions/api/lead.ts) and a Netlify Function
// (netlify/functions/lead-relay.mts), each a few lines around this one handler, on web standards only (Request, Response,
// fetch, Web Crypto). A copy is checked as the included server checks it (lead-endpoint.mjs) and answered at once;
// its deliveries go out after the answer, in the time the host gives a request's work once it has answered
// (`waitUntil`). A function keeps no file between requests, so there is no outbox here: a try that fails is tried
// again twice, seconds apart, then given up with a log line (the lead itself is in the form service's e-mail), and
// the receivers drop a repeat by its `event_id` and `Idempotency-Key`.
import { deliveriesOf, tryDelivery } from "./lead-deliveries.mjs";
import { receiveLeadCopy } from "./lead-endpoint.mjs";
import { relaysAnywhere, relaySettings } from "./lead-relay-settings.mjs";

/** The waits before the second and third try: all three fit the half minute Cloudflare gives work after an answer. */
export const FUNCTION_RETRY_DELAYS_MS = [1_000, 5_000];

/**
 * @typedef {object} FunctionHost
 * @property {import("./build-info.mjs").InboxChecks} checks the forms' own check (app/forms/inbox-check.ts)
 * @property {Record<string, string | undefined>} env the host's settings (docs/configuration.md)
 * @property {string} [clientIp] the visitor's address, as the host tells it
 * @property {(work: Promise<unknown>) => void} [waitUntil] keeps the function alive for work after its answer; without
 *   it, the answer waits for the deliveries
 * @property {typeof fetch} [fetchImpl]
 * @property {(line: string) => void} [log] where each outcome is told (never a field's value)
 * @property {readonly number[]} [retryDelays] milliseconds; tests shorten them
 */

/** @param {number} status @param {object} body */
const json = (status, body) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });

/**
 * Sends each delivery of a lead, each tried up to three times.
 * @param {import("./lead-deliveries.mjs").RelayedLead} lead
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 * @param {{ fetchImpl: typeof fetch, log: (line: string) => void, retryDelays: readonly number[] }} options
 */
async function deliver(lead, settings, { fetchImpl, log, retryDelays }) {
  const deliveries = await deliveriesOf(lead, settings);
  await Promise.all(
    deliveries.map(async (delivery) => {
      for (let attempt = 0; ; attempt++) {
        const result = await tryDelivery(delivery, settings, { fetchImpl });
        if (result.done) return log(`Lead ${delivery.reference} → ${delivery.destination}: ${result.outcome}`);
        const wait = retryDelays[attempt];
        if (wait === undefined) return log(`Lead ${delivery.reference} → ${delivery.destination}: given up (${result.failure}) after ${attempt + 1} tries`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
}

/**
 * The answer to a copy at LEAD_RELAY_PATH on a function host: 404 when no destination is configured (the build then
 * sends no copy), 500 naming nothing but the log when a setting is wrong, otherwise the endpoint's own answer, and
 * the deliveries after it.
 * @param {Request} request
 * @param {FunctionHost} host
 * @returns {Promise<Response>}
 */
export async function answerLeadCopy(request, { checks, env, clientIp, waitUntil, fetchImpl = fetch, log = console.log, retryDelays = FUNCTION_RETRY_DELAYS_MS }) {
  /** @type {import("./lead-deliveries.mjs").RelaySettings} */
  let settings;
  try {
    settings = relaySettings(env);
  } catch (error) {
    log(`No lead is relayed: ${error instanceof Error ? error.message : String(error)}`);
    return json(500, { success: false, message: "The site's relay is not set up correctly." });
  }
  if (!relaysAnywhere(settings)) return json(404, { success: false, message: "This site relays no lead." });
  const copy = await receiveLeadCopy(request, { checks, ...(clientIp ? { clientIp } : {}) });
  if (copy.lead) {
    const work = deliver(copy.lead, settings, { fetchImpl, log, retryDelays });
    if (waitUntil) waitUntil(work);
    else await work;
  }
  return json(copy.status, copy.body);
}
