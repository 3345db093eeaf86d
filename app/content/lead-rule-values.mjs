// How the agency's rules for judging leads are written (content/lead-rules.json, docs/qualification.md): what a rule
// may look at besides the forms' fields, the tests each kind of value takes, and how numbers and lists are written.
// Plain JavaScript: the judge (app/lib/lead-judgement.mjs) runs on the included server without a build, and the
// content's schema and the build's check read the same.

/** The facts a rule may look at that are not a form's field, and the tests each kind of fact takes. */
export const LEAD_FACTS = /** @type {const} */ ({
  form: { label: "The form", kind: "choice" },
  landingPage: { label: "The landing page", kind: "text" },
  source: { label: "Source (utm_source)", kind: "text" },
  campaign: { label: "Campaign (utm_campaign)", kind: "text" },
  platform: { label: "Ad platform", kind: "choice" },
  country: { label: "Country (two-letter code)", kind: "choice" },
  answer: { label: "Answer to an Instant Form question", kind: "text" },
});

export const RULE_TESTS = /** @type {const} */ ({
  number: ["at least", "at most", "between"],
  text: ["is empty", "is not empty", "contains any of"],
  choice: ["is one of", "is not one of"],
});

/** The tests that take no value. */
const WITHOUT_VALUE = ["is empty", "is not empty"];

/** A number as the agency writes one: digits, with commas between thousands (10,000) or a decimal point. */
const NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** A number written in a rule, or NaN. @param {string} text */
export const ruleNumber = (text) => (NUMBER.test(text.trim()) ? Number(text.trim().replaceAll(",", "")) : NaN);

/** The two numbers of "between": "1000 to 50000" (or with a dash). @param {string} text @returns {[number, number] | null} */
export function ruleRange(text) {
  const parts = text.split(/\s+to\s+|\s*[-–]\s*/);
  if (parts.length !== 2) return null;
  const low = ruleNumber(parts[0] ?? "");
  const high = ruleNumber(parts[1] ?? "");
  return Number.isNaN(low) || Number.isNaN(high) || low > high ? null : [low, high];
}

/** The words or values of a list, as the agency separates them: commas. @param {string} text */
export const ruleWords = (text) =>
  text
    .split(",")
    .map((word) => folded(word))
    .filter(Boolean);

/** A text compared without case or accents. @param {string} text */
export const folded = (text) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").trim();

/** Whether a test takes a value. @param {string} test */
export const takesValue = (test) => !WITHOUT_VALUE.includes(test);

/** Whether the rules judge anything: the shipped default (every lead to review) changes nothing. @param {readonly { type: string }[]} rules */
export const rulesJudge = (rules) => rules.some((rule) => rule.type !== "review");
