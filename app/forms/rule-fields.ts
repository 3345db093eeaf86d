import CLICK_ID_PLATFORMS from "../lib/attribution/click-ids.json" with { type: "json" };
import { LEAD_FACTS, RULE_TESTS, ruleNumber, ruleRange, ruleWords, takesValue } from "../content/lead-rule-values.mjs";
import { ruleLabel, type LeadRule } from "../content/schema/lead-rules.ts";
import { PLATFORM_FORMS } from "../lib/platform-forms.mjs";
import { applyFields, applyFormId } from "./apply/apply-fields.ts";
import { contactFields, contactFormId } from "./contact/contact-fields.ts";
import type { FieldDefinition } from "./form-definition.ts";

// What the agency's rules (content/lead-rules.json) may look at: every field of the site's forms, by its name, and
// what a lead carries besides (LEAD_FACTS). The editor offers these to pick (admin/cms-config.ts), and the build
// refuses a rule that looks at anything else or tests it in a way that does not suit it (pipeline/content-check.ts,
// which reads this module as it is: hence its relative imports).

type RuleKind = keyof typeof RULE_TESTS;

interface RuleField {
  readonly key: string;
  readonly label: string;
  readonly kind: RuleKind;
}

/** The values a choice may take: the forms (the site's and the platforms'), the ad platforms. */
const CHOICES: Record<string, readonly string[]> = {
  form: [contactFormId, applyFormId, ...Object.values(PLATFORM_FORMS).map(({ form }) => form)],
  platform: [...new Set(Object.values(CLICK_ID_PLATFORMS))],
};

const FORMS: readonly [readonly FieldDefinition[], string][] = [
  [contactFields, "contact form"],
  [applyFields, "client application"],
];

/** Each field of the site's forms once, named with the forms that have it. */
const formFields: RuleField[] = [...new Set(FORMS.flatMap(([fields]) => fields.map((field) => field.name)))].map((key) => {
  const having = FORMS.filter(([fields]) => fields.some((field) => field.name === key));
  const field = having[0]![0].find((item) => item.name === key)!;
  const where = having.length === FORMS.length ? "both forms" : having.map(([, name]) => name).join(", ");
  return { key, label: `${field.label} (${where})`, kind: field.kind === "number" ? "number" : "text" };
});

export const ruleFields: readonly RuleField[] = [
  ...formFields,
  ...Object.entries(LEAD_FACTS).map(([key, fact]) => ({ key, label: fact.label, kind: fact.kind as RuleKind })),
];

const kindWords: Record<RuleKind, string> = { number: "a number", text: "a text", choice: "one of a list" };
const orList = (items: readonly string[]) => `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

/** What is wrong with one condition, in words, or nothing. */
function conditionProblem(condition: LeadRule["when"][number]): string | undefined {
  const field = ruleFields.find((item) => item.key === condition.field);
  if (!field) return `looks at "${condition.field}", which no form has and no lead carries: pick one of the list`;
  const tests: readonly string[] = RULE_TESTS[field.kind];
  if (!tests.includes(condition.test)) {
    return `${field.label} is ${kindWords[field.kind]}, so its test is ${orList(tests)}, not "${condition.test}"`;
  }
  if (condition.field === "answer" && !condition.question?.trim()) return "an answer needs its question's key: write it in Question key";
  if (condition.field !== "answer" && condition.question?.trim()) return `only an answer to an Instant Form question has a question key: clear "${condition.question}"`;
  const value = condition.value?.trim() ?? "";
  if (!takesValue(condition.test)) return value ? `"${condition.test}" takes no value: clear "${value}"` : undefined;
  if (!value) return `"${condition.test}" needs a value: write it`;
  if (condition.test === "between") return ruleRange(value) ? undefined : `between needs two numbers, the smaller first, like 1000 to 50000; "${value}" is not that`;
  if (field.kind === "number") return Number.isNaN(ruleNumber(value)) ? `${condition.test} needs a number, like 10000 or 10,000; "${value}" is not one` : undefined;
  if (field.kind === "choice") {
    const unknown = ruleWords(value).filter((item) =>
      condition.field === "country" ? !/^[a-z]{2}$/.test(item) : !(CHOICES[condition.field] ?? []).includes(item),
    );
    if (unknown.length === 0) return undefined;
    return condition.field === "country"
      ? `a country is its two-letter code, like GB or DE, separated by commas; "${unknown.join(", ")}" is not`
      : `${field.label} is one of ${CHOICES[condition.field]!.join(", ")}; "${unknown.join(", ")}" is not`;
  }
  return undefined;
}

/** Every rule's problem the schema cannot see (it does not know the forms), one line each, naming the rule. */
export function leadRuleProblems(rules: readonly LeadRule[]): string[] {
  return rules.flatMap((rule, index) =>
    rule.when.flatMap((condition, position) => {
      const problem = conditionProblem(condition);
      return problem ? [`${ruleLabel(rule, index)}, condition ${position + 1}: ${problem}`] : [];
    }),
  );
}
