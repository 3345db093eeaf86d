// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EXAMPLE_RULES, JUDGEMENT_CASES } from "../../tests/qualification/judgement-cases";
import { judgementOf } from "../../relay/judged-lead.mjs";
import { judgeLead, judgementLine, leadFacts, type LeadRule } from "./lead-judgement.mjs";

describe("a lead judged by the agency's rules", () => {
  it.each(JUDGEMENT_CASES)("$name: the same outcome in the island (which does not know the country) and the relay", (item) => {
    const form = "fullName" in item.fields ? "apply" : "contact";
    const attribution = item.attribution ?? {};
    const island = judgeLead(EXAMPLE_RULES, leadFacts({ form, fields: item.fields, attribution, country: undefined }));
    if (item.hostOnly) expect(island).toEqual({ outcome: "undecided" });
    else expect(island).toMatchObject({ outcome: item.outcome, rule: item.rule });
    const relayed = judgementOf({ reference: "K7QM-3XPA", form, receivedAt: "2026-12-04T09:00:00.000Z", fields: item.fields, attribution, consent: false, ...(item.country ? { place: { country: item.country } } : {}) }, EXAMPLE_RULES);
    expect(relayed).toMatchObject({ outcome: item.outcome, rule: item.rule });
  });

  const facts = (fields: Record<string, string>, more: Partial<Parameters<typeof leadFacts>[0]> = {}) => leadFacts({ form: "apply", fields, attribution: {}, country: "", ...more });
  const rule = (when: LeadRule["when"]): LeadRule[] => [{ type: "fit", name: "Matched", when }, { type: "review", name: "Else", when: [] }];
  const outcome = (when: LeadRule["when"], lead: ReturnType<typeof facts>) => judgeLead(rule(when), lead).outcome;

  it("reads numbers as the agency writes them, and a field left empty as no number", () => {
    expect(outcome([{ field: "followers", test: "between", value: "1,000 to 50,000" }], facts({ followers: "12500" }))).toBe("fit");
    expect(outcome([{ field: "followers", test: "between", value: "1000-5000" }], facts({ followers: "12500" }))).toBe("review");
    expect(outcome([{ field: "followers", test: "at most", value: "999" }], facts({ followers: "" }))).toBe("review");
  });

  it("finds any of the words without case or accents, and tells empty from not empty", () => {
    expect(outcome([{ field: "goals", test: "contains any of", value: "launch, Crème" }], facts({ goals: "A CREME brûlée LAUNCH" }))).toBe("fit");
    expect(outcome([{ field: "goals", test: "contains any of", value: "tiktok" }], facts({ goals: "Instagram only" }))).toBe("review");
    expect(outcome([{ field: "instagramId", test: "is empty" }], facts({ instagramId: "  " }))).toBe("fit");
    expect(outcome([{ field: "instagramId", test: "is not empty" }], facts({ instagramId: "@brand" }))).toBe("fit");
  });

  it("knows the form, the landing page, the platform of the click and a platform's answers by their key", () => {
    expect(outcome([{ field: "form", test: "is one of", value: "contact, meta-instant-form" }], facts({}, { form: "meta-instant-form" }))).toBe("fit");
    expect(outcome([{ field: "landingPage", test: "is empty" }], facts({}, { attribution: { landing_page: "/lp/spring: Spring" } }))).toBe("review");
    expect(outcome([{ field: "platform", test: "is one of", value: "tiktok" }], facts({}, { attribution: { first_touch_ttclid: "E.C.P.abc" } }))).toBe("fit");
    expect(outcome([{ field: "answer", question: "monthly_budget", test: "contains any of", value: "10k" }], facts({}, { answers: { monthly_budget: "10k+" } }))).toBe("fit");
    expect(outcome([{ field: "answer", question: "monthly_budget", test: "is empty" }], facts({}, { answers: {} }))).toBe("fit");
  });

  it("is written for the team in one line", () => {
    expect(judgementLine(judgeLead(EXAMPLE_RULES, facts({ age: "15" })))).toBe("Not a fit (Under 18)");
    expect(judgementLine(judgeLead(EXAMPLE_RULES, facts({ age: "30", followers: "20000" })))).toBe("Fit lead (10,000 followers or more)");
  });
});
