// Deliveries sent at once, for a host that keeps nothing between requests (the Netlify Function after its answer; the
// numbers' digest from a script): each tried three times within seconds, then given up with a log line. The hosts
// that keep a delivery until it is sent follow retry-schedule.mjs instead.
import { tryDelivery } from "./lead-deliveries.mjs";
import { deliveryLine } from "./retry-schedule.mjs";

/** The waits before the second and third try where a function keeps nothing: all three fit the half minute a host gives work after an answer. */
export const FUNCTION_RETRY_DELAYS_MS = [1_000, 5_000];

/**
 * Sends each delivery, each tried up to three times, then given up with a log line: for a host that keeps nothing
 * between requests (Netlify); the receivers drop a repeat by its `event_id` and `Idempotency-Key`.
 * @param {import("./lead-deliveries.mjs").Delivery[]} deliveries
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
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
