import { existsSync, readFileSync } from "node:fs";
import { createJsonLinesWriter } from "./json-lines.mjs";
import { deliveriesOf, tryDelivery } from "../relay/lead-deliveries.mjs";
import { eventIdOf } from "../relay/event-ids.mjs";
import { matchOf } from "../relay/lead-match.mjs";
import { keepsMatchOf, keptUntil } from "../relay/lead-stages.mjs";
import { replyKeyDay } from "../relay/lead-reply.mjs";
import { deliveryLine, GIVE_UP_AFTER_MS, RETRY_DELAYS_MS, retryDelay } from "../relay/retry-schedule.mjs";
import { summaryDayOf, summaryDelivery, summaryIsDue } from "../relay/daily-summary.mjs";
import { withOwner } from "../relay/lead-owners.mjs";
import { NUMBERS_KEPT_FOR_DAYS } from "../app/lib/numbers-kept-for.mjs";
import { escalateUnclaimed } from "../relay/ownership/escalation.mjs";

/**
 * @typedef {import("../relay/lead-deliveries.mjs").Delivery} Delivery
 * @typedef {import("../relay/stage-recording.mjs").KeptMatch} KeptMatch
 * @typedef {import("../relay/booking/webhook-endpoint.mjs").KeptBooking & { keptAt: number }} OutboxBooking
 * @typedef {{ delivery: Delivery, createdAt: number, attempts: number, nextAt: number }} Pending
 * @typedef {{ op: "add", id: string, delivery: Delivery, createdAt: number }
 *   | { op: "done", id: string, outcome: string }
 *   | { op: "match", id: string, match: KeptMatch["match"], stages: string[] }
 *   | { op: "booking", id: string, booking: OutboxBooking }
 *   | { op: "platform-lead", id: string, reference: string, keptUntil: number }
 *   | { op: "instant-forms", state: InstantFormsState }
 *   | { op: "summary-line", id: string, day: string, line: string }
 *   | { op: "summary-sent", before: string }
 *   | { op: "turn", pool: string, turn: number }
 *   | { op: "owner", id: string, record: import("../relay/lead-owners.mjs").OwnedLead }} OutboxLine
 * @typedef {{ since?: number, forms: string[], access?: string }} InstantFormsState the platforms' leads' catch-up and
 *   whether Meta refuses access (relay/instant-forms/intake.mjs); a platform lead's record is kept until `keptUntil` (0: released)
 */

/** A delivery's id in the outbox: its own key (a reply, a booking's message), else its event's id and destination. @param {Delivery} delivery */
const idOf = (delivery) => delivery.key ?? `${eventIdOf(delivery)}:${delivery.destination}`;

/** The lead a line of the outbox is about. @param {OutboxLine} entry */
const referenceOf = (entry) => {
  if (entry.op === "add") return entry.delivery.reference;
  if (entry.op === "match") return entry.id;
  if (entry.op === "booking") return entry.booking.reference;
  if (entry.op === "platform-lead") return entry.reference;
  if (entry.op === "instant-forms" || entry.op === "summary-sent" || entry.op === "turn") return "";
  if (entry.op === "summary-line" || entry.op === "owner") return entry.id;
  return entry.id.slice(0, entry.id.indexOf(":"));
};

/** A booking is kept until a week after its call (or after it was kept, when its time is unknown). */
const BOOKING_KEPT_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** @param {OutboxBooking} booking */
const bookingKeptUntil = (booking) => Math.max(booking.keptAt, Date.parse(booking.start ?? "") || 0) + BOOKING_KEPT_AFTER_MS;

/** @param {string} line @returns {OutboxLine | null} */
const parsed = (line) => {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
};

/**
 * What the outbox file says: the deliveries not yet done, every one it ever held (so a lead's reference is sent to
 * each destination once), and the consenting leads' matches kept for their stages, with the stages reported. A line
 * the file cannot read (a crash mid-write) is skipped: the inbox holds the lead.
 * @param {string} file
 */
function readOutbox(file) {
  /** @type {Map<string, { delivery: Delivery, createdAt: number }>} */
  const pending = new Map();
  /** @type {Set<string>} */
  const known = new Set();
  /** @type {Map<string, KeptMatch>} */
  const matches = new Map();
  /** @type {Map<string, OutboxBooking>} */
  const bookings = new Map();
  /** @type {Map<string, { reference: string, keptUntil: number }>} */
  const platformLeads = new Map();
  /** @type {InstantFormsState} */
  let instantForms = { forms: [] };
  /** @type {Map<string, { day: string, line: string }>} the daily summary's lines, by lead */
  const summaryLines = new Map();
  /** @type {Map<string, number>} each pool's turns taken */
  const turns = new Map();
  /** @type {Map<string, import("../relay/lead-owners.mjs").OwnedLead>} each lead's owner record, by reference */
  const owners = new Map();
  if (!existsSync(file)) return { pending, known, matches, bookings, platformLeads, instantForms, summaryLines, turns, owners };
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const entry = line.trim() ? parsed(line) : null;
    if (!entry) continue;
    if (entry.op === "match") {
      matches.set(entry.id, { match: entry.match, stages: entry.stages });
      continue;
    }
    if (entry.op === "booking") {
      bookings.set(entry.id, entry.booking);
      continue;
    }
    if (entry.op === "platform-lead") {
      platformLeads.set(entry.id, { reference: entry.reference, keptUntil: entry.keptUntil });
      continue;
    }
    if (entry.op === "instant-forms") {
      instantForms = entry.state;
      continue;
    }
    if (entry.op === "summary-line") {
      summaryLines.set(entry.id, { day: entry.day, line: entry.line });
      continue;
    }
    if (entry.op === "summary-sent") {
      for (const [id, kept] of summaryLines) if (kept.day < entry.before) summaryLines.delete(id);
      continue;
    }
    if (entry.op === "turn") {
      turns.set(entry.pool, Math.max(turns.get(entry.pool) ?? 0, entry.turn + 1));
      continue;
    }
    if (entry.op === "owner") {
      owners.set(entry.id, entry.record);
      continue;
    }
    known.add(entry.id);
    if (entry.op === "add") pending.set(entry.id, { delivery: entry.delivery, createdAt: entry.createdAt });
    else pending.delete(entry.id);
  }
  return { pending, known, matches, bookings, platformLeads, instantForms, summaryLines, turns, owners };
}

/** The owned leads an outbox file holds (`npm run numbers` reads them beside the numbers' file). @param {string} file */
export const ownedLeadsIn = (file) => [...readOutbox(file).owners.values()];

/**
 * How many platform leads are read from Meta at once: a delivery of a thousand is read a few at a time, within Meta's
 * rate limits, while the other deliveries go as they come.
 */
const READS_AT_ONCE = 8;

/** How often a running server looks whether the daily summary of not-a-fit leads is due. */
const SUMMARY_CHECK_EVERY_MS = 5 * 60 * 1000;

/** How often a running server looks for unclaimed leads fallen due: a reminder comes within this of its minute. */
const ESCALATE_EVERY_MS = 20 * 1000;

/** How often a running server drops the matches it no longer needs. */
const COMPACT_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {object} OutboxOptions
 * @property {string} file the outbox, JSON lines, readable by its owner only (it holds leads)
 * @property {import("../relay/lead-deliveries.mjs").RelaySettings} settings
 * @property {readonly number[]} [retryDelays] milliseconds; tests shorten them
 * @property {number} [giveUpAfter] milliseconds
 * @property {typeof fetch} [fetchImpl]
 * @property {import("../relay/lead-reply.mjs").MailSender} [sendMail] how a lead's reply is sent (REPLY_SMTP_URL)
 * @property {import("../relay/lead-deliveries.mjs").StageRecorder} [recordStage] how a booking's stage that could not
 *   be recorded at once is recorded when tried again
 * @property {import("../relay/lead-deliveries.mjs").LeadReader} [readLead] how a platform's lead is read and relayed
 * @property {(delivery: Delivery, at: number) => Promise<void>} [delivered] told of each delivery delivered (the
 *   numbers count how long a platform's lead waited for the chat); a failure is logged
 * @property {() => number} [now]
 * @property {(line: string) => void} [log] where each outcome is told (never a field's value)
 * @property {number} [summaryCheckEvery] milliseconds between looks at the clock for the daily summary (tests shorten it)
 * @property {number} [escalateEvery] milliseconds between looks for unclaimed leads fallen due (tests shorten it)
 */

/**
 * The included server's durable outbox: every delivery of a lead is written here before it is first tried, tried at
 * once, and tried again after a failure (the network, a 5xx, a 429) with growing waits, across restarts, until it is
 * delivered or, 24 hours after its lead arrived, given up with a log line. A 4xx other than 429 is the destination
 * refusing the message: logged, not tried again. Each lead's reference reaches each destination once. Where the
 * agency reports stages (LEAD_STAGE_TOKEN), it also keeps each consenting lead's match for as long as the platforms
 * attribute its stages, and their events go out as a lead's do; a lead is forgotten on request.
 * @param {OutboxOptions} options
 */
export function createOutbox({ file, settings, retryDelays = RETRY_DELAYS_MS, giveUpAfter = GIVE_UP_AFTER_MS, fetchImpl = fetch, sendMail, recordStage, readLead, delivered, now = Date.now, log = console.log, summaryCheckEvery = SUMMARY_CHECK_EVERY_MS, escalateEvery = ESCALATE_EVERY_MS }) {
  const lines = createJsonLinesWriter(file);
  const { append, appendAll } = lines;
  const { pending: stored, known, matches, bookings, platformLeads, instantForms: storedState, summaryLines, turns, owners } = readOutbox(file);
  let instantForms = storedState;
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
    // A delivery whose lead was forgotten while it was being sent leaves no line.
    if (pending.get(id) !== entry) return;
    pending.delete(id);
    log(deliveryLine(entry.delivery, outcome));
    await append({ op: "done", id, outcome });
  }

  /** @param {string} id @param {Pending} entry */
  async function attempt(id, entry) {
    const result = await tryDelivery(entry.delivery, settings, { fetchImpl, now: now(), keepSummaryLine, ...(sendMail ? { sendMail } : {}), ...(recordStage ? { recordStage } : {}), ...(readLead ? { readLead } : {}) });
    if (result.done) {
      if (delivered && result.outcome === "delivered") await delivered(entry.delivery, now()).catch((error) => log(deliveryLine(entry.delivery, `delivered, not counted in the numbers (${error instanceof Error ? error.message : String(error)})`)));
      return finish(id, entry, result.outcome);
    }
    const { failure } = result;
    if (now() - entry.createdAt >= giveUpAfter) return finish(id, entry, `given up (${failure}) ${Math.round(giveUpAfter / 3_600_000)} h after the lead arrived`);
    entry.attempts += 1;
    const wait = retryDelay(entry.attempts, retryDelays);
    entry.nextAt = now() + wait;
    log(deliveryLine(entry.delivery, `${failure}, tried again in ${Math.round(wait / 1000)} s`));
  }

  /** Tries every delivery that is due (the reads of platform leads a few at a time, the longest waiting first), then waits for the next. */
  function run() {
    timer = undefined;
    if (closed) return;
    let reads = readsInFlight();
    const due = [...pending].filter(([id, entry]) => entry.nextAt <= now() && !sending.has(id)).sort(([, a], [, b]) => a.nextAt - b.nextAt);
    for (const [id, entry] of due) {
      if (entry.delivery.destination === "read-lead") {
        if (reads >= READS_AT_ONCE) continue;
        reads += 1;
      }
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

  /** How many platform leads are being read now. */
  const readsInFlight = () => [...sending].filter((id) => pending.get(id)?.delivery.destination === "read-lead").length;

  function schedule() {
    if (closed) return;
    // A read held back by READS_AT_ONCE is started when one of those in flight ends (which schedules again).
    const readsFull = readsInFlight() >= READS_AT_ONCE;
    const waiting = [...pending].filter(([id, entry]) => !sending.has(id) && !(readsFull && entry.delivery.destination === "read-lead"));
    if (!waiting.length) return;
    const next = Math.min(...waiting.map(([, entry]) => entry.nextAt));
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, next - now()));
  }

  /** @param {string} reference @param {KeptMatch} kept @returns {OutboxLine} */
  const matchLine = (reference, kept) => ({ op: "match", id: reference, match: kept.match, stages: kept.stages });

  /**
   * Rewrites the file with only what is still needed: the deliveries pending, the matches and bookings not yet
   * expired, and the replies sent today and yesterday (so an address still receives one a day after a restart).
   */
  function compact() {
    for (const [reference, kept] of matches) if (keptUntil(kept.match) < now()) matches.delete(reference);
    for (const [id, booking] of bookings) if (bookingKeptUntil(booking) < now()) bookings.delete(id);
    for (const [id, record] of platformLeads) if (record.keptUntil < now()) platformLeads.delete(id);
    // An owned lead is kept as long as the numbers are, whose speed it is.
    for (const [id, record] of owners) if (Date.parse(record.arrivedAt) < now() - NUMBERS_KEPT_FOR_DAYS * 86_400_000) owners.delete(id);
    const yesterday = new Date(now() - 86_400_000).toISOString().slice(0, 10);
    for (const id of known) if (replyKeyDay(id) && replyKeyDay(id) < yesterday) known.delete(id);
    return lines.rewrite(() => [
      ...[...pending].map(([id, entry]) => JSON.stringify({ op: "add", id, delivery: entry.delivery, createdAt: entry.createdAt })),
      ...[...known].filter((id) => replyKeyDay(id) && !pending.has(id)).map((id) => JSON.stringify({ op: "done", id, outcome: "the day's reply to this address" })),
      ...[...matches].map(([reference, kept]) => JSON.stringify(matchLine(reference, kept))),
      ...[...bookings].map(([id, booking]) => JSON.stringify({ op: "booking", id, booking })),
      ...[...platformLeads].map(([id, record]) => JSON.stringify({ op: "platform-lead", id, ...record })),
      ...[...summaryLines].map(([id, kept]) => JSON.stringify({ op: "summary-line", id, ...kept })),
      ...[...turns].map(([pool, next]) => JSON.stringify({ op: "turn", pool, turn: next - 1 })),
      ...[...owners].map(([id, record]) => JSON.stringify({ op: "owner", id, record })),
      JSON.stringify({ op: "instant-forms", state: instantForms }),
    ]);
  }

  /**
   * A not-a-fit lead's line kept for the daily summary (relay/daily-summary.mjs).
   * @type {import("../relay/lead-deliveries.mjs").SummaryKeeper}
   */
  async function keepSummaryLine(delivery) {
    const { line } = JSON.parse(delivery.body);
    const kept = { day: delivery.day ?? new Date(now()).toISOString().slice(0, 10), line };
    await append({ op: "summary-line", id: delivery.reference, ...kept });
    summaryLines.set(delivery.reference, kept);
    return { done: true, outcome: "kept for the daily summary" };
  }

  /**
   * The daily summary, once due: one chat message of the lines of the days before today, written to the outbox (known by
   * its day, so a restart sends it once) before the lines are dropped.
   */
  async function sendDueSummary() {
    if (!summaryIsDue(now())) return;
    const today = summaryDayOf(now());
    const summary = summaryDelivery([...summaryLines.values()], today);
    if (!summary) return;
    await addAll([summary]);
    await append({ op: "summary-sent", before: today });
    for (const [id, kept] of summaryLines) if (kept.day < today) summaryLines.delete(id);
    run();
  }
  const summarising = setInterval(() => void sendDueSummary().catch((error) => log(`The not-a-fit summary could not be kept (${error instanceof Error ? error.message : String(error)})`)), summaryCheckEvery);
  summarising.unref();

  // What was pending when the server last stopped goes out now; the file is rewritten with only that.
  const restarted = compact().then(run);
  const compacting = setInterval(() => void compact().catch((error) => log(`The outbox could not drop expired matches (${error instanceof Error ? error.message : String(error)})`)), COMPACT_EVERY_MS);
  compacting.unref();

  /**
   * Writes deliveries (in one write, however many: a platform's delivery of a thousand leads) and starts them on the
   * next run; one the outbox holds or held is not added again.
   * @param {Delivery[]} deliveries
   */
  async function addAll(deliveries) {
    const createdAt = now();
    const added = deliveries.map((delivery) => ({ id: idOf(delivery), delivery })).filter(({ id }, index, all) => !known.has(id) && all.findIndex((other) => other.id === id) === index);
    for (const { id } of added) known.add(id);
    try {
      await appendAll(added.map(({ id, delivery }) => ({ op: "add", id, delivery, createdAt })));
    } catch (error) {
      // Not written: the same deliveries may be added again (a stage reported again once the file can be written).
      for (const { id } of added) known.delete(id);
      throw error;
    }
    for (const { id, delivery } of added) pending.set(id, { delivery, createdAt, attempts: 0, nextAt: createdAt });
  }

  /** @param {Delivery} delivery */
  const add = (delivery) => addAll([delivery]);

  /**
   * Each pool's turns and each lead's owner (relay/lead-owners.mjs): a turn counted before anything is written, so leads
   * arriving together take one each, and written before its lead's deliveries, so a restart takes it again never.
   * @type {import("../relay/lead-owners.mjs").OwnerStore}
   */
  const ownerStore = {
    async take(pool) {
      const turn = turns.get(pool) ?? 0;
      turns.set(pool, turn + 1);
      await append({ op: "turn", pool, turn });
      return turn;
    },
    async keep(record) {
      owners.set(record.reference, record);
      await append({ op: "owner", id: record.reference, record });
    },
    async find(reference) {
      await restarted;
      return owners.get(reference) ?? null;
    },
    claim: (reference, owner, how) => changeOwned(reference, (record) => (record.claimedAt ? null : { ...record, owner, claimedAt: owner.at, claimedHow: how })),
    async list(from, to) {
      await restarted;
      return [...owners.values()].filter((record) => record.arrivedAt.slice(0, 10) >= from && record.arrivedAt.slice(0, 10) <= to);
    },
    hand: (reference, owner, how) => changeOwned(reference, (record) => ({ ...record, owner, claimedAt: record.claimedAt ?? owner.at, claimedHow: record.claimedHow ?? how })),
    contacted: (reference, by, at, how) =>
      changeOwned(reference, (record) => (record.contactedAt ? null : { ...record, claimedAt: record.claimedAt ?? at, contactedAt: at, contactedBy: by || record.owner.name, contactedHow: how })),
  };

  /**
   * A lead's owner record changed, where the change applies: decided and set before anything is written, so two
   * changes at once find one another (the first claim wins); put back should the write fail.
   * @param {string} reference
   * @param {(record: import("../relay/lead-owners.mjs").OwnedLead) => import("../relay/lead-owners.mjs").OwnedLead | null} change
   */
  async function changeOwned(reference, change) {
    await restarted;
    const record = owners.get(reference);
    const changed = record ? change(record) : null;
    if (!record || !changed) return null;
    owners.set(reference, changed);
    try {
      await append({ op: "owner", id: reference, record: changed });
    } catch (error) {
      if (owners.get(reference) === changed) owners.set(reference, record);
      throw error;
    }
    return changed;
  }

  /** The lead with its owner, where the team shares leads. @param {import("../relay/relayed-lead.mjs").RelayedLead} lead */
  async function own(lead) {
    await restarted;
    return withOwner(lead, settings, ownerStore, now());
  }

  /**
   * The unclaimed leads' clocks (relay/ownership/escalation.mjs): a step's chat message is written (known by its key,
   * so a step taken again after a restart sends nothing twice) before the record that says the step was taken.
   * @type {import("../relay/ownership/escalation.mjs").EscalationStore}
   */
  const escalationStore = {
    async due(at) {
      await restarted;
      return [...owners.values()].filter((record) => !record.claimedAt && record.due && record.due.at <= at);
    },
    take: ownerStore.take,
    async step(record, changed, deliveries) {
      if (owners.get(record.reference) !== record) return false;
      await addAll(deliveries);
      run();
      return Boolean(await changeOwned(record.reference, (current) => (current === record ? changed : null)));
    },
  };
  let sweeping = false;
  const escalating = setInterval(() => {
    // One sweep at a time: a slow one is not overtaken by the next.
    if (sweeping) return;
    sweeping = true;
    void escalateUnclaimed({ settings, store: escalationStore, now: now(), log }).finally(() => (sweeping = false));
  }, escalateEvery);
  escalating.unref();

  /** @param {Partial<InstantFormsState>} change */
  function noteInstantForms(change) {
    instantForms = { ...instantForms, ...change };
    return append({ op: "instant-forms", state: instantForms });
  }

  return {
    /**
     * Writes a lead's deliveries to the outbox and starts them; resolves once they are stored, never waiting for a
     * destination.
     * @param {import("../relay/relayed-lead.mjs").RelayedLead} given
     */
    async enqueue(given) {
      await restarted;
      const lead = given.owner ? given : await own(given);
      for (const delivery of await deliveriesOf(lead, settings)) await add(delivery);
      if (keepsMatchOf(lead, settings) && !matches.has(lead.reference)) {
        const kept = { match: await matchOf(lead, settings), stages: [] };
        matches.set(lead.reference, kept);
        await append(matchLine(lead.reference, kept));
      }
      run();
    },

    /** The lead with its owner (relay/lead-owners.mjs), for the inbox to name them before its deliveries are written. */
    own,

    /** Each lead's owner, its claim and first contact (relay/claim-actions.mjs). */
    owners: ownerStore,

    /**
     * Writes deliveries that are not a lead's own (a booking's chat message) and starts them.
     * @param {Delivery[]} deliveries
     */
    async deliver(deliveries) {
      await restarted;
      await addAll(deliveries);
      run();
    },

    /** @type {import("../relay/instant-forms/intake.mjs").PlatformLeadStore} */
    platformLeads: {
      async take(key, reference, keptUntil) {
        await restarted;
        const record = platformLeads.get(key);
        if (record && record.keptUntil >= now()) return false;
        // Taken before anything is written, so the same lead twice at once is relayed once.
        platformLeads.set(key, { reference, keptUntil });
        try {
          await append({ op: "platform-lead", id: key, reference, keptUntil });
        } catch (error) {
          platformLeads.delete(key);
          throw error;
        }
        return true;
      },
      async release(key) {
        const record = platformLeads.get(key);
        if (!record) return;
        platformLeads.delete(key);
        await append({ op: "platform-lead", id: key, reference: record.reference, keptUntil: 0 });
      },
      async noteAccess(mend) {
        await restarted;
        if (instantForms.access === mend) return false;
        await noteInstantForms({ access: mend });
        return true;
      },
      async clearAccess() {
        await restarted;
        if (instantForms.access !== undefined) await noteInstantForms({ access: undefined });
      },
      async catchUpState() {
        await restarted;
        return { ...(instantForms.since !== undefined ? { since: instantForms.since } : {}), forms: [...instantForms.forms] };
      },
      async noteCaughtUp(since) {
        await restarted;
        await noteInstantForms({ since });
      },
      async noteForm(formId) {
        await restarted;
        // Noted before it is written, so a thousand reads of one form's leads write it once.
        if (instantForms.forms.includes(formId)) return;
        await noteInstantForms({ forms: [...instantForms.forms, formId] });
      },
    },

    /** @type {import("../relay/booking/webhook-endpoint.mjs").BookingStore} */
    bookings: {
      async recall(id) {
        await restarted;
        return bookings.get(id) ?? null;
      },
      async keep(id, booking) {
        await restarted;
        const kept = { ...booking, keptAt: now() };
        bookings.set(id, kept);
        await append({ op: "booking", id, booking: kept });
      },
    },

    /** @type {import("../relay/stage-recording.mjs").StageStore} */
    stages: {
      async find(reference) {
        await restarted;
        return matches.get(reference) ?? null;
      },
      async findByEmail(email) {
        await restarted;
        const found = [...matches.values()].filter((kept) => kept.match.email === email && keptUntil(kept.match) >= now());
        return found.sort((a, b) => Date.parse(b.match.receivedAt) - Date.parse(a.match.receivedAt))[0] ?? null;
      },
      async send(kept, stage, deliveries) {
        const { reference } = kept.match;
        const entry = matches.get(reference);
        if (!entry || entry.stages.includes(stage)) return false;
        // Recorded before anything is written, so a report sent twice at once sends once.
        entry.stages.push(stage);
        try {
          for (const delivery of deliveries) await add(delivery);
          await append(matchLine(reference, entry));
        } catch (error) {
          entry.stages.splice(entry.stages.indexOf(stage), 1);
          throw error;
        }
        run();
        return true;
      },
      async forget(reference) {
        await restarted;
        for (const [id, entry] of pending) if (entry.delivery.reference === reference) pending.delete(id);
        for (const id of known) if (id.startsWith(`${reference}:`)) known.delete(id);
        matches.delete(reference);
        for (const [id, booking] of bookings) if (booking.reference === reference) bookings.delete(id);
        for (const [id, record] of platformLeads) if (record.reference === reference) platformLeads.delete(id);
        summaryLines.delete(reference);
        owners.delete(reference);
        const { before, after } = await lines.rewrite((all) => all.filter((line) => parsed(line) === null || referenceOf(/** @type {OutboxLine} */ (parsed(line))) !== reference));
        return { outbox: before - after };
      },
    },
    /** The deliveries not yet done. */
    pendingCount: () => pending.size,
    /** Stops trying (the server is closing); what is pending stays in the file for the next start. */
    async close() {
      closed = true;
      clearInterval(compacting);
      clearInterval(summarising);
      clearInterval(escalating);
      if (timer) clearTimeout(timer);
      await restarted.catch(() => undefined);
      await Promise.all(running);
    },
  };
}
