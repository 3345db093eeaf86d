import * as v from "valibot";
import { RULE_TESTS } from "../lead-rule-values.mjs";
import { choice, fields, httpsUrl, list, optionalHttpsUrl, optionalText, text, toggle } from "./fields.ts";

// The agency's rules for judging each lead (content/lead-rules.json, docs/qualification.md): an ordered list, the first
// rule whose conditions all hold decides, the last one takes every lead left. The shape is checked here; which fields
// a rule may look at and which tests suit each comes from the forms (app/forms/rule-fields.ts), checked by the build.

const ALL_TESTS = [...new Set(Object.values(RULE_TESTS).flat())] as [string, ...string[]];

const condition = fields("Condition", {
  field: v.pipe(
    v.string("What it looks at: pick one of the list"),
    v.trim(),
    v.nonEmpty("What it looks at is empty: pick one of the list"),
    v.title("What it looks at"),
    v.description("A field of the site's forms, or where the lead came from"),
    // The editor's choices are the forms' fields and the lead's facts (admin/cms-config.ts, app/forms/rule-fields.ts).
    v.metadata({ widget: "select", optionsFrom: "leadRuleFields" }),
  ),
  test: choice(
    "Test",
    ALL_TESTS,
    "Numbers: at least, at most, between; texts: is empty, is not empty, contains any of; the form, platform and country: is one of, is not one of",
  ),
  value: optionalText("Value", {
    hint: "A number (10000 or 10,000); for between, two (1000 to 50000); for a list, words or values separated by commas; nothing for is empty",
    max: 500,
  }),
  question: optionalText("Question key", { hint: "Only for an answer to an Instant Form question: the question's key, as the form names it", max: 100 }),
});

const when = list("Conditions", condition, {
  min: 0,
  max: 10,
  hint: "All must hold for this rule to decide. A rule without conditions takes every lead the rules above it left: the last rule has none",
});

const pool = optionalText("Team pool", {
  hint: "The pool of the team that shares these leads, by its name (Team); empty: the team's first pool",
  max: 40,
});

const name = text("Rule name", { hint: "How the team reads it in the chat, the inbox and the numbers, e.g. 10,000 followers or more", max: 60 });

export const LEAD_RULES = {
  fit: fields("Fit: offer the call", {
    type: v.literal("fit"),
    name,
    when,
    pool,
    scheduler: optionalHttpsUrl(
      "Scheduler for these leads",
      "Optional: a Cal.com or Calendly event page these leads book with; empty: the scheduler of Booking a call",
    ),
    reportQualified: toggle(
      "Report it as qualified at once",
      "Meta and TikTok hear at once that the lead qualified (a site's lead whose sender ticked the box; an Instant Form lead by its ID), as when the team reports it: once",
    ),
  }),
  review: fields("Review: as every lead before rules", { type: v.literal("review"), name, when, pool }),
  "not-a-fit": fields("Not a fit: say so kindly, offer something else", {
    type: v.literal("not-a-fit"),
    name,
    when,
    reason: text("Reason", { hint: "For the team: why, in a few words, e.g. Under 18", max: 80 }),
    message: text("What the person reads", {
      hint: "Shown once the form is sent and in the e-mail the person receives, in place of the calendar: kindly, and what they may do instead",
      max: 600,
      multiline: true,
    }),
    links: list("Links offered", fields("Link", { label: text("Link text", { max: 60 }), url: httpsUrl("Address", "Starting with https://") }), {
      min: 0,
      max: 3,
      hint: "A guide, a smaller offer: shown under the text",
    }),
    chat: v.optional(
      choice(
        "Tell the team's chat",
        ["at once", "in the daily summary"],
        "At once, as every lead; or only in one message each morning listing the day's not-a-fit leads with their reasons (the webhook and the inbox hear of each at once all the same)",
      ),
    ),
  }),
} as const;

export type LeadRuleType = keyof typeof LEAD_RULES;
const RULE_TYPES = Object.keys(LEAD_RULES) as LeadRuleType[];

const rule = v.pipe(
  v.variant("type", Object.values(LEAD_RULES), (issue) =>
    issue.input === undefined
      ? `Each rule needs a type: one of ${RULE_TYPES.join(", ")}`
      : `Rule type "${String(issue.input)}" does not exist: use one of ${RULE_TYPES.join(", ")}`,
  ),
  v.title("Rule"),
);

export type LeadRule = v.InferOutput<typeof rule>;

/** A rule as the build's messages name it: its position and name. */
export const ruleLabel = (item: LeadRule, index: number) => `Rule ${index + 1}, "${item.name}"`;

export const LeadRulesSchema = fields("Lead rules", {
  rules: v.pipe(
    v.array(rule, "Rules: expected a list"),
    v.minLength(1, "Rules: add one rule without conditions, the last: it takes every lead the others leave"),
    v.maxLength(30, "Rules: at most 30"),
    v.check(
      (rules) => rules.at(-1)?.when.length === 0,
      (issue) => {
        const rules = issue.input as LeadRule[];
        const last = rules.at(-1);
        return last
          ? `${ruleLabel(last, rules.length - 1)} is the last and has conditions: the last rule takes every lead the others leave, so it has none. Add such a rule at the end (e.g. "Everyone else", review)`
          : "Rules: add one rule without conditions";
      },
    ),
    v.check(
      (rules) => rules.findIndex((item) => item.when.length === 0) === rules.length - 1,
      (issue) => {
        const rules = issue.input as LeadRule[];
        const index = rules.findIndex((item) => item.when.length === 0);
        return `${ruleLabel(rules[index]!, index)} has no conditions, so it takes every lead and the rules after it never decide: give it conditions, or move it to the end`;
      },
    ),
    v.title("Rules"),
    v.description("In order: the first rule whose conditions all hold decides. The last has no conditions and takes every lead left"),
  ),
});
