// A lead judged by the agency's own rules (content/lead-rules.json, docs/qualification.md): the first rule whose
// conditions all hold decides whether it is a fit (offered the call), to review (what every lead got before rules),
// or not a fit (told kindly, offered what the agency wrote, never the calendar). Plain JavaScript, host-free and
// small: the form's island judges with it the moment a lead is sent, and every host's lead path, the local inbox and
// the platforms' own forms' leads judge with it too, so the same answers give the same outcome everywhere.
import CLICK_ID_PLATFORMS from "./attribution/click-ids.json" with { type: "json" };
import { folded, ruleNumber, ruleRange, ruleWords } from "../content/lead-rule-values.mjs";

/**
 * @typedef {{ field: string, test: string, value?: string, question?: string }} RuleCondition
 * @typedef {{ label: string, url: string }} RuleLink
 * @typedef {object} LeadRule
 * @property {"fit" | "review" | "not-a-fit"} type
 * @property {string} name
 * @property {RuleCondition[]} when every condition must hold; none: the rule matches every lead
 * @property {string} [scheduler] a fit: the scheduler this rule's leads book with
 * @property {boolean} [reportQualified] a fit: the ad platforms hear at once that the lead qualified
 * @property {string} [pool] a fit or one to review: the team's pool that shares these leads (content/team.json); none: the first
 * @property {string} [reason] not a fit: why, in the agency's words (the team reads it)
 * @property {string} [message] not a fit: what the person is told
 * @property {RuleLink[]} [links] not a fit: what the person is offered instead
 * @property {"at once" | "in the daily summary"} [chat] not a fit: when the team's chat hears of the lead
 */

/**
 * What a lead carries that a rule may look at. A fact the judge does not know is `undefined` (the island does not
 * know the visitor's country): a condition on it neither holds nor fails.
 * @typedef {object} LeadFacts
 * @property {string} form `contact`, `apply`, or a platform's form (`meta-instant-form`, `tiktok-instant-form`)
 * @property {Readonly<Record<string, string>>} fields the form's fields by name
 * @property {string} landingPage `/lp/<name>: <title>`, or "" for a lead sent elsewhere
 * @property {string} source the campaign's `utm_source` (a platform's form: the platform)
 * @property {string} campaign the campaign's name (`utm_campaign`)
 * @property {string} platform the ad platform whose ad or form brought it (`meta`, `tiktok`, …), or ""
 * @property {string | undefined} country the visitor's country (ISO 3166-1 alpha-2) where the host knows it
 * @property {Readonly<Record<string, string>>} answers a platform's form's answers by question key
 */

/**
 * The outcome of a lead, as it travels with it: the rule that decided (its name, and its position from 1: the
 * thank-you page's next step), and what the rule gives the person. `undecided`: a rule that might have matched looks
 * at what only the host knows (the island, a country rule).
 * @typedef {{ outcome: "fit" | "review" | "not-a-fit", rule: string, position: number, reason?: string, scheduler?: string, reportQualified?: boolean, pool?: string, message?: string, links?: RuleLink[], inSummary?: boolean } | { outcome: "undecided" }} Judgement
 */

/** The thank-you page's next step of a rule, by its position: where a form sent without JavaScript ends. @param {number} position */
export const nextStepId = (position) => `next-${position}`;

/**
 * What a condition looks at: a fact's value, a form's field's, or a platform's answer; `undefined` when unknown.
 * @param {RuleCondition} condition
 * @param {LeadFacts} facts
 */
function valueOf(condition, facts) {
  switch (condition.field) {
    case "form":
    case "landingPage":
    case "source":
    case "campaign":
    case "platform":
    case "country":
      return facts[condition.field];
    case "answer":
      return facts.answers[condition.question ?? ""] ?? "";
    default:
      return facts.fields[condition.field] ?? "";
  }
}

/**
 * Whether a condition holds of a lead: true, false, or undefined when it looks at what is not known.
 * @param {RuleCondition} condition
 * @param {LeadFacts} facts
 */
function holds(condition, facts) {
  const value = valueOf(condition, facts);
  if (value === undefined) return undefined;
  const wanted = condition.value ?? "";
  switch (condition.test) {
    case "is empty":
      return value.trim() === "";
    case "is not empty":
      return value.trim() !== "";
    case "contains any of": {
      const text = folded(value);
      return ruleWords(wanted).some((word) => text.includes(word));
    }
    case "is one of":
      return ruleWords(wanted).includes(folded(value));
    case "is not one of":
      return !ruleWords(wanted).includes(folded(value));
    default: {
      const number = value.trim() === "" ? NaN : Number(value.trim().replaceAll(",", ""));
      if (Number.isNaN(number)) return false;
      if (condition.test === "at least") return number >= ruleNumber(wanted);
      if (condition.test === "at most") return number <= ruleNumber(wanted);
      const range = ruleRange(wanted);
      return Boolean(range && number >= range[0] && number <= range[1]);
    }
  }
}

/**
 * The lead's outcome: the first rule whose conditions all hold decides. A rule whose conditions look at what the judge
 * does not know, and none of which fails, leaves the lead undecided here. Without any rule (the build refuses such a
 * list), every lead is to review.
 * @param {readonly LeadRule[]} rules
 * @param {LeadFacts} facts
 * @returns {Judgement}
 */
export function judgeLead(rules, facts) {
  for (const [index, rule] of rules.entries()) {
    const results = rule.when.map((condition) => holds(condition, facts));
    if (results.includes(false)) continue;
    if (results.includes(undefined)) return { outcome: "undecided" };
    return judgementOf(rule, index + 1);
  }
  return { outcome: "review", rule: "", position: 0 };
}

/** @param {LeadRule} rule @param {number} position @returns {Judgement} */
function judgementOf(rule, position) {
  const decided = { rule: rule.name, position, ...(rule.pool && rule.type !== "not-a-fit" ? { pool: rule.pool } : {}) };
  if (rule.type === "fit") return { outcome: "fit", ...decided, ...(rule.scheduler ? { scheduler: rule.scheduler } : {}), ...(rule.reportQualified ? { reportQualified: true } : {}) };
  if (rule.type === "not-a-fit") {
    return { outcome: "not-a-fit", ...decided, reason: rule.reason ?? "", message: rule.message ?? "", links: rule.links ?? [], ...(rule.chat === "in the daily summary" ? { inSummary: true } : {}) };
  }
  return { outcome: "review", ...decided };
}

/**
 * A lead's facts from what it carries: its form and fields, its campaign's fields (`first_touch_…`, `last_touch_…`,
 * `landing_page`), and what only some leads know (the country where the host knows it, a platform's form's own
 * platform and answers).
 * @param {{ form: string, fields: Readonly<Record<string, string>>, attribution: Readonly<Record<string, string>>, country?: string | undefined, platform?: string, answers?: Readonly<Record<string, string>> }} lead
 * @returns {LeadFacts}
 */
export function leadFacts({ form, fields, attribution, country, platform, answers = {} }) {
  const touch = (/** @type {string} */ name) => attribution[`first_touch_${name}`] || attribution[`last_touch_${name}`] || "";
  const clicked = Object.entries(CLICK_ID_PLATFORMS).find(([id]) => touch(id))?.[1] ?? "";
  return {
    form,
    fields,
    landingPage: attribution.landing_page ?? "",
    source: touch("utm_source"),
    campaign: touch("utm_campaign"),
    platform: platform ?? clicked,
    country,
    answers,
  };
}

/** How a judgement reads in one line for the team (the chat, the inbox, the e-mail): "Not a fit (Under 18)". @param {Judgement} judgement */
export function judgementLine(judgement) {
  if (judgement.outcome === "undecided") return "";
  const word = { fit: "Fit lead", review: "To review", "not-a-fit": "Not a fit" }[judgement.outcome];
  return judgement.rule ? `${word} (${judgement.reason || judgement.rule})` : word;
}
