// @vitest-environment node
import { describe, expect, it } from "vitest";
import { spendUploadOf } from "./spend-rows.mjs";

// The agency's own spend (a spreadsheet's CSV, a script's JSON): every row read or the first wrong one named.

const TODAY = "2026-11-29";

describe("an upload of spend", () => {
  it("reads CSV with its header in any order, quotes, a BOM, CRLF and semicolons, and JSON as an array or { rows }", () => {
    const csv = '\uFEFFplatform,day,campaign_name,campaign_id,amount,currency\r\ngoogle,2026-11-28,"Brand, search",1234567890,12.5,eur\r\n\r\nlinkedin,2026-11-28,"Founders ""B2B""",,7,USD\r\n';
    const read = spendUploadOf(csv, "text/csv", TODAY);
    expect(read).toEqual({
      ok: true,
      rows: [
        { day: "2026-11-28", platform: "google", campaignId: "1234567890", campaignName: "Brand, search", amount: 12.5, currency: "EUR" },
        { day: "2026-11-28", platform: "linkedin", campaignId: "", campaignName: 'Founders "B2B"', amount: 7, currency: "USD" },
      ],
    });
    expect(spendUploadOf("day;platform;campaign_id;campaign_name;amount;currency\n2026-11-28;google;1;Brand;3.10;EUR\n", "text/csv", TODAY)).toMatchObject({ ok: true, rows: [{ amount: 3.1 }] });
    const row = { day: "2026-11-28", platform: "Google", campaign_id: "1", campaign_name: "Brand", amount: 3.1, currency: "EUR" };
    expect(spendUploadOf(JSON.stringify([row]), "application/json", TODAY)).toMatchObject({ ok: true, rows: [{ platform: "google", amount: 3.1 }] });
    expect(spendUploadOf(JSON.stringify({ rows: [row] }), "application/json; charset=utf-8", TODAY)).toMatchObject({ ok: true, rows: [{ campaignId: "1" }] });
  });

  it("keeps the later of a row given twice", () => {
    const csv = "day,platform,campaign_id,campaign_name,amount,currency\n2026-11-28,google,1,Brand,3,EUR\n2026-11-28,google,1,Brand,4,EUR\n";
    expect(spendUploadOf(csv, "text/csv", TODAY)).toMatchObject({ ok: true, rows: [{ amount: 4 }] });
  });

  it("names the line, or the row, of the first thing wrong, in words that say what to write", () => {
    const header = "day,platform,campaign_id,campaign_name,amount,currency\n";
    const cases: [string, RegExp][] = [
      [`${header}2026-11-28,google,1,Brand,3,EUR\n2026-11-31,google,1,Brand,3,EUR\n`, /^Line 3: day must be a day written YYYY-MM-DD/],
      [`${header}2026-11-28,google,1,Brand,"3,50",EUR\n`, /^Line 2: amount must be the spend as a number with a dot for decimals, like 12\.50, got "3,50"/],
      [`${header}2026-11-28,google,1,Brand,-3,EUR\n`, /^Line 2: amount must be/],
      [`${header}2026-11-28,google,1,Brand,3,euro\n`, /^Line 2: currency must be a three-letter code/],
      [`${header}2026-11-28,google,,,3,EUR\n`, /^Line 2: campaign_id or campaign_name must be given/],
      [`${header}2026-12-05,google,1,Brand,3,EUR\n`, /^Line 2: day 2026-12-05 is in the future/],
      [`${header}2024-01-01,google,1,Brand,3,EUR\n`, /^Line 2: day 2024-01-01 is older than the \d+ days the numbers are kept/],
      [`${header}2026-11-28,google,1,Brand,3,EUR,extra\n`, /^Line 2: .*a field more than the header names/],
      ["day,platform,amount\n2026-11-28,google,3\n", /^Line 1: the header must name the fields .* currency missing/],
      ["", /The CSV is empty/],
      [JSON.stringify([{ day: "2026-11-28", platform: "google", campaign_id: "1", amount: "3", currency: "EUR", cost: 3 }]), /^Row 1: "cost" is not a field of a spend row/],
      ["[{]", /The body is not JSON/],
      [JSON.stringify({ data: [] }), /Send an array of rows/],
      ["[]", /holds no row/],
    ];
    for (const [body, message] of cases) {
      const read = spendUploadOf(body, body.startsWith("[") || body.startsWith("{") ? "application/json" : "text/csv", TODAY);
      expect(read.ok, body).toBe(false);
      expect(read.ok ? "" : read.message, body).toMatch(message);
    }
  });
});
