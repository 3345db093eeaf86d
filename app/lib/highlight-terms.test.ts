import { describe, expect, it } from "vitest";
import { splitOnTerms } from "~/lib/highlight-terms";

describe("splitOnTerms", () => {
  it("isolates each term, ignoring case, and keeps the text whole", () => {
    const parts = splitOnTerms("We do Video editing and brand voice.", ["video editing", "Brand voice"]);
    expect(parts).toEqual([
      { text: "We do ", term: false },
      { text: "Video editing", term: true },
      { text: " and ", term: false },
      { text: "brand voice", term: true },
      { text: ".", term: false },
    ]);
    expect(parts.map((part) => part.text).join("")).toBe("We do Video editing and brand voice.");
  });

  it("treats regular-expression characters in terms literally", () => {
    expect(splitOnTerms("a+b a.b", ["a.b"])).toEqual([
      { text: "a+b ", term: false },
      { text: "a.b", term: true },
    ]);
  });
});
