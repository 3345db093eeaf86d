import exampleRules from "../fixtures/lead-rules-example/lead-rules.json" with { type: "json" };
import type { LeadRule } from "~/lib/lead-judgement.mjs";

// The one table of cases every judge of a lead passes alike (docs/qualification.md): the form's island in a real
// browser, the included server and the Worker. The rules are the documented example of this agency's own
// application, with one rule on the country, which only a host knows.

/** The example's rules, as content/lead-rules.json holds them (the suites' sites with rules build from this file). */
export const EXAMPLE_RULES_FILE = "tests/fixtures/lead-rules-example/lead-rules.json";
export const EXAMPLE_RULES = exampleRules.rules as LeadRule[];
export const [GUIDE] = (EXAMPLE_RULES[1] as { links: { label: string; url: string }[] }).links;
export const FIT_SCHEDULER = (EXAMPLE_RULES[2] as { scheduler: string }).scheduler;

/** An application as a visitor fills it in (app/forms/apply/apply-fields.ts). */
export const application = (overrides: Record<string, string> = {}) => ({
  fullName: "Alex Morgan",
  email: "alex@brand.example",
  age: "29",
  instagramId: "@alexmorgan",
  phoneNumber: "+44 7700 900123",
  followers: "5000",
  goals: "Grow our brand with paid social and creators.",
  ...overrides,
});

export interface JudgementCase {
  readonly name: string;
  readonly fields: Record<string, string>;
  /** The campaign's fields the visitor arrived with. */
  readonly attribution?: Record<string, string>;
  /** Where the host knows the visitor to be. */
  readonly country?: string;
  readonly outcome: "fit" | "review" | "not-a-fit";
  readonly rule: string;
  /** The rule decides on what only the host knows (the country): the island leaves it undecided. */
  readonly hostOnly?: boolean;
  /** Its rule tells the chat only in the daily summary. */
  readonly inSummary?: boolean;
}

export const JUDGEMENT_CASES: readonly JudgementCase[] = [
  { name: "15 years old, with 20,000 followers", fields: application({ age: "15", followers: "20000" }), outcome: "not-a-fit", rule: "Under 18" },
  { name: "300 followers", fields: application({ followers: "300" }), outcome: "not-a-fit", rule: "Fewer than 1,000 followers", inSummary: true },
  { name: "20,000 followers", fields: application({ followers: "20000" }), outcome: "fit", rule: "10,000 followers or more" },
  { name: "5,000 followers", fields: application(), outcome: "review", rule: "Everyone else" },
  {
    name: "5,000 followers from the spring campaign, in Ireland",
    fields: application(),
    attribution: { first_touch_utm_source: "instagram", first_touch_utm_campaign: "Spring-2027" },
    country: "IE",
    outcome: "fit",
    rule: "Spring campaign in Ireland",
    hostOnly: true,
  },
  {
    name: "5,000 followers from the spring campaign, in Spain",
    fields: application(),
    attribution: { first_touch_utm_source: "instagram", first_touch_utm_campaign: "Spring-2027" },
    country: "ES",
    outcome: "review",
    rule: "Everyone else",
    hostOnly: true,
  },
  { name: "a contact message", fields: { name: "Zoë Brand", email: "zoe@brand.example", message: "Hello" }, outcome: "review", rule: "Everyone else" },
];
