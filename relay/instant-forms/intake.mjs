// META_LEADS_PATH and TIKTOK_LEADS_PATH: where Meta's and TikTok's lead webhooks arrive (docs/instant-forms.md), and
// what becomes of each lead: once, whichever way it came (a webhook, the same webhook again, the hourly catch-up), it
// is relayed as the site's own leads are (lead-from-answers.mjs). Meta's webhook names a lead, which is kept (the
// host's outbox or queue) before the answer and read from the Graph API when tried; TikTok's carries the lead whole. On
// web standards (Request in, Response out), so the included server and the Worker answer alike; each keeps what a lead
// needs its own way (a PlatformLeadStore). Without their settings the addresses do not exist.
import { json } from "../json-answer.mjs";
import { readLimited } from "../signed-requests.mjs";
import { platformReference, relayedLeadOf } from "./lead-from-answers.mjs";
import { formLeadsSince, GraphRefused, handshakeAnswer, leadgenChangesOf, metaSignatureMatches, pageForms, parseExactly, readMetaLead } from "./meta-leads.mjs";
import { tiktokLeadsOf, tiktokSignatureMatches } from "./tiktok-leads.mjs";
import { STAGE_MATCH_KEPT_FOR_MS } from "../lead-stages.mjs";

/** A delivery of 1,000 changes is a few hundred kilobytes; TikTok's carries a lead or a few. */
const MAX_DELIVERY_BYTES = 2 * 1024 * 1024;

/** How far back each catch-up reads before the last one began: a lead written while it ran is found by the next. */
export const CATCH_UP_OVERLAP_S = 15 * 60;

/** How often the included server catches up (the Worker: its Cron Trigger, wrangler.jsonc), and how far the first one reads. */
export const CATCH_UP_EVERY_MS = 60 * 60 * 1000;

/**
 * What a host keeps of the platforms' leads.
 * @typedef {object} PlatformLeadStore
 * @property {(key: string, reference: string, keptUntil: number) => Promise<boolean>} take records a lead as relayed
 *   (`meta:<lead ID>`), atomically: true when this call did, false when it was before
 * @property {(key: string) => Promise<void>} release takes a record back when the lead could not be kept after all
 * @property {(mend: string) => Promise<boolean>} noteAccess notes that a platform refuses the site its leads: true when
 *   this is news (the chat is told once)
 * @property {() => Promise<void>} clearAccess notes that the platform answers again
 * @property {() => Promise<{ since?: number, forms: string[] }>} catchUpState when the last catch-up began (unix
 *   seconds) and the forms seen in deliveries
 * @property {(since: number) => Promise<void>} noteCaughtUp
 * @property {(formId: string) => Promise<void>} noteForm a form a delivery named, for the catch-up to read too
 */

/**
 * @typedef {object} InstantFormHost
 * @property {import("./settings.mjs").InstantFormSettings} instant
 * @property {import("../lead-deliveries.mjs").RelaySettings} settings the relay's, where each lead goes
 * @property {PlatformLeadStore} store
 * @property {(lead: import("../relayed-lead.mjs").RelayedLead) => Promise<void>} relay keeps a lead's deliveries (and
 *   its match, its count in the numbers, its line in the inbox) as a site's lead's are kept; throws when it cannot
 * @property {(deliveries: import("../lead-deliveries.mjs").Delivery[]) => Promise<void>} deliver hands deliveries to
 *   the host's outbox or queue
 * @property {typeof fetch} [fetchImpl]
 * @property {() => number} [now]
 * @property {(line: string) => void} [log]
 */

/** The record of a platform's lead. @param {import("../relayed-lead.mjs").PlatformLead} lead */
const keyOf = (lead) => `${lead.platform}:${lead.leadId}`;

/**
 * A platform's lead relayed once: recorded, then kept as a site's lead is; the record taken back when it cannot be.
 * @param {import("./lead-from-answers.mjs").PlatformRead} read
 * @param {InstantFormHost} host
 * @returns {Promise<boolean>} whether this call relayed it (false: it was before)
 */
export async function relayPlatformLead(read, { store, relay, now = Date.now }) {
  const lead = await relayedLeadOf(read, now());
  const key = keyOf(read.platformLead);
  if (!(await store.take(key, lead.reference, now() + STAGE_MATCH_KEPT_FOR_MS))) return false;
  try {
    await relay(lead);
  } catch (error) {
    await store.release(key).catch(() => undefined);
    throw error;
  }
  return true;
}

/** @param {string} allow */
const wrongMethod = (allow) => {
  const answer = json(405, { success: false, message: `Use ${allow}.` });
  answer.headers.set("Allow", allow);
  return answer;
};

const notFound = () => json(404, { success: false, message: "Not found." });

/**
 * A platform's delivery's body once its signature checks out, or the refusal: 401 without the signature's header, 413
 * larger than the platform's deliveries are, 403 with a wrong signature (nothing read further, nothing logged).
 * @param {Request} request
 * @param {{ header: string, platform: string, matches: (signature: string, body: string) => Promise<boolean>, wrong: string }} check
 *   the header that carries the signature, whose deliveries these are, how a signature is checked, and which setting
 *   a wrong one points to
 * @returns {Promise<string | Response>}
 */
async function signedBody(request, { header, platform, matches, wrong }) {
  const signature = request.headers.get(header);
  if (!signature) return json(401, { success: false, message: `The delivery carries no ${header}.` });
  const bytes = await readLimited(request, MAX_DELIVERY_BYTES);
  if (!bytes) return json(413, { success: false, message: `The delivery is larger than ${platform}'s deliveries are.` });
  const body = new TextDecoder().decode(bytes);
  if (!(await matches(signature, body))) return json(403, { success: false, message: `The delivery's signature is wrong: ${wrong}.` });
  return body;
}

/**
 * The answer at META_LEADS_PATH: 404 without Meta's lead settings; `GET` the handshake; `POST` a signed delivery
 * (401 without a signature, 403 with a wrong one, nothing read further or logged of it; 413 too large), each `leadgen`
 * change kept to be read, then 200; 500 when they could not be kept (Meta sends the delivery again).
 * @param {Request} request
 * @param {InstantFormHost} host
 */
export async function answerMetaLeads(request, host) {
  const meta = host.instant.meta;
  if (!meta) return notFound();
  if (request.method === "GET") return handshakeAnswer(new URL(request.url), meta.verifyToken);
  if (request.method !== "POST") return wrongMethod("GET, POST");
  const body = await signedBody(request, {
    header: "X-Hub-Signature-256",
    platform: "Meta",
    matches: (signature, body) => metaSignatureMatches(signature, body, meta.appSecret),
    wrong: "META_APP_SECRET must be the secret of the app whose webhook this is",
  });
  if (body instanceof Response) return body;
  const changes = leadgenChangesOf(parseExactly(body));
  if (!changes) return json(200, { success: true, message: "Received: not a delivery of Page changes." });
  const deliveries = await Promise.all(
    changes.map(async (change) => {
      const reference = await platformReference("meta", change.leadgenId);
      return /** @type {import("../lead-deliveries.mjs").Delivery} */ ({ destination: "read-lead", reference, key: `read:meta:${change.leadgenId}`, body: JSON.stringify(change) });
    }),
  );
  if (deliveries.length) await host.deliver(deliveries);
  return json(200, { success: true, message: `Received: ${deliveries.length} lead${deliveries.length === 1 ? "" : "s"} to read.` });
}

/**
 * The answer at TIKTOK_LEADS_PATH: 404 without TikTok's lead settings; `POST` only; a signed delivery (401 without a
 * signature, 403 with a wrong one; 400 when it is not a delivery) whose leads are each relayed once, then 200; 500 when
 * one could not be kept (TikTok sends the delivery again, and the leads relayed before are not relayed twice).
 * @param {Request} request
 * @param {InstantFormHost} host
 */
export async function answerTikTokLeads(request, host) {
  const tiktok = host.instant.tiktok;
  if (!tiktok) return notFound();
  if (request.method !== "POST") return wrongMethod("POST");
  const body = await signedBody(request, {
    header: "X-Open-Signature",
    platform: "TikTok",
    matches: (signature, body) => tiktokSignatureMatches(signature, body, tiktok.appSecret),
    wrong: "TIKTOK_APP_SECRET must be the secret of the app whose subscription this is",
  });
  if (body instanceof Response) return body;
  const leads = tiktokLeadsOf(parseExactly(body), { ...(host.settings.phoneCountry ? { phoneCountry: host.settings.phoneCountry } : {}), now: (host.now ?? Date.now)() });
  if (!leads) return json(400, { success: false, message: "The delivery is not TikTok's lead webhook's (an object with an entry list)." });
  let relayed = 0;
  for (const lead of leads) if (await relayPlatformLead(lead, host)) relayed += 1;
  return json(200, { success: true, message: `Received: ${leads.length} lead${leads.length === 1 ? "" : "s"}, ${relayed} new.` });
}

/**
 * The chat's message that Meta refuses the site its leads, with what to mend; told once until Meta answers again.
 * @param {GraphRefused} refusal
 * @param {InstantFormHost} host
 */
async function tellAccess(refusal, { store, settings, deliver, now = Date.now, log = console.log }) {
  if (!(await store.noteAccess(refusal.mend))) return;
  log(`Meta's Instant Form leads cannot be read: ${refusal.message}`);
  if (!settings.notify) return;
  const text = `Meta's Instant Form leads cannot be read: ${refusal.mend}. No lead is lost: they wait, and arrive once it is mended. (${refusal.message})`;
  const day = new Date(now()).toISOString();
  await deliver([{ destination: "notify", reference: day.slice(0, 10), kind: "access", key: `access:meta:${day}`, body: JSON.stringify({ text }) }]);
}

/**
 * One try of a "read-lead" delivery: the lead read from the Graph API and relayed (or found relayed before); not done
 * when Meta asks to be called later or refuses access (the chat told once), for the relay's schedule to try again.
 * @param {import("../lead-deliveries.mjs").Delivery} delivery
 * @param {InstantFormHost} host
 * @returns {Promise<{ done: true, outcome: string } | { done: false, failure: string }>}
 */
export async function readLeadDelivery(delivery, host) {
  const meta = host.instant.meta;
  if (!meta) return { done: true, outcome: "dropped: Meta's leads are no longer read here (META_LEADS_TOKEN is not set)" };
  /** @type {import("./meta-leads.mjs").LeadgenChange} */
  const change = JSON.parse(delivery.body);
  if (change.formId) await host.store.noteForm(change.formId);
  let read;
  try {
    read = await readMetaLead(meta, change, { ...(host.settings.phoneCountry ? { phoneCountry: host.settings.phoneCountry } : {}), ...(host.fetchImpl ? { fetchImpl: host.fetchImpl } : {}) });
  } catch (error) {
    if (!(error instanceof GraphRefused)) throw error;
    if (error.kind === "access") await tellAccess(error, host);
    return { done: false, failure: error.message };
  }
  await host.store.clearAccess();
  return { done: true, outcome: (await relayPlatformLead(read, host)) ? "read and relayed" : "read: relayed before" };
}

/**
 * The hourly catch-up: every lead of the Page's forms, and of the forms deliveries named, created since the last
 * catch-up began (less CATCH_UP_OVERLAP_S; the first reads the last hour), relayed unless it was before. The time moves
 * on only when every form was read, so a lead waits for a token to be mended, not lost.
 * @param {InstantFormHost} host
 * @returns {Promise<{ read: number, relayed: number } | { failure: string }>}
 */
export async function catchUpMetaLeads(host) {
  const meta = host.instant.meta;
  if (!meta) return { read: 0, relayed: 0 };
  const { store, now = Date.now, log = console.log } = host;
  const began = Math.floor(now() / 1000);
  const state = await store.catchUpState();
  const since = (state.since ?? began - CATCH_UP_EVERY_MS / 1000) - CATCH_UP_OVERLAP_S;
  const options = { ...(host.settings.phoneCountry ? { phoneCountry: host.settings.phoneCountry } : {}), ...(host.fetchImpl ? { fetchImpl: host.fetchImpl } : {}) };
  let read = 0;
  let relayed = 0;
  try {
    const forms = await pageForms(meta, host.fetchImpl);
    for (const id of state.forms) if (!forms.some((form) => form.id === id)) forms.push({ id });
    for (const form of forms) {
      for (const lead of await formLeadsSince(meta, form, since, options)) {
        read += 1;
        if (await relayPlatformLead(lead, host)) relayed += 1;
      }
    }
  } catch (error) {
    if (!(error instanceof GraphRefused)) throw error;
    if (error.kind === "access") await tellAccess(error, host);
    log(`The catch-up of Meta's Instant Form leads stopped: ${error.message}; it reads from the same time next hour`);
    return { failure: error.message };
  }
  await store.clearAccess();
  await store.noteCaughtUp(began);
  if (relayed) log(`The catch-up of Meta's Instant Form leads found ${relayed} lead${relayed === 1 ? "" : "s"} no webhook had brought`);
  return { read, relayed };
}
