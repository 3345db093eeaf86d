import { describe, expect, it } from "vitest";
import { createRateLimit } from "./rate-limit.mjs";

describe("createRateLimit", () => {
  it("allows `limit` posts per address in a window, then says how long to wait", () => {
    const take = createRateLimit({ limit: 2, windowMs: 60_000 });
    expect(take("a", 0)).toEqual({ allowed: true });
    expect(take("a", 1_000)).toEqual({ allowed: true });
    expect(take("a", 1_500)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(take("b", 1_500)).toEqual({ allowed: true });
    expect(take("a", 60_000)).toEqual({ allowed: true });
  });

  it("is off at 0", () => {
    const take = createRateLimit({ limit: 0 });
    for (let index = 0; index < 100; index++) expect(take("a").allowed).toBe(true);
  });
});
