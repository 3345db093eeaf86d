import { describe, expect, it } from "vitest";
import { LEAD_REFERENCE_PATTERN, newLeadReference, REFERENCE_ALPHABET } from "~/forms/lead-reference.mjs";

describe("lead references", () => {
  it("use 32 symbols that cannot be confused: no 0, O, 1 or I", () => {
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
    for (const confusable of "0O1I") expect(REFERENCE_ALPHABET).not.toContain(confusable);
  });

  it("map every byte value onto the alphabet without bias (256 is a multiple of 32)", () => {
    const everyByte = Array.from({ length: 256 }, (_, byte) => newLeadReference((bytes) => bytes.fill(byte))[0]);
    for (const symbol of REFERENCE_ALPHABET) expect(everyByte.filter((found) => found === symbol)).toHaveLength(8);
  });

  it("come from the browser's secure random source, in two groups of four", () => {
    const seen = new Set(Array.from({ length: 500 }, () => newLeadReference()));
    expect(seen.size).toBe(500);
    for (const reference of seen) expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
  });
});
