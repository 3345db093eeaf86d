import { existsSync, readFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { createJsonLinesWriter } from "./json-lines.mjs";
import { deliveriesOf, tryDelivery } from "../relay/lead-deliveries.mjs";
import { deliveryLine, GIVE_UP_AFTER_MS, RETRY_DELAYS_MS, retryDelay } from "../relay/retry-schedule.mjs";

/**
 * @typedef {{ delivery: import("../relay/lead-deliveries.mjs").Delivery, createdAt: number, attempts: number, nextAt: number }} Pending
 * @typedef {{ op: "add", id: string, delivery: import("../relay/lead-deliveries.mjs").Delivery, createdAt: number } | { op: "done", id: string, outcome: string }} OutboxLine
 */

/** @param {import("../relay/lead-deliveries.mjs").Delivery} delivery */
const idOf = (delivery) => `${delivery.reference}:${delivery.destination}`;

/**
 * What the outbox file says: the deliveries not yet done, and every one it ever held (so a lead's reference is sent
 * to each destination once). A line the file cannot read (a crash mid-write) is skipped: the inbox holds the lead.
 * @param {string} file
 */
function readOutbox(file) {
  /** @type {Map<string, { delivery: import("../relay/lead-deliveries.mjs").Delivery, createdAt: number }>} */
  const pending = new Map();
  /** @type {Set<string>} */
  const known = new Set();
  if (!existsSync(file)) return { pending, known };
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    /** @type {OutboxLine} */
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    known.add(entry.id);
    if (entry.op === "add") pending.set(entry.id, { delivery: entry.delivery, createdAt: entry.createdAt });
    else pending.delete(entry.id);
  }
  return { pending, known };
}

/**
 * @typedef {object} OutboxOptions
 * @property {string} file the outbox, JSON lines, readable by its owner only (it holds leads)
 * @property {import("../relay/lead-deliveries.mjs").RelaySettings} settings
 * @property {readonly number[]} [retryDelays] milliseconds; tests shorten them
 * @property {number} [giveUpAfter] milliseconds
 * @property {typeof fetch} [fetchImpl]
 * @property {() => number} [now]
 * @property {(line: string) => void} [log] where each outcome is told (never a field's value)
 */

/**
 * The included server's durable outbox: every delivery of a lead is written here before it is first tried, tried at
 * once, and tried again after a failure (the network, a 5xx, a 429) with growing waits, across restarts, until it is
 * delivered or, 24 hours after its lead arrived, given up with a log line. A 4xx other than 429 is the destination
 * refusing the message: logged, not tried again. Each lead's reference reaches each destination once.
 * @param {OutboxOptions} options
 */
export function createOutbox({ file, settings, retryDelays = RETRY_DELAYS_MS, giveUpAfter = GIVE_UP_AFTER_MS, fetchImpl = fetch, now = Date.now, log = console.log }) {
  const append = createJsonLinesWriter(file);
  const { pending: stored, known } = readOutbox(file);
  /** @type {Map<string, Pending>} */
  const pending = new Map([...stored].map(([id, entry]) => [id, { ...entry, attempts: 0, nextAt: now() }]));
  /** @type {Set<string>} */
  const sending = new Set();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let closed = false;
  /** @type {Set<Promise<void>>} */
  const running = new Set();

  /** @param {string} id @param {Pending} entry @param {string} outcome */
  async function finish(id, entry, outcome) {
    pending.delete(id);
    log(deliveryLine(entry.delivery, outcome));
    await append({ op: "done", id, outcome });
  }

  /** @param {string} id @param {Pending} entry */
  async function attempt(id, entry) {
    const result = await tryDelivery(entry.delivery, settings, { fetchImpl, now: now() });
    if (result.done) return finish(id, entry, result.outcome);
    const { failure } = result;
    if (now() - entry.createdAt >= giveUpAfter) return finish(id, entry, `given up (${failure}) ${Math.round(giveUpAfter / 3_600_000)} h after the lead arrived`);
    entry.attempts += 1;
    const wait = retryDelay(entry.attempts, retryDelays);
    entry.nextAt = now() + wait;
    log(deliveryLine(entry.delivery, `${failure}, tried again in ${Math.round(wait / 1000)} s`));
  }

  /** Tries every delivery that is due, then waits for the next. */
  function run() {
    timer = undefined;
    if (closed) return;
    for (const [id, entry] of pending) {
      if (entry.nextAt > now() || sending.has(id)) continue;
      sending.add(id);
      const task = attempt(id, entry)
        .catch((error) => log(deliveryLine(entry.delivery, `the outbox could not record the outcome (${error instanceof Error ? error.message : String(error)})`)))
        .finally(() => {
          sending.delete(id);
          running.delete(task);
          schedule();
        });
      running.add(task);
    }
    schedule();
  }

  function schedule() {
    if (closed) return;
    const waiting = [...pending].filter(([id]) => !sending.has(id));
    if (!waiting.length) return;
    const next = Math.min(...waiting.map(([, entry]) => entry.nextAt));
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, next - now()));
  }

  // What was pending when the server last stopped goes out now; the file is rewritten with only that.
  const restarted = (async () => {
    if (!existsSync(file)) return;
    const lines = [...pending].map(([id, entry]) => JSON.stringify({ op: "add", id, delivery: entry.delivery, createdAt: entry.createdAt }));
    await writeFile(`${file}.new`, lines.map((line) => `${line}\n`).join(""), { mode: 0o600 });
    await rename(`${file}.new`, file);
  })().then(run);

  return {
    /**
     * Writes a lead's deliveries to the outbox and starts them; resolves once they are stored, never waiting for a
     * destination.
     * @param {import("../relay/lead-deliveries.mjs").RelayedLead} lead
     */
    async enqueue(lead) {
      await restarted;
      for (const delivery of await deliveriesOf(lead, settings)) {
        const id = idOf(delivery);
        if (known.has(id)) continue;
        known.add(id);
        const createdAt = now();
        await append({ op: "add", id, delivery, createdAt });
        pending.set(id, { delivery, createdAt, attempts: 0, nextAt: createdAt });
      }
      run();
    },
    /** The deliveries not yet done. */
    pendingCount: () => pending.size,
    /** Stops trying (the server is closing); what is pending stays in the file for the next start. */
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await restarted.catch(() => undefined);
      await Promise.all(running);
    },
  };
}
