// A lead's later stages (docs/leads.md, "When a lead becomes a client"), however they are learnt (the agency's report,
// relay/stages/; a booked call, relay/booking/): which stages there are, how long what they need is kept, and the event
// each stage makes on each ad platform, keyed to the same click and person as the lead's own `Lead` event
// (lead-match.mjs: LeadMatch). Pure: nothing here sends or keeps.
import { STAGE_MATCH_KEPT_FOR_DAYS } from "../app/lib/stage-match-kept-for.mjs";
import { metaEventBody, tiktokEventBody } from "./lead-deliveries.mjs";
import { eventIdOf } from "./event-ids.mjs";
import { crmEventBodies, reportsBackTo } from "./crm-events.mjs";
import { judgementOf } from "./judged-lead.mjs";

/**
 * Each stage's event on each platform: their standard events where one fits (a first answer, an appointment booked, a purchase with
 * its value), and for a qualified lead, which has none, the custom event name docs/leads.md documents. Meta is told
 * the stage happened in the agency's own system (`system_generated`); TikTok hears it on the site's pixel, where its
 * click is attributed (`web`: its CRM and offline sources take only their own event sets' leads).
 */
export const STAGES = /** @type {const} */ ({
  contacted: { meta: "Contact", tiktok: "Contact" },
  qualified: { meta: "QualifiedLead", tiktok: "QualifiedLead" },
  booked: { meta: "Schedule", tiktok: "Schedule" },
  client: { meta: "Purchase", tiktok: "Purchase" },
});

/** @typedef {keyof typeof STAGES} Stage */

/** Where each platform is told a stage came from (their `action_source` and `event_source`). */
const STAGE_SOURCES = { meta: "system_generated", tiktok: "web" };

/** How long what a stage needs is kept after its lead arrived (the privacy page says so). */
export const STAGE_MATCH_KEPT_FOR_MS = STAGE_MATCH_KEPT_FOR_DAYS * 24 * 60 * 60 * 1000;

/**
 * Whether a host keeps a lead's match for its later stages: only when the visitor ticked the box, and only where the
 * agency's tool (LEAD_STAGE_TOKEN), its scheduler (BOOKING_WEBHOOK_SECRET) or its rules (a fit lead reported as
 * qualified at once, judged-lead.mjs) may report stages to a platform.
 * @param {import("./relayed-lead.mjs").RelayedLead} lead
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 */
export const keepsMatchOf = (lead, settings) =>
  Boolean(
    lead.consent &&
      (settings.stages || settings.booking || judgementOf(lead, settings.rules)?.reportQualified) &&
      (lead.platformLead ? reportsBackTo(lead.platformLead, settings) : settings.meta || settings.tiktok),
  );

/** Until when a lead's match is kept (milliseconds). @param {import("./lead-deliveries.mjs").LeadMatch} match */
export const keptUntil = (match) => Date.parse(match.receivedAt) + STAGE_MATCH_KEPT_FOR_MS;

/**
 * A report from the agency's tool: a lead's reference, its stage, and with `client` the contract's value.
 * @typedef {{ reference: string, stage: Stage, value?: number, currency?: string }} StageReport
 */

/**
 * A stage's event for each configured platform, with the lead's match (the same person and click as its `Lead`
 * event), the time of the report, and its id `<reference>:<stage>`.
 * @param {import("./lead-deliveries.mjs").LeadMatch} match
 * @param {StageReport} report
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 * @param {number} now milliseconds
 * @returns {import("./lead-deliveries.mjs").Delivery[]}
 */
export function stageDeliveriesOf(match, report, settings, now) {
  const { reference, stage } = report;
  const time = Math.floor(now / 1000);
  if (match.platformLead) {
    // A lead from a platform's own form: its stage goes back to that platform by the lead's ID alone.
    const value = report.value === undefined ? {} : { value: report.value, currency: report.currency };
    return crmEventBodies({ reference, platformLead: match.platformLead }, { stage, time, ...value }, settings);
  }
  /** @type {Record<string, string | number>} */
  const properties = report.value === undefined ? {} : { value: report.value, currency: /** @type {string} */ (report.currency) };
  const event = (/** @type {"meta" | "tiktok"} */ platform) => ({ name: STAGES[stage][platform], id: eventIdOf(report), time, actionSource: STAGE_SOURCES[platform], properties });
  /** @type {import("./lead-deliveries.mjs").Delivery[]} */
  const deliveries = [];
  if (settings.meta) deliveries.push({ destination: "meta", reference, stage, body: metaEventBody(match, event("meta"), settings.meta) });
  if (settings.tiktok) deliveries.push({ destination: "tiktok", reference, stage, body: tiktokEventBody(match, event("tiktok"), settings.tiktok) });
  return deliveries;
}

/**
 * Whether any ad platform may hear of a lead's stages (its pixel, its dataset, TikTok's CRM event set): where none may,
 * a host keeps no match and asks for none.
 * @param {import("./lead-deliveries.mjs").RelaySettings} settings
 */
export const platformsHearStages = (settings) => Boolean(settings.meta || settings.tiktok || settings.tiktokCrm);
