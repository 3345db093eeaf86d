import { describe, expect, it } from "vitest";
import { canonicalPath } from "~/lib/canonical-path";

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/Web", "/"],
    ["/web/", "/"],
    ["/about/", "/about"],
    ["/contact", "/contact"],
  ])("%s → %s", (input, expected) => expect(canonicalPath(input)).toBe(expected));
});
