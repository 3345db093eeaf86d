// A lead judged by the agency's rules (content/lead-rules.json, docs/qualification.md) as the relay knows every lead,
// whichever way it came: its form and fields, its campaign, the country the host knows it from, and a platform's
// form's answers. The same judge as the form's island (app/lib/lead-judgement.mjs), so the same answers give the same
// outcome. Pure. The rules are the content's (the suites read the shipped defaults' through an alias,
// tests/test-sites.mjs), unless a host gives those its build was made with (the included server, from build-info.json).
import leadRules from "../content/lead-rules.json" with { type: "json" };
import { judgeLead, leadFacts, nextStepId } from "../app/lib/lead-judgement.mjs";
import { rulesJudge } from "../app/content/lead-rule-values.mjs";

/** @typedef {import("../app/lib/lead-judgement.mjs").LeadRule} LeadRule */
/** @typedef {Exclude<import("../app/lib/lead-judgement.mjs").Judgement, { outcome: "undecided" }>} LeadJudgement */

/** The rules as the content holds them (checked by the build). */
const RULES = /** @type {readonly LeadRule[]} */ (leadRules.rules);

/**
 * The lead's outcome, or none where the rules judge nothing (the shipped default: every lead to review), so that nothing
 * changes until the agency writes a rule. The host knows all a rule may look at: a country it was not told is none, so
 * a rule on the country decides here where the island could not.
 * @param {import("./relayed-lead.mjs").RelayedLead} lead
 * @param {readonly LeadRule[]} [rules]
 * @returns {LeadJudgement | undefined}
 */
export function judgementOf(lead, rules = RULES) {
  if (!rulesJudge(rules)) return undefined;
  const facts = leadFacts({
    form: lead.form,
    fields: lead.fields,
    attribution: lead.attribution,
    country: lead.place?.country ?? "",
    ...(lead.platformLead ? { platform: lead.platformLead.platform } : {}),
    ...(lead.answers ? { answers: lead.answers } : {}),
  });
  const judgement = judgeLead(rules, facts);
  return judgement.outcome === "undecided" ? { outcome: "review", rule: "", position: 0 } : judgement;
}

/**
 * What the agency's tool and the inbox keep of a judgement: the outcome, the rule that decided, and a not-a-fit's reason.
 * @param {LeadJudgement} judgement
 */
export const judgementRecord = ({ outcome, rule, reason }) => ({ outcome, rule, ...(reason ? { reason } : {}) });

/**
 * Where a form sent without JavaScript ends: the thank-you page at the next step of the rule that decided
 * (app/components/thanks-next-steps.tsx), else the page itself.
 * @param {string} confirmationPath
 * @param {LeadJudgement | undefined} judgement
 */
export const confirmationOf = (confirmationPath, judgement) => (judgement?.position ? `${confirmationPath}#${nextStepId(judgement.position)}` : confirmationPath);
