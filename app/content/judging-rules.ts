import { leadRules as content } from "virtual:content/leadRules";
import type { LeadRules } from "~/content/schema/kinds";
import { rulesJudge } from "~/content/lead-rule-values.mjs";

// Functions, not values: the form's island module shares its file with the prerendered form, and a value computed at
// the top of this module would carry the rules' words into the island's code, which reads them from its props.

/** The agency's rules for judging each lead, edited in `content/lead-rules.json` (docs/qualification.md). */
const rules: LeadRules["rules"] = content.rules;

/**
 * The rules where they judge anything, else none: the shipped default (every lead to review) changes nothing, and
 * the pages carry no rule until the agency writes one. Without the team's pools, which only the hosts read.
 */
export const judgingRules = () => (rulesJudge(rules) ? rules.map((rule) => ("pool" in rule ? { ...rule, pool: undefined } : rule)) : undefined);

/** Whether a rule turns some leads away: then no page offers the calendar to a lead it could not judge. */
export const turnsLeadsAway = () => rules.some((rule) => rule.type === "not-a-fit");
