// What a lead is, wherever it came from (docs/leads.md): what its sender sent, checked by the form's schema, and its
// origin: one of the site's forms, or an ad platform's own form (docs/instant-forms.md), whose lead carries what the
// platform said of it. Every way a lead arrives makes one of these; every destination reads one. Pure.
import { PLATFORM_FORMS } from "../app/lib/platform-forms.mjs";

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
 * @property {import("./lead-match.mjs").RequestPlace} [place] where the request came from, as the host knows it
 * @property {PlatformLead} [platformLead] what the platform said of a lead sent from its own form; none for the
 *   site's forms
 * @property {Record<string, string>} [answers] a platform's form's answers by question key, as the agency's rules read
 *   them (its fields keep them for people to read)
 * @property {import("./lead-owners.mjs").LeadOwner} [owner] who of the agency's team owns it, given by the host as it
 *   arrives (lead-owners.mjs); none where the team shares no leads
 */

/**
 * What a platform said of a lead sent from its own form (read by relay/instant-forms/), each ID the exact digits the
 * platform sent.
 * @typedef {"meta" | "tiktok"} LeadPlatform
 * @typedef {object} PlatformLead
 * @property {LeadPlatform} platform
 * @property {string} leadId the platform's ID of the lead, as its digits
 * @property {string} formId
 * @property {string} [formName]
 * @property {string} [campaignId]
 * @property {string} [campaignName]
 * @property {string} [adsetId]
 * @property {string} [adId]
 * @property {string} [pageId] the Facebook Page (Meta), the advertiser's account (TikTok)
 * @property {string} createdAt ISO 8601: when the person sent the form
 * @property {boolean} organic sent from the form without an ad (Meta's `is_organic`; a test lead)
 */

/** How the chat and the agency's e-mail name a platform's lead's origin: "Meta Instant Form "Spring offer", campaign "Spring"". @param {PlatformLead} lead */
export function originOf(lead) {
  const form = `${PLATFORM_FORMS[lead.platform].name}${lead.formName ? ` "${lead.formName}"` : ` ${lead.formId}`}`;
  const campaign = lead.organic ? "not from an ad" : lead.campaignName ? `campaign "${lead.campaignName}"` : lead.campaignId ? `campaign ${lead.campaignId}` : "";
  return campaign ? `${form}, ${campaign}` : form;
}

/** What a lead is, as the chat's first line names it: "client application", "lead from Meta Instant Form …". @param {RelayedLead} lead */
export function kindOf(lead) {
  if (lead.platformLead) return `lead from ${originOf(lead.platformLead)}`;
  return lead.form === "apply" ? "client application" : "contact message";
}
