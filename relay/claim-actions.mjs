// A lead claimed, and marked contacted, from the team's chat (docs/team.md): the actions the chat message carries
// (a Slack app's buttons, else links to a page of the site signed for that lead and action, expiring), and what a
// claim or a first contact does to the lead's owner record, first one winning. On web standards only; the host's store
// does each write atomically (OwnerStore, lead-owners.mjs).
import { hmacHex, secretMatches } from "./signed-requests.mjs";
import { LEAD_CLAIM_PATH } from "../app/lib/site-endpoints.mjs";

/** @typedef {import("./lead-owners.mjs").LeadOwner} LeadOwner @typedef {import("./lead-owners.mjs").OwnedLead} OwnedLead */

/** What the chat lets the team do with a lead, and what each is called there. */
export const CLAIM_ACTIONS = /** @type {const} */ ({ claim: "Claim", contacted: "Contacted" });
/** @typedef {keyof typeof CLAIM_ACTIONS} ClaimAction */

/** How long a chat's link works: a week, past which the lead is long answered or lost. */
export const CLAIM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What a link's signature covers. @param {string} reference @param {string} action @param {number} expires seconds */
const signed = (reference, action, expires) => `${reference}.${action}.${expires}`;

/**
 * The address of a link that claims a lead, or marks it contacted, signed for that lead and action and working for a week.
 * @param {NonNullable<import("./lead-deliveries.mjs").RelaySettings["claims"]>} claims
 * @param {string} reference
 * @param {ClaimAction} action
 * @param {number} now milliseconds
 */
export async function claimLinkOf(claims, reference, action, now) {
  const expires = Math.floor((now + CLAIM_LINK_LIFETIME_MS) / 1000);
  const url = new URL(LEAD_CLAIM_PATH, claims.origin);
  url.search = new URLSearchParams({ lead: reference, action, expires: String(expires), sig: await hmacHex(claims.secret, signed(reference, action, expires)) }).toString();
  return url.href;
}

/**
 * What a link says, once its signature is checked (in constant time) and its time: the lead and action, or why not.
 * @param {NonNullable<import("./lead-deliveries.mjs").RelaySettings["claims"]>} claims
 * @param {URLSearchParams} params
 * @param {number} now milliseconds
 * @returns {Promise<{ ok: true, reference: string, action: ClaimAction } | { ok: false, why: "altered" | "expired" }>}
 */
export async function readClaimLink(claims, params, now) {
  const reference = params.get("lead") ?? "";
  const action = params.get("action") ?? "";
  const expires = Number(params.get("expires"));
  if (!Object.hasOwn(CLAIM_ACTIONS, action) || !Number.isSafeInteger(expires)) return { ok: false, why: "altered" };
  if (!(await secretMatches(params.get("sig") ?? "", await hmacHex(claims.secret, signed(reference, action, expires))))) return { ok: false, why: "altered" };
  if (expires * 1000 < now) return { ok: false, why: "expired" };
  return { ok: true, reference, action: /** @type {ClaimAction} */ (action) };
}

/**
 * The chat message's actions for a lead with an owner: a Slack app's buttons (each click arrives signed, carrying the
 * lead's reference), else a link per action where claim links are set, else none.
 * @param {string} reference
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 * @param {number} now
 * @returns {Promise<{ lines: string[], blocks?: object[] }>}
 */
export async function chatActionsOf(reference, settings, now) {
  if (settings.slack) {
    const button = (/** @type {ClaimAction} */ action) => ({ type: "button", action_id: action, value: reference, text: { type: "plain_text", text: CLAIM_ACTIONS[action] }, ...(action === "claim" ? { style: "primary" } : {}) });
    return { lines: [], blocks: [{ type: "actions", block_id: `lead:${reference}`, elements: [button("claim"), button("contacted")] }] };
  }
  if (!settings.claims?.origin) return { lines: [] };
  const { claims } = settings;
  return { lines: await Promise.all(/** @type {ClaimAction[]} */ (["claim", "contacted"]).map(async (action) => `${CLAIM_ACTIONS[action]}: ${await claimLinkOf(claims, reference, action, now)}`)) };
}

/**
 * A chat message in the incoming-webhook format, with a Slack app's blocks where there are any: its text first, as a
 * section, then the blocks (Slack shows the text alone in a notification).
 * @param {string} text
 * @param {object[] | undefined} blocks
 */
export const chatMessage = (text, blocks) => JSON.stringify(blocks?.length ? { text, blocks: [{ type: "section", text: { type: "mrkdwn", text } }, ...blocks] } : { text });

/** An instant as the chat and the page write it: "2026-12-04 10:02 UTC". @param {string} at ISO 8601 */
export const whenOf = (at) => `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;

/**
 * What came of a claim or a first contact: done now by this person, or done before (by whom, when), or no such lead.
 * @typedef {{ outcome: "done", record: OwnedLead } | { outcome: "done before", record: OwnedLead } | { outcome: "unknown" }} ClaimResult
 */

/**
 * Someone of the team claims a lead (they become its owner) or marks it contacted; the first of each wins, atomically
 * (the store's own write). A contact claims a lead no one had claimed.
 * @param {import("./lead-owners.mjs").OwnerStore} store
 * @param {string} reference
 * @param {ClaimAction} action
 * @param {LeadOwner} person the one acting, as an owner
 * @param {string} how where it was done: "chat", "link", the stage that told it ("contacted", "booked")
 * @param {number} now
 * @returns {Promise<ClaimResult>}
 */
export async function actOnLead(store, reference, action, person, how, now) {
  const at = new Date(now).toISOString();
  const record = await store.find(reference);
  if (!record) return { outcome: "unknown" };
  if (action === "claim") {
    const claimed = await store.claim(reference, { ...person, at }, how);
    return claimed ? { outcome: "done", record: claimed } : { outcome: "done before", record: (await store.find(reference)) ?? record };
  }
  const contacted = await store.contacted(reference, person.name, at, how);
  return contacted ? { outcome: "done", record: contacted } : { outcome: "done before", record: (await store.find(reference)) ?? record };
}

/**
 * What the chat says once a lead is claimed or contacted (a link's press, a Slack click answered in a new message).
 * @param {OwnedLead} record
 * @param {ClaimAction} action
 */
export function doneLine(record, action) {
  if (action === "claim") return `${record.owner.name} claimed lead ${record.reference} (${whenOf(record.claimedAt ?? record.owner.at)})`;
  return `Lead ${record.reference} was answered: ${record.contactedBy ?? record.owner.name} contacted them (${whenOf(record.contactedAt ?? "")})`;
}

/**
 * What follows a first answer given from the chat: the lead's `contacted` stage, recorded by the host as the agency's
 * own report is (stage-recording.mjs: an Instant Form lead's goes back to its platform, a consenting site lead's
 * `Contact` event to the ad platforms).
 * @param {string} reference
 * @returns {import("./lead-deliveries.mjs").Delivery}
 */
export const contactedStage = (reference) => ({ destination: "stage", reference, stage: "contacted", key: `chat:${reference}:contacted`, body: JSON.stringify({ reference, stage: "contacted" }) });
