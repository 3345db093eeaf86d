// What each destination of a lead receives (docs/leads.md, "Where a lead goes next"), on web standards only (fetch's
// Request, Web Crypto), so the included server and the hosts' functions send the same bytes. Pure: nothing here sends.
import { matchOf } from "./lead-match.mjs";
import { hmacHex } from "./signed-requests.mjs";
import { eventIdOf } from "./event-ids.mjs";
import { agencyMailOf, MailRefused, mailOf, replyDeliveryOf } from "./lead-reply.mjs";
import { kindOf, originOf } from "./relayed-lead.mjs";
import { crmEventBodies } from "./crm-events.mjs";
import { judgementOf, judgementRecord } from "./judged-lead.mjs";
import { judgementLine } from "../app/lib/lead-judgement.mjs";
import { mentionOf, ownerRecord } from "./lead-owners.mjs";
import { chatActionsOf, chatMessage } from "./claim-actions.mjs";

/** @typedef {import("./lead-match.mjs").LeadMatch} LeadMatch @typedef {import("./relayed-lead.mjs").RelayedLead} RelayedLead */
/** @typedef {import("./judged-lead.mjs").LeadJudgement} LeadJudgement */

/**
 * Where leads go, from the settings (lead-relay-settings.mjs); a destination without its settings is absent.
 * @typedef {object} RelaySettings
 * @property {{ url: string, secret: string }} [webhook]
 * @property {{ url: string }} [notify]
 * @property {{ pixelId: string, token: string, testEventCode?: string, graphUrl: string }} [meta]
 * @property {{ pixelId: string, token: string, testEventCode?: string, eventsUrl: string }} [tiktok]
 * @property {{ eventSetId: string, token: string, eventsUrl: string }} [tiktokCrm] TikTok's CRM event set, which hears
 *   the stages of the leads of TikTok's own forms (crm-events.mjs)
 * @property {{ token: string }} [stages] the agency's tool may report a lead's later stages (relay/stages/)
 * @property {{ secret: string }} [booking] the scheduler's webhook reports bookings (relay/booking/)
 * @property {{ smtpUrl?: string, from?: string }} [reply] each lead receives an e-mail at once (lead-reply.mjs): by
 *   SMTP from the included server, by Cloudflare's e-mail sending from the Worker; from `from`, else the site's address
 * @property {readonly import("../app/lib/lead-judgement.mjs").LeadRule[]} [rules] the agency's lead rules as the host's build
 *   has them (the included server's build-info.json), where they differ from the content's (judged-lead.mjs)
 * @property {{ secret: string, origin: string }} [claims] the chat's claim links (claim-actions.mjs): signed with the
 *   secret, to the site's origin (the host's own, given when it knows it)
 * @property {{ signingSecret: string, responseOrigin: string }} [slack] the agency's Slack app: its messages carry Claim
 *   and Contacted buttons, whose clicks arrive signed with this secret (relay/ownership/slack-actions.mjs), each
 *   answered at its `response_url` on Slack's address
 * @property {import("./lead-owners.mjs").Team} [team] the agency's team as the host's build has it (the included server's
 *   build-info.json), where it differs from the content's (lead-owners.mjs)
 * @property {string} [phoneCountry] the agency's country (ISO 3166-1 alpha-2), for a phone number typed without its own
 *   when the host does not know the visitor's
 */

/**
 * One message to one destination, as stored until it is delivered: its body is fixed when the lead arrives, so a
 * retry sends the same bytes; where it goes, the tokens and the webhook's signature are the settings' at each sending
 * (an address corrected in the settings reaches the deliveries still waiting).
 * A stage event (lead-stages.mjs) names its stage; a lead's own deliveries name none. The numbers' weekly digest
 * (numbers/numbers-digest.mjs) is a chat message of kind "digest", its reference the day it was made, and a warning that
 * a platform's spend could not be pulled (numbers/spend-pull.mjs) one of kind "spend".
 * A booking's chat message (relay/booking/) and a lead's reply (lead-reply.mjs) carry a `key` of their own: what
 * they are known by, in place of the reference and stage. A booking's stage that could not be recorded at once is a
 * delivery to "stage", recorded by the host itself when it is tried (its body the stage's report). A lead from a
 * platform's own form goes to "tiktok-crm" (TikTok's CRM event set) where the site's leads go to "tiktok", and to
 * "mail", the agency's own e-mail, which the form service sends for the site's leads; a Meta lead that is still to be
 * read from the Graph API is a delivery to "read-lead" (its body the webhook's change), read by the host when tried,
 * and a chat message that a platform refused the site its leads is of kind "access".
 * A lead its rule judged not a fit, told to the chat only in the daily summary, is a delivery to "summary" (its day the
 * lead's, its body its line and its chat message, daily-summary.mjs), kept by the host when tried; the summary is a chat
 * message of kind "summary".
 * @typedef {{ destination: "webhook" | "notify" | "meta" | "tiktok" | "tiktok-crm" | "reply" | "mail" | "stage" | "read-lead" | "summary", reference: string, stage?: string, kind?: "digest" | "spend" | "access" | "summary", key?: string, waitedFrom?: { source: string, at: string }, day?: string, body: string }} Delivery
 */


/** TikTok's standard event for a sent form (its Lead objectives count it). */
export const TIKTOK_FORM_EVENT = "SubmitForm";

/** The campaign a lead came from, as the chat names it. @param {Record<string, string>} attribution */
const campaignOf = (attribution) => attribution.first_touch_utm_campaign || attribution.last_touch_utm_campaign || "";

/** @param {RelayedLead} lead */
const nameOf = (lead) => lead.fields.name ?? lead.fields.fullName ?? "";

/**
 * The webhook's body: the lead whole, as the agency's tool receives it, with how the agency's rules judged it.
 * @param {RelayedLead} lead
 * @param {LeadJudgement} [judgement] none where the rules judge nothing
 */
export function webhookBody(lead, judgement) {
  return JSON.stringify({
    reference: lead.reference,
    form: lead.form,
    received_at: lead.receivedAt,
    fields: lead.fields,
    attribution: lead.attribution,
    ...(lead.attribution.landing_page ? { landing_page: lead.attribution.landing_page } : {}),
    conversions_consent: lead.consent,
    ...(judgement ? { judgement: judgementRecord(judgement) } : {}),
    ...(lead.owner ? { owner: ownerRecord(lead.owner) } : {}),
    ...(lead.platformLead ? { source: originOf(lead.platformLead), platform_lead: platformLeadFields(lead.platformLead) } : {}),
  });
}

/**
 * What the agency's tool receives of a platform's lead, under the platforms' own names, every ID a string of its digits.
 * @param {import("./relayed-lead.mjs").PlatformLead} lead
 */
const platformLeadFields = (lead) => ({
  platform: lead.platform,
  lead_id: lead.leadId,
  form_id: lead.formId,
  ...(lead.formName ? { form_name: lead.formName } : {}),
  ...(lead.campaignId ? { campaign_id: lead.campaignId } : {}),
  ...(lead.campaignName ? { campaign_name: lead.campaignName } : {}),
  ...(lead.adsetId ? { adset_id: lead.adsetId } : {}),
  ...(lead.adId ? { ad_id: lead.adId } : {}),
  ...(lead.pageId ? { page_id: lead.pageId } : {}),
  created_time: lead.createdAt,
  is_organic: lead.organic,
});


/**
 * The chat message (the incoming-webhook format Slack, Mattermost, Discord's `/slack` and Google Chat accept): what the
 * person on duty needs to pick the lead up at once, and nothing more of the visitor's. A lead the agency's rules judged
 * a fit, or not one, says so first; one to review (every lead, until the agency writes a rule) as before. A lead with an
 * owner mentions them, so that their chat tells them.
 * @param {RelayedLead} lead
 * @param {LeadJudgement} [judgement] none where the rules judge nothing
 * @param {{ lines: string[], blocks?: object[] }} [actions] what the team may do with it from the chat (claim-actions.mjs)
 */
export function notifyBody(lead, judgement, actions = { lines: [] }) {
  const campaign = lead.platformLead ? "" : campaignOf(lead.attribution);
  const lines = [
    ...(judgement && judgement.outcome !== "review" ? [`${judgementLine(judgement)}:`] : []),
    `New ${kindOf(lead)} from ${nameOf(lead) || "(no name)"}, reference ${lead.reference}`,
    ...(campaign ? [`Campaign: ${campaign}`] : []),
    ...(lead.attribution.landing_page ? [`Landing page: ${lead.attribution.landing_page}`] : []),
    ...(lead.owner ? [`Owner: ${mentionOf(lead.owner)}`] : []),
    ...actions.lines,
  ];
  return chatMessage(lines.join("\n"), actions.blocks);
}

/**
 * One event of a lead on a platform: its name, its `event_id`, when it happened, and what it adds to the lead's own
 * details (a value and currency).
 * @typedef {{ name: string, id: string, time: number, actionSource: string, properties?: Record<string, string | number> }} PlatformEvent
 */

/** @param {LeadMatch} match */
const leadDetails = (match) => ({ form: match.form, ...(match.landingPage ? { landing_page: match.landingPage } : {}) });

/**
 * Meta's Conversions API request body for one event of a lead.
 * @param {LeadMatch} match
 * @param {PlatformEvent} event
 * @param {NonNullable<RelaySettings["meta"]>} meta
 */
export function metaEventBody(match, event, meta) {
  const data = {
    event_name: event.name,
    event_time: event.time,
    event_id: event.id,
    action_source: event.actionSource,
    ...(match.page ? { event_source_url: match.page } : {}),
    user_data: {
      ...(match.email ? { em: [match.email] } : {}),
      ...(match.phone ? { ph: [match.phone] } : {}),
      ...(match.firstName ? { fn: [match.firstName] } : {}),
      ...(match.lastName ? { ln: [match.lastName] } : {}),
      ...(match.city ? { ct: [match.city] } : {}),
      ...(match.region ? { st: [match.region] } : {}),
      ...(match.postalCode ? { zp: [match.postalCode] } : {}),
      ...(match.country ? { country: [match.country] } : {}),
      ...(match.externalId ? { external_id: [match.externalId] } : {}),
      ...(match.fbc ? { fbc: match.fbc } : {}),
      ...(match.ip ? { client_ip_address: match.ip } : {}),
      ...(match.userAgent ? { client_user_agent: match.userAgent } : {}),
    },
    custom_data: { ...leadDetails(match), ...event.properties },
  };
  return JSON.stringify({ data: [data], ...(meta.testEventCode ? { test_event_code: meta.testEventCode } : {}) });
}

/**
 * TikTok's Events API request body for one event of a lead, on the site's pixel (where its click is attributed).
 * @param {LeadMatch} match
 * @param {PlatformEvent} event
 * @param {NonNullable<RelaySettings["tiktok"]>} tiktok
 */
export function tiktokEventBody(match, event, tiktok) {
  const data = {
    event: event.name,
    event_time: event.time,
    event_id: event.id,
    user: {
      ...(match.email ? { email: match.email } : {}),
      ...(match.phone ? { phone: match.phone } : {}),
      ...(match.externalId ? { external_id: match.externalId } : {}),
      ...(match.ttclid ? { ttclid: match.ttclid } : {}),
      ...(match.ip ? { ip: match.ip } : {}),
      ...(match.userAgent ? { user_agent: match.userAgent } : {}),
    },
    ...(match.page ? { page: { url: match.page } } : {}),
    properties: { ...leadDetails(match), ...event.properties },
  };
  return JSON.stringify({
    event_source: event.actionSource,
    event_source_id: tiktok.pixelId,
    ...(tiktok.testEventCode ? { test_event_code: tiktok.testEventCode } : {}),
    data: [data],
  });
}

/**
 * Meta's Conversions API `Lead` event, with who sent it (hashed) and the click it came from.
 * @param {LeadMatch} match
 * @param {NonNullable<RelaySettings["meta"]>} meta
 */
export function metaLeadBody(match, meta) {
  const time = Math.floor(Date.parse(match.receivedAt) / 1000);
  return metaEventBody(match, { name: "Lead", id: match.reference, time, actionSource: "website" }, meta);
}

/**
 * TikTok's Events API event for a sent form, with who sent it (hashed) and the click it came from.
 * @param {LeadMatch} match
 * @param {NonNullable<RelaySettings["tiktok"]>} tiktok
 */
export function tiktokLeadBody(match, tiktok) {
  const time = Math.floor(Date.parse(match.receivedAt) / 1000);
  return tiktokEventBody(match, { name: TIKTOK_FORM_EVENT, id: match.reference, time, actionSource: "web" }, tiktok);
}

/**
 * Every message a lead makes, one per configured destination: the agency's tool and chat always, the ad platforms
 * only when the visitor said yes.
 * @param {RelayedLead} lead
 * @param {RelaySettings} settings
 * @returns {Promise<Delivery[]>}
 */
export async function deliveriesOf(lead, settings) {
  /** @type {Delivery[]} */
  const deliveries = [];
  const { reference } = lead;
  const judgement = judgementOf(lead, settings.rules);
  if (settings.webhook) deliveries.push({ destination: "webhook", reference, body: webhookBody(lead, judgement) });
  if (settings.notify && judgement?.outcome === "not-a-fit" && judgement.inSummary) {
    // Its rule tells the chat only in the daily summary: the line the summary lists, and the message should no host keep it.
    const line = `${reference}: ${kindOf(lead)} from ${nameOf(lead) || "(no name)"} (${judgement.reason || judgement.rule})`;
    deliveries.push({ destination: "summary", reference, day: lead.receivedAt.slice(0, 10), body: JSON.stringify({ line, text: JSON.parse(notifyBody(lead, judgement)).text }) });
  } else if (settings.notify) {
    // A platform's lead's chat message carries when it was sent there: the numbers count how long it waited.
    const waitedFrom = lead.platformLead ? { waitedFrom: { source: lead.platformLead.platform, at: lead.platformLead.createdAt } } : {};
    const actions = lead.owner ? await chatActionsOf(reference, settings, Date.parse(lead.receivedAt)) : undefined;
    deliveries.push({ destination: "notify", reference, ...waitedFrom, body: notifyBody(lead, judgement, actions) });
  }
  const reply = await replyDeliveryOf(lead, settings, judgement);
  if (reply) deliveries.push(reply);
  if (lead.platformLead) {
    // The agency's own e-mail, which the form service sends for a site's lead, and the lead's first stage told back
    // to its platform by its lead ID alone.
    const mail = agencyMailOf(lead, settings, judgement);
    if (mail) deliveries.push(mail);
    const time = Math.floor(Date.parse(lead.platformLead.createdAt) / 1000);
    return [...deliveries, ...crmEventBodies({ reference, platformLead: lead.platformLead }, { stage: "lead", time }, settings), ...qualifiedAtOnce(lead, judgement)];
  }
  if (!lead.consent || !(settings.meta || settings.tiktok)) return [...deliveries, ...qualifiedAtOnce(lead, judgement)];
  const match = await matchOf(lead, settings);
  if (settings.meta) deliveries.push({ destination: "meta", reference, body: metaLeadBody(match, settings.meta) });
  if (settings.tiktok) deliveries.push({ destination: "tiktok", reference, body: tiktokLeadBody(match, settings.tiktok) });
  return [...deliveries, ...qualifiedAtOnce(lead, judgement)];
}

/**
 * A fit lead whose rule reports it as qualified at once: its `qualified` stage, recorded by the host when tried as the
 * agency's own report is (stage-recording.mjs: counted in the numbers, told once to each platform that may hear of the
 * lead), so that the agency reporting it later sends nothing twice. None for any other lead.
 * @param {RelayedLead} lead
 * @param {LeadJudgement | undefined} judgement
 * @returns {Delivery[]}
 */
function qualifiedAtOnce({ reference }, judgement) {
  if (judgement?.outcome !== "fit" || !judgement.reportQualified) return [];
  return [{ destination: "stage", reference, stage: "qualified", key: `rule:${reference}:qualified`, body: JSON.stringify({ reference, stage: "qualified" }) }];
}

/**
 * The request that sends a delivery now, or null when its destination is no longer configured: JSON to the address
 * the settings give, the platform's token, the webhook's signature made with the time of sending
 * (`X-Lead-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`), and the event's id (eventIdOf) as the
 * `Idempotency-Key` every receiver can drop a repeat by.
 * @param {Delivery} delivery
 * @param {RelaySettings} settings
 * @param {number} [now] milliseconds
 * @returns {Promise<Request | null>}
 */
export async function requestOf(delivery, settings, now = Date.now()) {
  const headers = new Headers({ "Content-Type": "application/json", "Idempotency-Key": eventIdOf(delivery) });
  /** @type {URL} */
  let url;
  switch (delivery.destination) {
    case "webhook": {
      if (!settings.webhook) return null;
      url = new URL(settings.webhook.url);
      const t = Math.floor(now / 1000);
      headers.set("X-Lead-Signature", `t=${t},v1=${await hmacHex(settings.webhook.secret, `${t}.${delivery.body}`)}`);
      break;
    }
    case "notify":
      if (!settings.notify) return null;
      url = new URL(settings.notify.url);
      break;
    case "meta":
      if (!settings.meta) return null;
      // The token joins here, in the address Meta documents, so no stored delivery holds a secret.
      url = new URL(`${settings.meta.graphUrl}/${settings.meta.pixelId}/events`);
      url.searchParams.set("access_token", settings.meta.token);
      break;
    case "tiktok":
      if (!settings.tiktok) return null;
      url = new URL(settings.tiktok.eventsUrl);
      headers.set("Access-Token", settings.tiktok.token);
      break;
    case "tiktok-crm":
      if (!settings.tiktokCrm) return null;
      url = new URL(settings.tiktokCrm.eventsUrl);
      headers.set("Access-Token", settings.tiktokCrm.token);
      break;
    default:
      return null;
  }
  return new Request(url, { method: "POST", headers, body: delivery.body });
}

/** A destination that has not answered in this long has failed this try. */
const ANSWER_WITHIN_MS = 10_000;

/**
 * One try of a delivery, and what came of it: `done` with its outcome (delivered; refused by a 4xx other than 429,
 * which a retry would not change; dropped when its destination is no longer configured), or not done with the
 * failure a later try may overcome (the network, no answer, a 5xx, a 429).
 * @param {Delivery} delivery
 * @param {RelaySettings} settings
 * @param {{ fetchImpl?: typeof fetch, now?: number, sendMail?: import("./lead-reply.mjs").MailSender, recordStage?: StageRecorder, readLead?: LeadReader, keepSummaryLine?: SummaryKeeper }} [options]
 *   `sendMail`: the host's way of sending a lead's reply (none: the host sends no mail); `recordStage`: the host's way
 *   of recording a stage (stage-recording.mjs's recordStage, with the host's stores); `readLead`: the host's way of
 *   reading a platform's lead and relaying it (relay/instant-forms/intake.mjs); `keepSummaryLine`: the host's way of
 *   keeping a line for the daily summary (none: the chat hears of the lead at once)
 * @returns {Promise<{ done: true, outcome: string } | { done: false, failure: string }>}
 */
export async function tryDelivery(delivery, settings, { fetchImpl = fetch, now = Date.now(), sendMail, recordStage, readLead, keepSummaryLine } = {}) {
  if (delivery.destination === "reply" || delivery.destination === "mail") return tryMail(delivery, settings, sendMail);
  if (delivery.destination === "summary") {
    if (keepSummaryLine) return keepSummaryLine(delivery);
    // Where no host keeps it, the chat hears of the lead at once.
    return tryDelivery({ destination: "notify", reference: delivery.reference, body: JSON.stringify({ text: JSON.parse(delivery.body).text }) }, settings, { fetchImpl, now });
  }
  if (delivery.destination === "stage") return tryStage(delivery, recordStage);
  if (delivery.destination === "read-lead") return readLead ? readLead(delivery) : { done: true, outcome: "dropped: this host reads no platform's lead" };
  const request = await requestOf(delivery, settings, now);
  if (!request) return { done: true, outcome: "dropped: the destination is no longer configured" };
  try {
    const response = await fetchImpl(request, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    await response.body?.cancel();
    if (response.ok) return { done: true, outcome: "delivered" };
    if (response.status !== 429 && response.status < 500) return { done: true, outcome: `refused (HTTP ${response.status}), not tried again` };
    return { done: false, failure: `HTTP ${response.status}` };
  } catch (error) {
    return { done: false, failure: error instanceof Error && error.name === "TimeoutError" ? "no answer" : "unreachable" };
  }
}

/**
 * How a host reads a platform's lead when a "read-lead" delivery is tried, and relays it.
 * @typedef {(delivery: Delivery) => Promise<{ done: true, outcome: string } | { done: false, failure: string }>} LeadReader
 */

/**
 * How a host keeps a lead's line for the daily summary when a "summary" delivery is tried.
 * @typedef {(delivery: Delivery) => Promise<{ done: true, outcome: string } | { done: false, failure: string }>} SummaryKeeper
 */

/**
 * How a host records a stage when a "stage" delivery is tried: the status LEAD_STAGE_PATH would answer.
 * @typedef {(report: import("./lead-stages.mjs").StageReport) => Promise<{ status: number }>} StageRecorder
 */

/**
 * One try of a stage that could not be recorded when it was learnt: recorded (or found recorded before), for no lead
 * kept here, or failed again for a later try (the host's stores still failing).
 * @param {Delivery} delivery
 * @param {StageRecorder | undefined} recordStage
 * @returns {Promise<{ done: true, outcome: string } | { done: false, failure: string }>}
 */
async function tryStage(delivery, recordStage) {
  if (!recordStage) return { done: true, outcome: "dropped: this host records no stage" };
  const { status } = await recordStage(JSON.parse(delivery.body));
  if (status >= 500) return { done: false, failure: "the stage could not be recorded" };
  return { done: true, outcome: status === 404 ? "recorded nowhere: no such lead is kept here" : "recorded" };
}

/**
 * One try of a lead's reply: sent, refused for good (the mail server's SMTP 5xx), dropped where the host sends no
 * mail or replies are no longer set, or failed for a later try. The outcome names no address.
 * @param {Delivery} delivery
 * @param {RelaySettings} settings
 * @param {import("./lead-reply.mjs").MailSender | undefined} sendMail
 * @returns {Promise<{ done: true, outcome: string } | { done: false, failure: string }>}
 */
async function tryMail(delivery, settings, sendMail) {
  if (!settings.reply || !sendMail) return { done: true, outcome: `dropped: this host sends no ${delivery.destination === "mail" ? "mail" : "reply"}` };
  try {
    await sendMail(mailOf(delivery, settings.reply));
    return { done: true, outcome: "delivered" };
  } catch (error) {
    if (error instanceof MailRefused) return { done: true, outcome: `refused (${error.message}), not tried again` };
    return { done: false, failure: "the mail server did not take it" };
  }
}
