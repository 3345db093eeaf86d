// What each destination of a lead receives (docs/leads.md, "Where a lead goes next"), on web standards only (fetch's
// Request, Web Crypto), so the included server and the hosts' functions send the same bytes. Pure: nothing here sends.

/**
 * A lead as the relay knows it: what the visitor sent, checked by the form's schema, and where it came from.
 * @typedef {object} RelayedLead
 * @property {string} reference the reference the visitor was shown (the events' `event_id`)
 * @property {string} form `contact` or `apply`
 * @property {string} receivedAt ISO 8601
 * @property {Record<string, string>} fields the form's own fields
 * @property {Record<string, string>} attribution every first/last-touch field, and `landing_page` when sent from one
 * @property {boolean} consent the visitor ticked the box: the ad platforms may hear of this lead
 * @property {string} [sentFrom] the page the form was sent from
 * @property {string} [clientIp]
 * @property {string} [userAgent]
 */

/**
 * Where leads go, from the settings (lead-relay-settings.mjs); a destination without its settings is absent.
 * @typedef {object} RelaySettings
 * @property {{ url: string, secret: string }} [webhook]
 * @property {{ url: string }} [notify]
 * @property {{ pixelId: string, token: string, testEventCode?: string, graphUrl: string }} [meta]
 * @property {{ pixelId: string, token: string, testEventCode?: string, eventsUrl: string }} [tiktok]
 */

/**
 * One message to one destination, as stored until it is delivered: its body is fixed when the lead arrives, so a
 * retry sends the same bytes; where it goes, the tokens and the webhook's signature are the settings' at each sending
 * (an address corrected in the settings reaches the deliveries still waiting).
 * @typedef {{ destination: "webhook" | "notify" | "meta" | "tiktok", reference: string, body: string }} Delivery
 */

/** TikTok's standard event for a sent form (its Lead objectives count it). */
export const TIKTOK_FORM_EVENT = "SubmitForm";

const encoder = new TextEncoder();
const hex = (/** @type {ArrayBuffer} */ bytes) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** @param {string} text */
export const sha256 = async (text) => hex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));

/** An e-mail as Meta and TikTok match it: trimmed and lower-cased. @param {string} email */
export const normalisedEmail = (email) => email.trim().toLowerCase();

/**
 * A phone number as Meta and TikTok match it: digits only, with its country code, no leading zeros (`+44 20…` →
 * `4420…`). A number written without its country code cannot be told apart here; it is sent as written.
 * @param {string} phone
 */
export const normalisedPhone = (phone) => phone.replace(/\D/g, "").replace(/^0+/, "");

/**
 * Meta's click cookie value for a click ID the site saw: `fb.1.<milliseconds when first seen>.<fbclid>`, the fbclid
 * byte for byte (never decoded or cut).
 * @param {string} fbclid
 * @param {number} seenAt milliseconds
 */
export const fbcOf = (fbclid, seenAt) => `fb.1.${Math.floor(seenAt)}.${fbclid}`;

/** The touch whose click ID of a platform is sent: the first touch's, else the last's. @param {Record<string, string>} attribution @param {string} name */
const touchOf = (attribution, name) => (attribution[`first_touch_${name}`] ? "first_touch" : "last_touch");

/** The click ID of a platform, first touch before last. @param {Record<string, string>} attribution @param {string} name */
const clickId = (attribution, name) => attribution[`${touchOf(attribution, name)}_${name}`] || "";

/** How old a click may be: Meta keeps a click's `_fbc` cookie for 90 days. */
const CLICK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * When the visitor's browser first showed the page the click landed on (its touch's `_at`, as the browser writes
 * it), or, for a time that is missing (a post without JavaScript), of another shape, later than the lead's arrival
 * (a clock ahead) or older than a click lives, the arrival.
 * @param {Record<string, string>} attribution
 * @param {string} name the click ID's
 * @param {number} receivedAt milliseconds
 */
const clickSeenAt = (attribution, name, receivedAt) => {
  const written = attribution[`${touchOf(attribution, name)}_at`] ?? "";
  const seen = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(written) ? Date.parse(written) : NaN;
  return seen <= receivedAt && receivedAt - seen <= CLICK_LIFETIME_MS ? seen : receivedAt;
};

/** The campaign a lead came from, as the chat names it. @param {Record<string, string>} attribution */
const campaignOf = (attribution) => attribution.first_touch_utm_campaign || attribution.last_touch_utm_campaign || "";

/** @param {RelayedLead} lead */
const emailOf = (lead) => lead.fields.email ?? "";
/** @param {RelayedLead} lead */
const phoneOf = (lead) => lead.fields.phoneNumber ?? "";
/** @param {RelayedLead} lead */
const nameOf = (lead) => lead.fields.name ?? lead.fields.fullName ?? "";

/** The webhook's body: the lead whole, as the agency's tool receives it. @param {RelayedLead} lead */
export function webhookBody(lead) {
  return JSON.stringify({
    reference: lead.reference,
    form: lead.form,
    received_at: lead.receivedAt,
    fields: lead.fields,
    attribution: lead.attribution,
    ...(lead.attribution.landing_page ? { landing_page: lead.attribution.landing_page } : {}),
    conversions_consent: lead.consent,
  });
}

/**
 * The chat message (the incoming-webhook format Slack, Mattermost, Discord's `/slack` and Google Chat accept): what the
 * person on duty needs to pick the lead up at once, and nothing more of the visitor's.
 * @param {RelayedLead} lead
 */
export function notifyBody(lead) {
  const campaign = campaignOf(lead.attribution);
  const lines = [
    `New ${lead.form === "apply" ? "client application" : "contact message"} from ${nameOf(lead) || "(no name)"}, reference ${lead.reference}`,
    ...(campaign ? [`Campaign: ${campaign}`] : []),
    ...(lead.attribution.landing_page ? [`Landing page: ${lead.attribution.landing_page}`] : []),
  ];
  return JSON.stringify({ text: lines.join("\n") });
}

/** @param {RelayedLead} lead */
const customData = (lead) => ({ form: lead.form, ...(lead.attribution.landing_page ? { landing_page: lead.attribution.landing_page } : {}) });

/**
 * Meta's Conversions API `Lead` event, with the hashed e-mail and phone and the click it came from.
 * @param {RelayedLead} lead
 * @param {NonNullable<RelaySettings["meta"]>} meta
 */
export async function metaBody(lead, meta) {
  const receivedAt = Date.parse(lead.receivedAt);
  const fbclid = clickId(lead.attribution, "fbclid");
  const email = normalisedEmail(emailOf(lead));
  const phone = normalisedPhone(phoneOf(lead));
  const event = {
    event_name: "Lead",
    event_time: Math.floor(receivedAt / 1000),
    event_id: lead.reference,
    action_source: "website",
    ...(lead.sentFrom ? { event_source_url: lead.sentFrom } : {}),
    user_data: {
      ...(email ? { em: [await sha256(email)] } : {}),
      ...(phone ? { ph: [await sha256(phone)] } : {}),
      ...(fbclid ? { fbc: fbcOf(fbclid, clickSeenAt(lead.attribution, "fbclid", receivedAt)) } : {}),
      ...(lead.clientIp ? { client_ip_address: lead.clientIp } : {}),
      ...(lead.userAgent ? { client_user_agent: lead.userAgent } : {}),
    },
    custom_data: customData(lead),
  };
  return JSON.stringify({ data: [event], ...(meta.testEventCode ? { test_event_code: meta.testEventCode } : {}) });
}

/**
 * TikTok's Events API event for a sent form, with the hashed e-mail and phone and the click it came from.
 * @param {RelayedLead} lead
 * @param {NonNullable<RelaySettings["tiktok"]>} tiktok
 */
export async function tiktokBody(lead, tiktok) {
  const email = normalisedEmail(emailOf(lead));
  const phone = normalisedPhone(phoneOf(lead));
  const ttclid = clickId(lead.attribution, "ttclid");
  const event = {
    event: TIKTOK_FORM_EVENT,
    event_time: Math.floor(Date.parse(lead.receivedAt) / 1000),
    event_id: lead.reference,
    user: {
      ...(email ? { email: await sha256(email) } : {}),
      ...(phone ? { phone: await sha256(phone) } : {}),
      ...(ttclid ? { ttclid } : {}),
      ...(lead.clientIp ? { ip: lead.clientIp } : {}),
      ...(lead.userAgent ? { user_agent: lead.userAgent } : {}),
    },
    ...(lead.sentFrom ? { page: { url: lead.sentFrom } } : {}),
    properties: customData(lead),
  };
  return JSON.stringify({
    event_source: "web",
    event_source_id: tiktok.pixelId,
    ...(tiktok.testEventCode ? { test_event_code: tiktok.testEventCode } : {}),
    data: [event],
  });
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
  if (settings.webhook) deliveries.push({ destination: "webhook", reference, body: webhookBody(lead) });
  if (settings.notify) deliveries.push({ destination: "notify", reference, body: notifyBody(lead) });
  if (lead.consent && settings.meta) deliveries.push({ destination: "meta", reference, body: await metaBody(lead, settings.meta) });
  if (lead.consent && settings.tiktok) deliveries.push({ destination: "tiktok", reference, body: await tiktokBody(lead, settings.tiktok) });
  return deliveries;
}

/**
 * The request that sends a delivery now, or null when its destination is no longer configured: JSON to the address
 * the settings give, the platform's token, the webhook's signature made with the time of sending
 * (`X-Lead-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`), and the lead's reference as the
 * `Idempotency-Key` every receiver can drop a repeat by.
 * @param {Delivery} delivery
 * @param {RelaySettings} settings
 * @param {number} [now] milliseconds
 * @returns {Promise<Request | null>}
 */
export async function requestOf(delivery, settings, now = Date.now()) {
  const headers = new Headers({ "Content-Type": "application/json", "Idempotency-Key": delivery.reference });
  /** @type {URL} */
  let url;
  switch (delivery.destination) {
    case "webhook": {
      if (!settings.webhook) return null;
      url = new URL(settings.webhook.url);
      const t = Math.floor(now / 1000);
      const key = await crypto.subtle.importKey("raw", encoder.encode(settings.webhook.secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
      headers.set("X-Lead-Signature", `t=${t},v1=${hex(await crypto.subtle.sign("HMAC", key, encoder.encode(`${t}.${delivery.body}`)))}`);
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
 * @param {{ fetchImpl?: typeof fetch, now?: number }} [options]
 * @returns {Promise<{ done: true, outcome: string } | { done: false, failure: string }>}
 */
export async function tryDelivery(delivery, settings, { fetchImpl = fetch, now = Date.now() } = {}) {
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
