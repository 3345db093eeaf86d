// Meta's Lead Ads (docs/instant-forms.md): its webhook's handshake and signature, the `leadgen` changes a delivery
// carries, and the Graph API's leads, read with a system user's token (in a header, never in an address or a log line)
// and the app secret's proof, in the shapes Meta's Graph API reference gives. On web standards (fetch, Web Crypto), so
// every host reads alike. Pure but for the reads: nothing here keeps anything.
import { parse as parseLossless } from "lossless-json";
import { hmacHex, secretMatches } from "../signed-requests.mjs";
import { appSecretProof, isMetaThrottled, metaReason, platformText } from "../meta-graph.mjs";
import { answersByKey, fieldsOfAnswers, PLATFORM_ID } from "./lead-from-answers.mjs";

/** The fields of a lead the site reads (Graph API reference, Lead). */
export const LEAD_FIELDS = "id,created_time,field_data,form_id,ad_id,adset_id,campaign_id,campaign_name,is_organic,platform,custom_disclaimer_responses";

/** How long one Graph API call may take: one that never answers fails this try, and the lead is read on a later one. */
const CALL_TIMEOUT_MS = 20_000;

/** The most pages one listing follows: far more than a Page's forms or an hour's leads need, and never a loop. */
const MAX_PAGES = 100;

/**
 * The answer to the webhook's verification handshake (`GET` with `hub.mode=subscribe`, `hub.verify_token`,
 * `hub.challenge`): the challenge as plain text when the token is META_LEADS_VERIFY_TOKEN, else 403.
 * @param {URL} url
 * @param {string} verifyToken
 */
export async function handshakeAnswer(url, verifyToken) {
  const mode = url.searchParams.get("hub.mode");
  const challenge = url.searchParams.get("hub.challenge") ?? "";
  const matches = await secretMatches(url.searchParams.get("hub.verify_token") ?? "", verifyToken);
  if (mode !== "subscribe" || !matches || !/^[\w.-]{1,200}$/.test(challenge)) {
    return new Response("The verify token is not the one set as META_LEADS_VERIFY_TOKEN.", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(challenge, { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Whether a delivery carries Meta's signature of its bytes with the app secret (`X-Hub-Signature-256: sha256=<hex>`),
 * compared in constant time.
 * @param {string | null} header
 * @param {string} body the delivery's body as sent
 * @param {string} appSecret
 */
export async function metaSignatureMatches(header, body, appSecret) {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "")?.[1]?.toLowerCase() ?? "";
  return secretMatches(given, await hmacHex(appSecret, body));
}

/**
 * A JSON text parsed with every number kept as the digits it was written with: an ID of 17 or 19 digits is never made
 * a JavaScript number, which would change it.
 * @param {string} text
 * @returns {unknown} undefined when the text is not JSON
 */
export function parseExactly(text) {
  try {
    return parseLossless(text, null, (digits) => digits);
  } catch {
    return undefined;
  }
}

/** An ID as its digits, whichever way it came (a string, or a number kept as its digits); "" when it is none. @param {unknown} value */
export const idOf = (value) => (typeof value === "string" && PLATFORM_ID.test(value.trim()) ? value.trim() : "");

/**
 * A lead the webhook announced: its ID, and what came with it.
 * @typedef {{ leadgenId: string, formId: string, pageId: string, adId?: string, createdTime?: number }} LeadgenChange
 */

/**
 * The `leadgen` changes of a delivery of Page changes, each with its lead's ID; anything else (another field, another
 * object, a change without an ID) left out.
 * @param {unknown} body the delivery, parsed with parseExactly
 * @returns {LeadgenChange[] | null} null when it is not a delivery of Page changes
 */
export function leadgenChangesOf(body) {
  if (!body || typeof body !== "object" || /** @type {{ object?: unknown }} */ (body).object !== "page") return null;
  const entries = /** @type {{ entry?: unknown }} */ (body).entry;
  if (!Array.isArray(entries)) return null;
  /** @type {LeadgenChange[]} */
  const changes = [];
  for (const entry of entries) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      if (change?.field !== "leadgen" || !change.value || typeof change.value !== "object") continue;
      const { leadgen_id: leadgenId, form_id: formId, page_id: pageId, ad_id: adId, created_time: createdTime } = change.value;
      if (!idOf(leadgenId)) continue;
      const created = Number(createdTime);
      changes.push({
        leadgenId: idOf(leadgenId),
        formId: idOf(formId),
        pageId: idOf(pageId) || idOf(entry?.id),
        ...(idOf(adId) ? { adId: idOf(adId) } : {}),
        ...(Number.isFinite(created) && created > 0 ? { createdTime: created } : {}),
      });
    }
  }
  return changes;
}

/**
 * Why a Graph API call gave no answer to use: throttled or failing for a while (read again later), or refused access
 * (a token expired or revoked, a permission missing, the Page's Leads Access Manager: the chat is told which setting to
 * mend, and the lead waits for it).
 */
export class GraphRefused extends Error {
  name = "GraphRefused";
  /** @param {string} message @param {"later" | "access"} kind @param {string} [mend] what to do, for the chat */
  constructor(message, kind, mend = "") {
    super(message);
    this.kind = kind;
    this.mend = mend;
  }
}


/**
 * The error of a Graph API answer, as the chat and the log say it.
 * @param {number} status
 * @param {{ error?: { code?: unknown, error_subcode?: unknown, message?: unknown, error_user_msg?: unknown } } | undefined} body
 */
function refusalOf(status, body) {
  const code = Number(body?.error?.code);
  const subcode = Number(body?.error?.error_subcode);
  const reason = metaReason(body?.error);
  const error = `error ${Number.isFinite(code) ? code : "none"}${Number.isFinite(subcode) ? `/${subcode}` : ""}: ${reason}`;
  if (code === 190) {
    return new GraphRefused(`Meta refused the token (${error})`, "access", "the token in META_LEADS_TOKEN has expired or was revoked: generate a new one for the system user (Business settings → Users → System users → Generate token, expiry Never) and set it as META_LEADS_TOKEN");
  }
  if (code === 10 || (code >= 200 && code <= 299)) {
    return new GraphRefused(`Meta refused a permission (${error})`, "access", "the token in META_LEADS_TOKEN lacks a permission: give the system user the app with leads_retrieval, pages_manage_metadata, pages_show_list, pages_read_engagement and ads_management, and the Page; if the Page's Leads Access Manager is customised, list the app there as a CRM");
  }
  if (code === 100 && subcode === 33) {
    return new GraphRefused(`Meta would not let the token read it (${error})`, "access", "the token in META_LEADS_TOKEN cannot read the Page's leads: check META_PAGE_ID, give the system user the Page, and in the Page's Leads Access Manager (Meta Business Suite → All tools → Instant Forms → CRM access) give the app access");
  }
  if (isMetaThrottled(code) || status === 429 || status >= 500) return new GraphRefused(`Meta asked to be called later (${error})`, "later");
  return new GraphRefused(`Meta refused the call (${status}, ${error})`, "later");
}

/**
 * One Graph API call's JSON, its numbers kept exactly; GraphRefused when it is not an answer to use.
 * @param {import("./settings.mjs").MetaLeadSettings} settings
 * @param {string} path with its query, without the proof
 * @param {typeof fetch} fetchImpl
 */
async function graphGet({ token, appSecret, graphUrl }, path, fetchImpl) {
  const url = new URL(`${graphUrl}/${path}`);
  url.searchParams.set("appsecret_proof", await appSecretProof(appSecret, token));
  let response;
  try {
    response = await fetchImpl(url, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new GraphRefused(`Meta could not be reached (${error instanceof Error && error.name === "TimeoutError" ? "no answer" : "unreachable"})`, "later");
  }
  const body = /** @type {any} */ (parseExactly(await response.text()));
  if (response.status !== 200 || !body || body.error) throw refusalOf(response.status, body);
  return body;
}

/**
 * A lead as the Graph API gives it, made the site's: its fields from its answers, and what Meta said of it.
 * @param {any} lead the Graph API's Lead
 * @param {{ formName?: string, pageId?: string, phoneCountry?: string }} context
 * @returns {import("./lead-from-answers.mjs").PlatformRead | null} null without an ID
 */
export function metaLeadOf(lead, { formName, pageId, phoneCountry }) {
  const leadId = idOf(lead?.id);
  if (!leadId) return null;
  /** @type {[string, unknown][]} */
  const answers = (Array.isArray(lead.field_data) ? lead.field_data : []).map((/** @type {any} */ field) => [String(field?.name ?? ""), field?.values]);
  const disclaimers = (Array.isArray(lead.custom_disclaimer_responses) ? lead.custom_disclaimer_responses : []).map((/** @type {any} */ box) => ({
    key: String(box?.checkbox_key ?? "consent"),
    checked: box?.is_checked === true || box?.is_checked === "1" || box?.is_checked === 1,
  }));
  const created = Date.parse(String(lead.created_time ?? "").replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  const campaignId = idOf(lead.campaign_id);
  return {
    platformLead: {
      platform: "meta",
      leadId,
      formId: idOf(lead.form_id),
      ...(formName ? { formName: platformText(formName) } : {}),
      ...(campaignId ? { campaignId } : {}),
      ...(lead.campaign_name ? { campaignName: platformText(lead.campaign_name) } : {}),
      ...(idOf(lead.adset_id) ? { adsetId: idOf(lead.adset_id) } : {}),
      ...(idOf(lead.ad_id) ? { adId: idOf(lead.ad_id) } : {}),
      ...(pageId ? { pageId } : {}),
      createdAt: new Date(Number.isFinite(created) ? created : Date.now()).toISOString(),
      organic: lead.is_organic === true || lead.is_organic === "true" || (!campaignId && !idOf(lead.ad_id)),
    },
    fields: fieldsOfAnswers(answers, disclaimers, phoneCountry),
    answers: answersByKey(answers),
  };
}

/**
 * A form's name, for the chat; none when Meta will not say (the lead is read all the same).
 * @param {import("./settings.mjs").MetaLeadSettings} settings
 * @param {string} formId
 * @param {typeof fetch} fetchImpl
 */
async function formNameOf(settings, formId, fetchImpl) {
  if (!formId) return undefined;
  try {
    const form = await graphGet(settings, `${formId}?fields=name`, fetchImpl);
    return typeof form?.name === "string" ? form.name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A lead read from the Graph API by its ID, with its form's name.
 * @param {import("./settings.mjs").MetaLeadSettings} settings
 * @param {LeadgenChange} change
 * @param {{ phoneCountry?: string, fetchImpl?: typeof fetch }} [options]
 */
export async function readMetaLead(settings, change, { phoneCountry, fetchImpl = fetch } = {}) {
  const lead = await graphGet(settings, `${change.leadgenId}?fields=${LEAD_FIELDS}`, fetchImpl);
  const formName = await formNameOf(settings, idOf(lead?.form_id) || change.formId, fetchImpl);
  const read = metaLeadOf(lead, { formName, pageId: change.pageId || settings.pageId, ...(phoneCountry ? { phoneCountry } : {}) });
  if (!read) throw new GraphRefused("Meta's answer had no lead ID", "later");
  return read;
}

/**
 * Every item of a Graph API listing, page by page (`paging.next`, followed by its `after` cursor).
 * @param {import("./settings.mjs").MetaLeadSettings} settings
 * @param {string} path with its query
 * @param {typeof fetch} fetchImpl
 */
async function listAll(settings, path, fetchImpl) {
  /** @type {any[]} */
  const items = [];
  let after = "";
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await graphGet(settings, `${path}${after ? `&after=${encodeURIComponent(after)}` : ""}`, fetchImpl);
    if (!Array.isArray(body?.data)) throw new GraphRefused("Meta's answer had no data list", "later");
    items.push(...body.data);
    after = body.paging?.next ? String(body.paging?.cursors?.after ?? "") : "";
    if (!after) return items;
  }
  throw new GraphRefused(`Meta's listing went on for more than ${MAX_PAGES} pages`, "later");
}

/**
 * The Page's forms (`/{page_id}/leadgen_forms`), each with its name.
 * @param {import("./settings.mjs").MetaLeadSettings} settings
 * @param {typeof fetch} [fetchImpl]
 * @returns {Promise<{ id: string, name?: string }[]>}
 */
export async function pageForms(settings, fetchImpl = fetch) {
  const forms = await listAll(settings, `${settings.pageId}/leadgen_forms?fields=id,name&limit=100`, fetchImpl);
  return forms.filter((form) => idOf(form?.id)).map((form) => ({ id: idOf(form.id), ...(typeof form.name === "string" ? { name: form.name } : {}) }));
}

/**
 * A form's leads created after a time (`/{form_id}/leads`, filtered on `time_created`), made the site's.
 * @param {import("./settings.mjs").MetaLeadSettings} settings
 * @param {{ id: string, name?: string }} form
 * @param {number} since unix seconds
 * @param {{ phoneCountry?: string, fetchImpl?: typeof fetch }} [options]
 */
export async function formLeadsSince(settings, form, since, { phoneCountry, fetchImpl = fetch } = {}) {
  const filtering = JSON.stringify([{ field: "time_created", operator: "GREATER_THAN", value: since }]);
  const leads = await listAll(settings, `${form.id}/leads?fields=${LEAD_FIELDS}&filtering=${encodeURIComponent(filtering)}&limit=100`, fetchImpl);
  return leads.flatMap((lead) => metaLeadOf(lead, { ...(form.name ? { formName: form.name } : {}), pageId: settings.pageId, ...(phoneCountry ? { phoneCountry } : {}) }) ?? []);
}
