// @vitest-environment node
import { describe, expect, it } from "vitest";
import { observatoryScore } from "./observatory-score";

const strong = {
  "content-security-policy": "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'; frame-ancestors 'none'; form-action 'self'",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
};
const score = (headers: Record<string, string>, html = "<script type=module src=/a.js></script>") =>
  observatoryScore(new Headers(headers), html, "https://example.com");

describe("observatory scoring", () => {
  it("gives a strict policy A+ with every bonus", () => {
    const result = score(strong);
    expect(result.score).toBe(130);
    expect(result.grade).toBe("A+");
  });

  it("applies the published penalties", () => {
    expect(score({}).score).toBe(100 - 25 - 20 - 5 - 20);
    expect(score({ ...strong, "strict-transport-security": "max-age=300" }).score).toBe(90 + 30);
    expect(score({ ...strong, "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'" }).tests["content-security-policy"]?.modifier).toBe(-20);
    expect(score({ ...strong, "content-security-policy": "default-src 'none'; script-src 'self' 'unsafe-eval'" }).tests["content-security-policy"]?.modifier).toBe(-10);
    expect(score(strong, '<script src="http://cdn.example/x.js"></script>').tests["subresource-integrity"]?.modifier).toBe(-50);
  });

  it("withholds bonuses below 90", () => {
    const { "strict-transport-security": _, "x-content-type-options": __, ...weak } = strong;
    expect(score(weak).score).toBe(75);
    expect(score(weak).grade).toBe("B");
  });
});
