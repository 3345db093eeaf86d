// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bearerMatches } from "../signed-requests.mjs";
import { stageReportOf } from "./agency-report.mjs";

const isReference = (text: string) => /^[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(text);

describe("a stage report", () => {
  it("takes what a no-code tool sends: a reference in any case, an amount as a sheet's text, a currency in small letters", () => {
    expect(stageReportOf({ reference: " k7qm-3xpa ", stage: "client", value: "4800.50", currency: "eur" }, isReference)).toEqual({
      ok: true,
      report: { reference: "K7QM-3XPA", stage: "client", value: 4800.5, currency: "EUR" },
    });
    expect(stageReportOf({ reference: "K7QM-3XPA", stage: "qualified" }, isReference)).toEqual({ ok: true, report: { reference: "K7QM-3XPA", stage: "qualified" } });
  });

  it("names the field that is wrong", () => {
    const field = (body: unknown) => {
      const checked = stageReportOf(body, isReference);
      return checked.ok ? "" : checked.field;
    };
    expect(field([])).toBe("body");
    expect(field({ stage: "booked" })).toBe("reference");
    expect(field({ reference: "K7QM-3XPA", stage: "Booked" })).toBe("stage");
    expect(field({ reference: "K7QM-3XPA", stage: "toString" })).toBe("stage");
    expect(field({ reference: "K7QM-3XPA", stage: "qualified", currency: "EUR" })).toBe("currency");
    for (const value of [-1, "€4800", "4 800", Number.NaN, Infinity, null]) expect(field({ reference: "K7QM-3XPA", stage: "client", value, currency: "EUR" }), String(value)).toBe("value");
    for (const currency of ["XYZ", "€", "", 978]) expect(field({ reference: "K7QM-3XPA", stage: "client", value: 1, currency }), String(currency)).toBe("currency");
  });
});

describe("the stage token", () => {
  const token = "a".repeat(40);
  it("matches only the whole token, sent as a Bearer token", async () => {
    expect(await bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(await bearerMatches(`bearer  ${token}`, token)).toBe(true);
    for (const header of [null, "", token, `Basic ${token}`, `Bearer ${token.slice(1)}`, `Bearer ${token}a`, "Bearer "]) {
      expect(await bearerMatches(header, token), String(header)).toBe(false);
    }
  });
});
