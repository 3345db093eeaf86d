import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LandingPageSchema, missingChoices, type LandingPage } from "~/content/schema/landing-page";

const minimal = {
  title: "Launch ads for skincare brands",
  description: "Paid social for a product launch.",
  sections: [
    { type: "hero", heading: "Launch your skincare line on Instagram", text: "Tell us about the launch." },
    { type: "form", form: "contact" },
  ],
};

const problems = (page: unknown) => {
  const result = v.safeParse(LandingPageSchema, page, { abortPipeEarly: true });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe("the landing-page format", () => {
  it("accepts the minimal file of the contract", () => {
    expect(problems(minimal)).toEqual([]);
  });

  it.each([
    ["an unknown section type", { ...minimal, sections: [...minimal.sections, { type: "video" }] }, /Section type "video" does not exist/],
    ["a section without a type", { ...minimal, sections: [...minimal.sections, { heading: "x" }] }, /needs a type/],
    ["a page without a form", { ...minimal, sections: [minimal.sections[0]] }, /add a form section/],
    ["a page that does not start with its hero", { ...minimal, sections: [...minimal.sections].reverse() }, /first section must be a hero/],
    ["a second hero", { ...minimal, sections: [...minimal.sections, minimal.sections[0]] }, /one hero/],
    ["a hero without its heading", { ...minimal, sections: [{ type: "hero", text: "x" }, minimal.sections[1]] }, /Heading is missing/],
    ["a form that is neither", { ...minimal, sections: [minimal.sections[0], { type: "form", form: "newsletter" }] }, /Form: choose one of contact, apply/],
    ["a field the format does not know", { ...minimal, colour: "red" }, /does not know, "colour"/],
  ])("refuses %s, in words the staff understand", (_, page, message) => {
    expect(problems(page)).toContainEqual(expect.stringMatching(message));
  });

  it("names each chosen entry its collection does not hold, with its section", () => {
    const page = v.parse(LandingPageSchema, {
      ...minimal,
      sections: [...minimal.sections, { type: "proof", testimonials: ["ana-souza", "nobody"] }],
    }) as LandingPage;
    expect(missingChoices(page, { testimonials: ["ana-souza"] })).toEqual(["section 3 (Proof): nobody is not in testimonials: choose one that is"]);
  });
});
