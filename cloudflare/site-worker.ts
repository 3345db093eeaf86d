// The site on Cloudflare as one Worker (wrangler.jsonc): Cloudflare serves the built assets itself, with the headers
// the build wrote in `_headers`, and runs this code first for the pages and the paths `assets.run_worker_first`
// names. A page is answered from the static assets unchanged; where NUMBERS_TOKEN is set, a landing is counted in D1
// after the answer (cloudflare/numbers-d1.ts, docs/numbers.md), and a Cron Trigger sends the weekly digest. At
// LEAD_RELAY_PATH it checks a lead's copy with the function hosts' one handler (relay/site-forms/function-hosts.mjs) and keeps
// each delivery as a message on a Cloudflare Queue before it answers; the queue's consumer tries each on the
// included server's schedule (relay/retry-schedule.mjs) for a day, and one still failing then goes to a dead-letter
// queue, whose consumer logs it given up.
import * as checks from "../app/forms/inbox-check";
import { BOOKING_PATH, isLeadStagePath, LEAD_CLAIM_PATH, LEAD_RELAY_PATH, META_LEADS_PATH, SLACK_ACTIONS_PATH, TIKTOK_LEADS_PATH } from "../app/lib/site-endpoints.mjs";
import { answerBooking, type BookingStore, type KeptBooking } from "../relay/booking/webhook-endpoint.mjs";
import type { Mail } from "../relay/lead-reply.mjs";
import type { Delivery, RelaySettings } from "../relay/lead-deliveries.mjs";
import type { RelayedLead } from "../relay/relayed-lead.mjs";
import { deliveriesOf, tryDelivery } from "../relay/lead-deliveries.mjs";
import { answerMetaLeads, answerTikTokLeads, catchUpMetaLeads, type InstantFormHost, readLeadDelivery } from "../relay/instant-forms/intake.mjs";
import { instantFormSettings } from "../relay/instant-forms/settings.mjs";
import { matchOf, type RequestPlace } from "../relay/lead-match.mjs";
import { answerLeadCopy } from "../relay/site-forms/function-hosts.mjs";
import { json } from "../relay/json-answer.mjs";
import { settingsOf, withOrigin } from "../relay/lead-relay-settings.mjs";
import type { KeptMatch, StageStore } from "../relay/stage-recording.mjs";
import { answerLeadStage } from "../relay/stages/report-endpoint.mjs";
import { recordStage } from "../relay/stage-recording.mjs";
import { judgementOf } from "../relay/judged-lead.mjs";
import { keepsMatchOf, keptUntil, platformsHearStages, type StageReport } from "../relay/lead-stages.mjs";
import { deliveryLine, GIVE_UP_AFTER_MS, RETRY_DELAYS_MS, retryDelay } from "../relay/retry-schedule.mjs";
import { EDITOR_PATH, securityHeaders } from "../server/security-headers.mjs";
import { isLandingRequest, isPageAnswer } from "../numbers/landing-rule.mjs";
import { answerNumbers, isNumbersPath } from "../numbers/numbers-endpoint.mjs";
import { DIGEST_CRON, digestDelivery } from "../numbers/numbers-digest.mjs";
import { pullSpend, spendWarningDelivery } from "../numbers/spend-pull.mjs";
import { numbersSettings } from "../numbers/numbers-settings.mjs";
import { addDays, countLanding, countLead, countWait, dayOf, numbersFailureLine, NumbersUnavailable } from "../numbers/numbers-store.mjs";
import { NUMBERS_KEPT_FOR_DAYS } from "../app/lib/numbers-kept-for.mjs";
import { d1Numbers, MISSING_TABLES, type D1Database } from "./numbers-d1";
import { summaryDelivery } from "../relay/daily-summary.mjs";
import { d1StageRecords } from "./stage-records-d1";
import { d1PlatformLeads } from "./platform-leads-d1";
import { d1LeadOwners } from "./lead-owners-d1";
import { teamOf, withOwner } from "../relay/lead-owners.mjs";
import { sharesLeads } from "../app/content/team-values.mjs";
import { answerClaimPage } from "../relay/ownership/claim-page.mjs";
import { answerSlackAction } from "../relay/ownership/slack-actions.mjs";
import { escalateUnclaimed } from "../relay/ownership/escalation.mjs";
import { speedRowsOf } from "../relay/answer-speeds.mjs";
import type { SpeedRow } from "../numbers/answer-speed.mjs";

/** The minute's Cron Trigger (wrangler.jsonc) that reminds an unclaimed lead's owner, or passes it on (docs/team.md). */
export const ESCALATION_CRON = "* * * * *";

/** The hourly Cron Trigger (wrangler.jsonc) that catches up Meta's Instant Form leads no webhook brought. */
export const CATCH_UP_CRON = "30 * * * *";

/** The queues, as wrangler.jsonc names them (its test holds the two together): a lead's deliveries, and those given up. */
export const QUEUES = { deliveries: "lead-deliveries", givenUp: "lead-deliveries-given-up" } as const;

/** The site's headers on the Worker's own answers, as the included server sends them on each (a policy goes on pages only). */
const { "Content-Security-Policy": _pagesOnly, ...ANSWER_HEADERS } = securityHeaders({ csp: "", hsts: true });

function withSiteHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(ANSWER_HEADERS)) response.headers.set(name, value);
  return response;
}

/** A delivery given up, with the failure of its last try (none when the queue gave it up after its own retries). */
type GivenUp = Delivery & { failure?: string };

// The part of Cloudflare's runtime API used here (@cloudflare/workers-types documents the whole).
interface Queue<Body> {
  send(body: Body, options?: { contentType?: "json" }): Promise<void>;
  sendBatch(messages: Iterable<{ body: Body; contentType?: "json" }>): Promise<void>;
}
interface Message<Body> {
  readonly timestamp: Date;
  readonly body: Body;
  /** How many times this message has been delivered, this time included. */
  readonly attempts: number;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}
interface MessageBatch<Body> {
  readonly queue: string;
  readonly messages: readonly Message<Body>[];
}
interface RateLimit {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}
interface KVNamespace {
  get(key: string, type: "json"): Promise<unknown>;
  put(key: string, value: string, options?: { expiration?: number; expirationTtl?: number }): Promise<void>;
  delete(key: string): Promise<void>;
}
interface SendEmail {
  send(message: Omit<Mail, "from"> & { from: { name: string; email: string } }): Promise<unknown>;
}

/** What the Worker is bound to (wrangler.jsonc), beside the settings (texts: docs/configuration.md). */
export interface SiteEnv {
  readonly ASSETS: { fetch(request: Request): Promise<Response> };
  readonly LEAD_DELIVERIES: Queue<Delivery>;
  readonly LEAD_DELIVERIES_GIVEN_UP: Queue<GivenUp>;
  readonly LEAD_COPY_LIMIT?: RateLimit;
  /**
   * Each consenting lead's match, by reference, expiring when the platforms no longer attribute its stages (and its
   * e-mail's hash under `email:`, for a booking that lost its reference); the bookings, under `booking:`; the day's
   * reply to each address, under `reply:`.
   */
  readonly LEAD_STAGES?: KVNamespace;
  /** Cloudflare's e-mail sending (docs/booking.md): each lead's reply, where REPLY_FROM is set. */
  readonly EMAIL?: SendEmail;
  /** The site's numbers, written where NUMBERS_TOKEN is set (migrations in cloudflare/migrations/). */
  readonly NUMBERS?: D1Database;
  readonly [setting: string]: unknown;
}

/** What the Worker is given besides the request: time to finish work after the answer. */
interface ExecutionContext {
  waitUntil(work: Promise<unknown>): void;
}

/**
 * The numbers' settings where NUMBERS_TOKEN is set. A wrong ad spend setting turns the spend off, said in the log, and
 * leaves the counting on: a typo in an ad account's number must not cost the day's landings.
 */
function settingsOfNumbers(env: SiteEnv, log: (line: string) => void) {
  try {
    return numbersSettings(env);
  } catch (error) {
    const counting = numbersSettings({ NUMBERS_TOKEN: env.NUMBERS_TOKEN });
    if (!counting) throw error;
    log(`The ad spend is off: ${error instanceof Error ? error.message : String(error)}`);
    return counting;
  }
}

/** The numbers' settings and store where NUMBERS_TOKEN is set; an error naming what is wrong with them. */
function numbersOf(env: SiteEnv, log: (line: string) => void) {
  const settings = settingsOfNumbers(env, log);
  if (!settings) return undefined;
  if (!env.NUMBERS) throw new Error("NUMBERS_TOKEN is set but the Worker has no NUMBERS D1 database (wrangler.jsonc)");
  return { settings, store: d1Numbers(env.NUMBERS) };
}

/** The numbers where they are on; undefined, with a log line, when their settings are wrong (pages are served all the same). */
function numbersOrLog(env: SiteEnv, log: (line: string) => void) {
  try {
    return numbersOf(env, log);
  } catch (error) {
    log(`Nothing is counted: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** Pulls the platforms' spend into the numbers; the team's chat is told, through the queue, of a platform failing two days in a row. */
function spendPuller(env: SiteEnv, numbers: NonNullable<ReturnType<typeof numbersOf>>) {
  return async () => {
    const { spend } = numbers.settings;
    if (!spend) return {};
    const now = Date.now();
    let notify: RelaySettings["notify"];
    try {
      notify = settingsOf(env).notify;
    } catch {
      // The relay's settings are wrong (its own answers say so): the spend is pulled all the same, the chat not told.
      notify = undefined;
    }
    return pullSpend({
      store: numbers.store,
      settings: spend,
      now,
      ...(notify ? { tell: (text: string) => env.LEAD_DELIVERIES.send(spendWarningDelivery(text, now), { contentType: "json" }) } : {}),
    });
  };
}

/** The KV namespace of the matches, or an error naming the binding wrangler.jsonc declares. */
function matchesOf(env: SiteEnv): KVNamespace {
  if (!env.LEAD_STAGES) throw new Error("LEAD_STAGE_TOKEN is set but the Worker has no LEAD_STAGES KV namespace (wrangler.jsonc)");
  return env.LEAD_STAGES;
}

/** A match kept until its expiry (whole seconds, as KV counts them), so a stage recorded later never extends it. */
const putMatch = (kv: KVNamespace, kept: KeptMatch) => kv.put(kept.match.reference, JSON.stringify(kept), { expiration: Math.floor(keptUntil(kept.match) / 1000) });

/**
 * What the Worker keeps for the agency's reports: the matches in KV, which stages were reported in D1 (atomically), a
 * stage's events on the deliveries' queue.
 */
function stageStore(env: SiteEnv): StageStore {
  const kv = matchesOf(env);
  const records = d1StageRecords(env.NUMBERS);
  return {
    find: async (reference) => (await kv.get(reference, "json")) as KeptMatch | null,
    async findByEmail(email) {
      const reference = (await kv.get(`email:${email}`, "json")) as string | null;
      return reference ? ((await kv.get(reference, "json")) as KeptMatch | null) : null;
    },
    async send(kept, stage, deliveries) {
      if (kept.stages.includes(stage)) return false;
      const { reference } = kept.match;
      // Recorded in D1 first, where a second write of the same stage finds it made: a stage reported twice at the
      // same moment is sent once.
      if (!(await records.claim(reference, stage, keptUntil(kept.match), Date.now()))) return false;
      try {
        await env.LEAD_DELIVERIES.sendBatch(deliveries.map((body) => ({ body, contentType: "json" })));
      } catch (error) {
        await records.release(reference, stage).catch(() => undefined);
        throw error;
      }
      await putMatch(kv, { ...kept, stages: [...kept.stages, stage] });
      return true;
    },
    async forget(reference) {
      const kept = (await kv.get(reference, "json")) as KeptMatch | null;
      if (kept) await kv.delete(reference);
      if (kept?.match.email && (await kv.get(`email:${kept.match.email}`, "json")) === reference) await kv.delete(`email:${kept.match.email}`);
      const stages = await records.forget(reference).catch(() => 0);
      const platformLeads = await d1PlatformLeads(env.NUMBERS).forget(reference).catch(() => 0);
      const owner = env.NUMBERS ? ((await env.NUMBERS.prepare("DELETE FROM lead_owners WHERE reference = ?1").bind(reference).run().catch(() => undefined))?.meta.changes ?? 0) : 0;
      return { "stage record": kept ? 1 : 0, ...(stages ? { "stages reported": stages } : {}), ...(platformLeads ? { "platform lead record": platformLeads } : {}), ...(owner ? { "lead owner": owner } : {}) };
    },
  };
}

/** A booking is kept until a week after its call (or after it was kept, when its time is unknown), as on the included server. */
const BOOKING_KEPT_AFTER_S = 7 * 24 * 60 * 60;

/** The bookings in KV, each expiring by itself. */
function bookingStore(env: SiteEnv): BookingStore {
  const kv = matchesOf(env);
  return {
    recall: async (id) => (await kv.get(`booking:${id}`, "json")) as KeptBooking | null,
    async keep(id, booking) {
      const start = Math.floor((Date.parse(booking.start ?? "") || 0) / 1000);
      await kv.put(`booking:${id}`, JSON.stringify(booking), { expiration: Math.max(start, Math.floor(Date.now() / 1000)) + BOOKING_KEPT_AFTER_S });
    },
  };
}

/** A reply's key is kept two days: an address receives one reply a day. */
const REPLY_KEY_KEPT_S = 2 * 24 * 60 * 60;

/**
 * A lead's deliveries without its reply when its address had one today (or when there is nowhere to note that it
 * had: a form must never mail an address without its limit); the reply's key noted otherwise.
 */
async function withinReplyLimit(env: SiteEnv, deliveries: Delivery[]): Promise<Delivery[]> {
  const reply = deliveries.find((delivery) => delivery.destination === "reply");
  if (!reply?.key) return deliveries;
  const others = deliveries.filter((delivery) => delivery !== reply);
  if (!env.LEAD_STAGES) {
    console.log(`Lead ${reply.reference} → reply: not sent, the Worker has no LEAD_STAGES KV namespace to hold the day's replies (wrangler.jsonc)`);
    return others;
  }
  if (await env.LEAD_STAGES.get(reply.key, "json")) return others;
  await env.LEAD_STAGES.put(reply.key, "1", { expirationTtl: REPLY_KEY_KEPT_S });
  return deliveries;
}

/** A lead's deliveries on the queue, and, for a consenting lead where stages are reported, its match in KV. */
async function keepLead(env: SiteEnv, deliveries: Delivery[], settings: RelaySettings, lead: RelayedLead) {
  // The match first, so a stage among the deliveries (a fit lead reported as qualified at once) finds it when tried.
  await keepMatch(env, settings, lead);
  const kept = await withinReplyLimit(env, deliveries);
  if (kept.length) await env.LEAD_DELIVERIES.sendBatch(kept.map((body) => ({ body, contentType: "json" })));
}

/** A consenting lead's match, for its later stages; a failure is logged, as only its stages would need it. */
async function keepMatch(env: SiteEnv, settings: RelaySettings, lead: RelayedLead) {
  if (!keepsMatchOf(lead, settings)) return;
  try {
    const kv = matchesOf(env);
    // A copy sent again keeps the stages already reported.
    if (!(await kv.get(lead.reference, "json"))) {
      const match = await matchOf(lead, settings);
      await putMatch(kv, { match, stages: [] });
      // The latest lead from an address is the one its booking joins, for as long as its match is kept.
      if (match.email) await kv.put(`email:${match.email}`, JSON.stringify(lead.reference), { expiration: Math.floor(keptUntil(match) / 1000) });
    }
  } catch (error) {
    console.log(`Lead ${lead.reference}: what its later stages need could not be kept (${error instanceof Error ? error.message : String(error)})`);
  }
}

export interface SiteWorkerOptions {
  /** Milliseconds after each failed try; the queue waits whole seconds. Tests shorten them. */
  readonly retryDelays?: readonly number[];
  /** A delivery whose next try would come later than this after its lead arrived is given up (milliseconds). */
  readonly giveUpAfter?: number;
  readonly log?: (line: string) => void;
}

/** Cloudflare's e-mail sending as the relay sends a reply. */
const mailSenderOf = (email: SendEmail) => async (mail: Mail) => {
  await email.send(mail);
};

/** How the queue's consumer records a booking's stage that could not be recorded at once: as the webhook would have. */
function stageRecorderOf(env: SiteEnv, settings: RelaySettings, log: (line: string) => void) {
  return (report: StageReport) => {
    const numbers = numbersOrLog(env, log)?.store;
    return recordStage(report, { settings, ...(platformsHearStages(settings) ? { store: stageStore(env) } : {}), ...(numbers ? { numbers } : {}), ...ownersOf(env, settings), log });
  };
}

/**
 * The platforms' own forms' settings where they are set; undefined, with a log line, when one is wrong (the feature
 * is off, the rest of the site works, as the spend does).
 */
function instantOrLog(env: SiteEnv, log: (line: string) => void) {
  try {
    return instantFormSettings(env);
  } catch (error) {
    log(`The Instant Form leads are off: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The most messages one `sendBatch` takes (Cloudflare Queues' limit). */
const QUEUE_BATCH = 100;

/** Deliveries on the deliveries' queue, a hundred at a time. */
async function enqueue(env: SiteEnv, deliveries: Delivery[]) {
  for (let start = 0; start < deliveries.length; start += QUEUE_BATCH) {
    await env.LEAD_DELIVERIES.sendBatch(deliveries.slice(start, start + QUEUE_BATCH).map((body) => ({ body, contentType: "json" })));
  }
}

/** What the Worker does with the platforms' leads: recorded in D1, each relayed as a site's lead's copy is, counted in the numbers. */
function instantFormHost(env: SiteEnv, instant: NonNullable<ReturnType<typeof instantFormSettings>>, settings: RelaySettings, log: (line: string) => void): InstantFormHost {
  return {
    instant,
    settings,
    store: d1PlatformLeads(env.NUMBERS),
    deliver: (deliveries) => enqueue(env, deliveries),
    async relay(given) {
      const lead = await withOwner(given, settings, d1LeadOwners(env.NUMBERS), Date.now()).catch((error: unknown) => {
        log(`Lead ${given.reference}: no owner given (${error instanceof Error ? error.message : String(error)})`);
        return given;
      });
      await keepLead(env, await deliveriesOf(lead, settings), settings, lead);
      const numbers = numbersOrLog(env, log);
      if (numbers) await countLead(numbers.store, lead, Date.now(), judgementOf(lead)).catch((error: unknown) => log(numbersFailureLine(`Lead ${lead.reference}: not counted in the site's numbers`, error)));
    },
    log,
  };
}

/** A platform's lead webhook; 404 where its settings are not set, 500 naming nothing but the log when a setting or binding is wrong. */
async function answerInstantForms(request: Request, env: SiteEnv, log: (line: string) => void): Promise<Response> {
  const instant = instantOrLog(env, log);
  if (!instant) return json(404, { success: false, message: "Not found." });
  try {
    const host = instantFormHost(env, instant, withOrigin(settingsOf(env), new URL(request.url).origin), log);
    return await (new URL(request.url).pathname === META_LEADS_PATH ? answerMetaLeads : answerTikTokLeads)(request, host);
  } catch (error) {
    log(`A platform's lead webhook could not be answered: ${error instanceof Error ? error.message : String(error)}`);
    return json(500, { success: false, message: "The leads could not be kept; send them again." });
  }
}

/** Every try of a batch of deliveries: each acknowledged when done, retried on the schedule, or given up. */
async function consumeDeliveries(batch: MessageBatch<Delivery>, env: SiteEnv, { retryDelays = RETRY_DELAYS_MS, giveUpAfter = GIVE_UP_AFTER_MS, log = console.log }: SiteWorkerOptions) {
  let settings: ReturnType<typeof settingsOf> | undefined;
  let misconfigured = "";
  try {
    settings = settingsOf(env);
  } catch (error) {
    misconfigured = `the relay's settings are wrong: ${error instanceof Error ? error.message : String(error)}`;
  }
  const instant = batch.messages.some((message) => message.body.destination === "read-lead") ? instantOrLog(env, log) : undefined;
  // A platform's lead read now is relayed with the chat's claim links, to the site's address.
  const host = settings && instant ? instantFormHost(env, instant, withOrigin(settings, settings.claims ? await siteUrlOf(env) : undefined), log) : undefined;
  await Promise.all(
    batch.messages.map(async (message) => {
      const delivery = message.body;
      const result = settings
        ? await tryDelivery(delivery, settings, {
            ...(env.EMAIL ? { sendMail: mailSenderOf(env.EMAIL) } : {}),
            recordStage: stageRecorderOf(env, settings, log),
            keepSummaryLine: (line: Delivery) => keepSummaryLine(env, line, settings!),
            ...(host ? { readLead: (read: Delivery) => readLeadDelivery(read, host) } : {}),
          })
        : ({ done: false, failure: misconfigured } as const);
      if (result.done) {
        if (result.outcome === "delivered" && delivery.waitedFrom) {
          const numbers = numbersOrLog(env, log);
          if (numbers) await countWait(numbers.store, delivery, Date.now()).catch((error: unknown) => log(numbersFailureLine(`Lead ${delivery.reference}: its wait not counted`, error)));
        }
        log(deliveryLine(delivery, result.outcome));
        message.ack();
        return;
      }
      const wait = retryDelay(message.attempts, retryDelays);
      // The next try would come after the give-up time (and the Free plan's 24 h retention): given up now.
      if (Date.now() + wait - message.timestamp.getTime() > giveUpAfter) {
        try {
          await env.LEAD_DELIVERIES_GIVEN_UP.send({ ...delivery, failure: result.failure }, { contentType: "json" });
          message.ack();
        } catch {
          message.retry({ delaySeconds: Math.ceil(wait / 1000) });
        }
        return;
      }
      log(deliveryLine(delivery, `${result.failure}, tried again in ${Math.round(wait / 1000)} s`));
      message.retry({ delaySeconds: Math.ceil(wait / 1000) });
    }),
  );
}

/**
 * A not-a-fit lead's line kept in D1 for the daily summary (relay/daily-summary.mjs); where there is no database, or its
 * table is not made yet (migration 0006 not applied), the chat hears of the lead at once rather than never.
 */
async function keepSummaryLine(env: SiteEnv, delivery: Delivery, settings: RelaySettings) {
  if (!env.NUMBERS) return tryDelivery(delivery, settings);
  try {
    const { line } = JSON.parse(delivery.body) as { line: string };
    await env.NUMBERS.prepare("INSERT INTO chat_summary (reference, day, line) VALUES (?1, ?2, ?3) ON CONFLICT (reference) DO NOTHING").bind(delivery.reference, delivery.day ?? dayOf(Date.now()), line).run();
    return { done: true, outcome: "kept for the daily summary" } as const;
  } catch (error) {
    if (!(error instanceof Error && /no such table/i.test(error.message))) throw error;
    console.log(`Lead ${delivery.reference}: told to the chat at once, as the daily summary has no table yet: ${MISSING_TABLES}`);
    return tryDelivery(delivery, settings);
  }
}

/** The relay's settings, or none where they are wrong (the relay's own answers say so). */
function relaySettingsOrNone(env: SiteEnv) {
  try {
    return settingsOf(env);
  } catch {
    return undefined;
  }
}

/** The daily summary of the not-a-fit leads kept for it, to the team's chat, and those lines dropped once it is queued. */
async function sendSummary(env: SiteEnv, now: number) {
  if (!env.NUMBERS) return;
  const today = dayOf(now);
  const { results } = await env.NUMBERS.prepare("SELECT reference, day, line FROM chat_summary WHERE day < ?1").bind(today).all<{ reference: string; day: string; line: string }>();
  const summary = summaryDelivery(results, today);
  if (!summary) return;
  await env.LEAD_DELIVERIES.send(summary, { contentType: "json" });
  await env.NUMBERS.prepare("DELETE FROM chat_summary WHERE reference IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(results.map((row) => row.reference))).run();
}

/** Where the request's address is, as Cloudflare locates it (`request.cf`; absent in a request the Worker made itself). */
function placeOfRequest(request: Request): RequestPlace {
  const cf = (request as Request & { cf?: Partial<Record<"country" | "city" | "region" | "regionCode" | "postalCode", unknown>> }).cf;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  return { country: text(cf?.country), city: text(cf?.city), region: text(cf?.region), regionCode: text(cf?.regionCode), postalCode: text(cf?.postalCode) };
}

/**
 * The site's address, for the digest's link: the build writes it in robots.txt's Sitemap line (a Cron Trigger has no
 * request to take it from); none when that cannot be read.
 */
async function siteUrlOf(env: SiteEnv): Promise<string | undefined> {
  try {
    const robots = await (await env.ASSETS.fetch(new Request("https://assets.invalid/robots.txt"))).text();
    return /^Sitemap:\s*(https?:\/\/[^/\s]+)/m.exec(robots)?.[1];
  } catch {
    return undefined;
  }
}

/** A report or a forget from the agency's tool; 500 naming nothing but the log when a setting or binding is wrong. */
async function answerStage(request: Request, env: SiteEnv, log: (line: string) => void): Promise<Response> {
  try {
    const settings = settingsOf(env);
    if (!settings.stages) return json(404, { success: false, message: "Not found." });
    const numbers = numbersOf(env, log)?.store;
    return await answerLeadStage(request, {
      settings,
      // The store forgets a platform's lead's record too, where those leads arrive.
      ...(platformsHearStages(settings) || instantOrLog(env, log) ? { store: stageStore(env) } : {}),
      ...(numbers ? { numbers } : {}),
      ...ownersOf(env, settings),
      isReference: (reference) => checks.leadReference(reference) === reference,
      log,
    });
  } catch (error) {
    log(`A lead stage report could not be answered: ${error instanceof Error ? error.message : String(error)}`);
    return json(500, { success: false, message: "The site's lead stages are not set up correctly." });
  }
}

/** A scheduler's webhook; 500 naming nothing but the log when a setting or binding is wrong. */
async function answerBookingWebhook(request: Request, env: SiteEnv, log: (line: string) => void): Promise<Response> {
  try {
    const settings = settingsOf(env);
    if (!settings.booking) return json(404, { success: false, message: "Not found." });
    const numbers = numbersOf(env, log)?.store;
    return await answerBooking(request, {
      settings,
      bookings: bookingStore(env),
      deliver: async (deliveries) => env.LEAD_DELIVERIES.sendBatch(deliveries.map((body) => ({ body, contentType: "json" }))),
      ...(platformsHearStages(settings) ? { store: stageStore(env) } : {}),
      ...ownersOf(env, settings),
      ...(numbers ? { numbers } : {}),
      isReference: (reference) => checks.leadReference(reference) === reference,
      log,
    });
  } catch (error) {
    log(`A booking webhook could not be answered: ${error instanceof Error ? error.message : String(error)}`);
    return json(500, { success: false, message: "The site's bookings are not set up correctly." });
  }
}

/** The leads' owners in D1, where the team shares leads and there is a database (else none: no lead has an owner). */
const ownersOf = (env: SiteEnv, settings: RelaySettings) => (env.NUMBERS && sharesLeads(teamOf(settings)) ? { owners: d1LeadOwners(env.NUMBERS) } : {});

/** The owned leads as the numbers' speed reads them, where the team shares leads. */
function speedsOf(env: SiteEnv): { speeds?: (from: string, to: string) => Promise<SpeedRow[]> } {
  const settings = relaySettingsOrNone(env);
  if (!settings || !env.NUMBERS || !sharesLeads(teamOf(settings))) return {};
  const owners = d1LeadOwners(env.NUMBERS);
  return { speeds: async (from, to) => speedRowsOf(await owners.list(from, to), settings) };
}

/** How long a Slack click's signature is kept to refuse a replay: past it the click's timestamp is refused anyway. */
async function firstSeenClick(db: D1Database, signature: string, until: number) {
  const [, inserted] = await db.batch([
    db.prepare("DELETE FROM slack_clicks WHERE kept_until < ?1").bind(Date.now()),
    db.prepare("INSERT INTO slack_clicks (signature, kept_until) VALUES (?1, ?2) ON CONFLICT (signature) DO NOTHING").bind(signature, until),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

/** A claim link's page or a Slack click; 404 where neither is set, 500 naming nothing but the log when a setting or binding is wrong. */
async function answerClaim(request: Request, env: SiteEnv, ctx: ExecutionContext, log: (line: string) => void): Promise<Response> {
  try {
    const settings = withOrigin(settingsOf(env), new URL(request.url).origin);
    const db = env.NUMBERS;
    if (!db || !(settings.claims || settings.slack)) return json(404, { success: false, message: "Not found." });
    const host = { settings, store: d1LeadOwners(db), deliver: (deliveries: Delivery[]) => enqueue(env, deliveries), log };
    if (new URL(request.url).pathname === LEAD_CLAIM_PATH) return await answerClaimPage(request, host);
    return await answerSlackAction(request, { ...host, firstSeen: (signature, until) => firstSeenClick(db, signature, until), later: (work) => ctx.waitUntil(work) });
  } catch (error) {
    log(`A lead's claim could not be answered: ${error instanceof Error ? error.message : String(error)}`);
    return json(500, { success: false, message: "The claim could not be recorded; press again." });
  }
}

/** The unclaimed leads fallen due, every minute (ESCALATION_CRON): each step with its chat message, once. */
async function sweepUnclaimed(env: SiteEnv, log: (line: string) => void) {
  const settings = relaySettingsOrNone(env);
  if (!settings || !env.NUMBERS || !sharesLeads(teamOf(settings))) return;
  const owners = d1LeadOwners(env.NUMBERS);
  const withLinks = withOrigin(settings, settings.claims ? await siteUrlOf(env) : undefined);
  await escalateUnclaimed({
    settings: withLinks,
    now: Date.now(),
    log,
    store: {
      due: owners.due,
      take: owners.take,
      async step(record, changed, deliveries) {
        // The record first, where it is still as read: a sweep run twice takes the step once.
        if (!(await owners.setDue(record.reference, changed, changed.due?.at ?? null, record.due?.at ?? 0))) return false;
        try {
          if (deliveries.length) await enqueue(env, deliveries);
        } catch (error) {
          await owners.setDue(record.reference, record, record.due?.at ?? null, changed.due?.at ?? 0).catch(() => undefined);
          throw error;
        }
        return true;
      },
    },
  });
}

/** The site's Worker, with its relay's schedule (the included server's unless a test shortens it). */
export function createSiteWorker(options: SiteWorkerOptions = {}) {
  const log = options.log ?? console.log;
  return {
    async fetch(request: Request, env: SiteEnv, ctx: ExecutionContext): Promise<Response> {
      const url = new URL(request.url);
      const { pathname } = url;
      const numbers = numbersOrLog(env, log);
      if (pathname === LEAD_RELAY_PATH) {
        const clientIp = request.headers.get("CF-Connecting-IP") ?? undefined;
        if (env.LEAD_COPY_LIMIT && clientIp && !(await env.LEAD_COPY_LIMIT.limit({ key: clientIp })).success) {
          const answer = json(429, { success: false, message: "Too many copies from your address; try again in a minute." });
          answer.headers.set("Retry-After", "60");
          return withSiteHeaders(answer);
        }
        const answer = await answerLeadCopy(request, {
          checks,
          env,
          ...(clientIp ? { clientIp } : {}),
          place: placeOfRequest(request),
          log,
          keep: (deliveries, settings, lead) => keepLead(env, deliveries, settings, lead),
          owners: d1LeadOwners(env.NUMBERS),
          ...(numbers ? { count: (lead: RelayedLead) => countLead(numbers.store, lead, Date.now(), judgementOf(lead)) } : {}),
        });
        return withSiteHeaders(answer);
      }
      if (isLeadStagePath(pathname)) return withSiteHeaders(await answerStage(request, env, log));
      if (pathname === META_LEADS_PATH || pathname === TIKTOK_LEADS_PATH) return withSiteHeaders(await answerInstantForms(request, env, log));
      if (pathname === BOOKING_PATH) return withSiteHeaders(await answerBookingWebhook(request, env, log));
      if (pathname === LEAD_CLAIM_PATH || pathname === SLACK_ACTIONS_PATH) return withSiteHeaders(await answerClaim(request, env, ctx, log));
      if (isNumbersPath(pathname)) {
        if (numbers) {
          try {
            return withSiteHeaders(await answerNumbers(request, { ...numbers, pull: spendPuller(env, numbers), ...speedsOf(env) }));
          } catch (error) {
            log(numbersFailureLine("The numbers could not be read", error));
            return withSiteHeaders(json(500, { success: false, message: "The site's numbers could not be read; the Worker's log says why." }));
          }
        }
        // Set but wrong (the log says how): not the 404 of a site without numbers.
        if (typeof env.NUMBERS_TOKEN === "string" && env.NUMBERS_TOKEN.trim()) return withSiteHeaders(json(500, { success: false, message: "The site's numbers are not set up correctly." }));
      }
      // The editor's page is served at its folder's address, which the static assets would redirect to the address
      // without the slash (their `drop-trailing-slash`, which gives every other page its one address).
      if (pathname === EDITOR_PATH) return env.ASSETS.fetch(new Request(new URL(EDITOR_PATH.slice(0, -1), request.url), request));
      const answer = await env.ASSETS.fetch(request);
      // The page goes as the static assets answered it; a landing is counted after, and a failure only logged.
      if (numbers && isPageAnswer(answer.status, answer.headers.get("Content-Type")) && isLandingRequest({ method: request.method, path: pathname, host: url.host, header: (name) => request.headers.get(name) })) {
        ctx.waitUntil(countLanding(numbers.store, url, request.headers.get("Referer"), Date.now()).catch((error: unknown) => log(numbersFailureLine("A landing was not counted", error))));
      }
      return answer;
    },

    /**
     * The Cron Triggers (wrangler.jsonc), every morning: the numbers older than they are kept dropped, the platforms'
     * spend pulled, and on Mondays (DIGEST_CRON) the week's digest to the team's chat.
     */
    async scheduled(controller: { cron: string }, env: SiteEnv): Promise<void> {
      if (controller.cron === ESCALATION_CRON) {
        await sweepUnclaimed(env, log).catch((error: unknown) => log(`The unclaimed leads were not looked at: ${error instanceof Error ? error.message : String(error)}`));
        return;
      }
      if (controller.cron === CATCH_UP_CRON) {
        const instant = instantOrLog(env, log);
        if (instant?.meta) await catchUpMetaLeads(instantFormHost(env, instant, withOrigin(settingsOf(env), await siteUrlOf(env)), log));
        return;
      }
      const now = Date.now();
      // Every morning (the digest's and the spend's triggers are both at 08:00 UTC): the not-a-fit summary, where a rule asks for it.
      if (relaySettingsOrNone(env)?.notify) {
        await sendSummary(env, now).catch((error: unknown) => log(`The not-a-fit summary was not sent: ${error instanceof Error && /no such table/i.test(error.message) ? MISSING_TABLES : String(error)}`));
      }
      const numbers = numbersOrLog(env, log);
      if (!numbers) return;
      try {
        await numbers.store.prune(dayOf(now));
        if (speedsOf(env).speeds) await d1LeadOwners(env.NUMBERS).prune(addDays(dayOf(now), 1 - NUMBERS_KEPT_FOR_DAYS)).catch((error: unknown) => log(`The owned leads were not pruned: ${String(error)}`));
        for (const [platform, outcome] of Object.entries(await spendPuller(env, numbers)())) if (outcome !== "pulled") log(`The ad spend of ${platform} was not pulled: ${outcome}`);
        if (controller.cron !== DIGEST_CRON || !settingsOf(env).notify) return;
        await env.LEAD_DELIVERIES.send(await digestDelivery(numbers.store, now, await siteUrlOf(env), speedsOf(env).speeds), { contentType: "json" });
      } catch (error) {
        // Tables not made yet: said in the log, as every count says it, rather than a failed trigger.
        if (!(error instanceof NumbersUnavailable)) throw error;
        log(error.message);
      }
    },

    async queue(batch: MessageBatch<Delivery> | MessageBatch<GivenUp>, env: SiteEnv): Promise<void> {
      if (batch.queue === QUEUES.deliveries) return consumeDeliveries(batch as MessageBatch<Delivery>, env, options);
      if (batch.queue !== QUEUES.givenUp) throw new Error(`The Worker consumes ${Object.values(QUEUES).join(" and ")}, not ${batch.queue} (wrangler.jsonc)`);
      for (const message of (batch as MessageBatch<GivenUp>).messages) {
        log(deliveryLine(message.body, `given up (${message.body.failure ?? "no try succeeded"})`));
        message.ack();
      }
    },
  };
}
