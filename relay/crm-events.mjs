// The stages of a lead from a platform's own form, told back to that platform by the lead's ID alone (docs/instant-forms.md,
// "What goes back"): to Meta as Conversion Leads' CRM events on the dataset (META_PIXEL_ID), to TikTok as events of its
// CRM event set (TIKTOK_CRM_EVENT_SET_ID). The first stage, the lead itself, is told too: Meta's optimisation learns
// from the whole funnel. No name, address or hash goes with them: the platform knows its own lead. Pure: nothing here
// sends.
import packageJson from "../package.json" with { type: "json" };
import { eventIdOf } from "./event-ids.mjs";

/** The system that reports the stages, as both platforms ask it named (`lead_event_source`): this project. */
export const LEAD_EVENT_SOURCE = packageJson.name;

/**
 * The event names of the stages: the funnel's own words, the same on both platforms (Meta's Conversion Leads take the
 * CRM's names and the agency picks the stage to optimise for in Events Manager).
 */
export const CRM_STAGE_EVENTS = /** @type {const} */ ({ lead: "lead", contacted: "contacted", qualified: "qualified", booked: "booked", client: "client" });

/**
 * A stage as it goes back: which, when (unix seconds), and a client's value.
 * @typedef {{ stage: keyof typeof CRM_STAGE_EVENTS, time: number, value?: number, currency?: string }} CrmStage
 * @typedef {{ reference: string, platformLead: Pick<import("./relayed-lead.mjs").PlatformLead, "platform" | "leadId"> }} CrmLead
 */

/**
 * The JSON of a body whose `lead_id` is written as the number it is, digit for digit: a 17-digit ID is larger than a
 * JavaScript number holds exactly, so it is never made one (the ID's digits were checked when the lead arrived).
 * @param {unknown} body
 * @param {string} leadId
 */
const withLeadIdAsNumber = (body, leadId) => JSON.stringify(body).replace(`"lead_id":"${leadId}"`, `"lead_id":${leadId}`);

/**
 * Meta's Conversion Leads event of a stage.
 * @param {CrmLead} lead
 * @param {CrmStage} stage
 * @param {NonNullable<import("./lead-deliveries.mjs").RelaySettings["meta"]>} meta
 */
export function metaCrmEventBody(lead, stage, meta) {
  const { leadId } = lead.platformLead;
  const data = {
    event_name: CRM_STAGE_EVENTS[stage.stage],
    event_time: stage.time,
    event_id: eventIdOf({ reference: lead.reference, stage: stage.stage }),
    action_source: "system_generated",
    user_data: { lead_id: leadId },
    custom_data: {
      event_source: "crm",
      lead_event_source: LEAD_EVENT_SOURCE,
      ...(stage.value !== undefined ? { value: stage.value, currency: stage.currency } : {}),
    },
  };
  return withLeadIdAsNumber({ data: [data], ...(meta.testEventCode ? { test_event_code: meta.testEventCode } : {}) }, leadId);
}

/**
 * TikTok's CRM event of a stage, on the CRM event set (its lead ID a string, as TikTok's Events API takes it).
 * @param {CrmLead} lead
 * @param {CrmStage} stage
 * @param {NonNullable<import("./lead-deliveries.mjs").RelaySettings["tiktokCrm"]>} crm
 */
export function tiktokCrmEventBody(lead, stage, crm) {
  return JSON.stringify({
    event_source: "crm",
    event_source_id: crm.eventSetId,
    data: [
      {
        event: CRM_STAGE_EVENTS[stage.stage],
        event_time: stage.time,
        event_id: eventIdOf({ reference: lead.reference, stage: stage.stage }),
        lead: { lead_id: lead.platformLead.leadId, lead_event_source: LEAD_EVENT_SOURCE },
        ...(stage.value !== undefined ? { properties: { value: stage.value, currency: stage.currency } } : {}),
      },
    ],
  });
}

/**
 * Whether a platform's lead's stages can go back to its platform with these settings: Meta's to the dataset, TikTok's to
 * the CRM event set.
 * @param {CrmLead["platformLead"]} platformLead
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 */
export const reportsBackTo = (platformLead, settings) => Boolean(platformLead.platform === "meta" ? settings.meta : settings.tiktokCrm);

/**
 * A stage's delivery to the lead's platform, where it is set up: none otherwise. The lead's own stage ("lead") is a
 * lead's delivery (no stage of its own in the outbox); the others are stage events.
 * @param {CrmLead} lead
 * @param {CrmStage} stage
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 * @returns {import("./lead-deliveries.mjs").Delivery[]}
 */
export function crmEventBodies(lead, stage, settings) {
  const { reference } = lead;
  const ofStage = stage.stage === "lead" ? {} : { stage: stage.stage };
  if (lead.platformLead.platform === "meta") return settings.meta ? [{ destination: "meta", reference, ...ofStage, body: metaCrmEventBody(lead, stage, settings.meta) }] : [];
  return settings.tiktokCrm ? [{ destination: "tiktok-crm", reference, ...ofStage, body: tiktokCrmEventBody(lead, stage, settings.tiktokCrm) }] : [];
}
