// When a delivery that failed is tried again, and when it is given up: one schedule for the hosts that keep a
// delivery until it is sent (the included server's outbox, the Cloudflare Worker's queue).

/**
 * How long after a failure each next try waits: the first within seconds, so a short outage delays a lead by
 * seconds, then growing; the last repeats until the delivery is given up.
 */
export const RETRY_DELAYS_MS = [5_000, 15_000, 45_000, 120_000, 300_000, 900_000, 1_800_000];

/** A delivery still failing this long after its lead arrived is given up, with a log line. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The wait after a delivery's `failures`-th failed try (1 for the first).
 * @param {number} failures
 * @param {readonly number[]} [delays] milliseconds; tests shorten them
 */
export const retryDelay = (failures, delays = RETRY_DELAYS_MS) => delays[Math.min(failures, delays.length) - 1] ?? 0;

/**
 * The log line of a delivery's outcome, the same on every host; it names the lead by its reference (and a stage
 * event by its stage), never by a field.
 * @param {{ reference: string, destination: string, stage?: string, kind?: string }} delivery
 * @param {string} outcome
 */
export const deliveryLine = ({ reference, destination, stage, kind }, outcome) =>
  `${kind === "digest" ? "The numbers' digest of" : kind === "spend" ? "The ad spend's warning of" : kind === "access" ? "The Instant Forms' warning of" : kind === "summary" ? "The not-a-fit summary of" : "Lead"} ${reference}${stage ? ` (${stage})` : ""} → ${destination}: ${outcome}`;
