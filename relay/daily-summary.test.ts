import { describe, expect, it } from "vitest";
import { summaryDayOf, summaryDelivery, summaryIsDue } from "./daily-summary.mjs";

describe("the daily summary of not-a-fit leads", () => {
  it("lists the lines of the days before today, once a morning, and is none without one", () => {
    const lines = [
      { day: "2026-12-03", line: "K7QM-3XPA: client application from Alex (Under 18)" },
      { day: "2026-12-02", line: "ABCD-EFGH: client application from Sam (Fewer than 1,000 followers)" },
      { day: "2026-12-04", line: "WXYZ-2345: client application from Kim (Under 18)" },
    ];
    const summary = summaryDelivery(lines, "2026-12-04")!;
    expect(summary).toMatchObject({ destination: "notify", kind: "summary", key: "summary:2026-12-04" });
    const text = JSON.parse(summary.body).text as string;
    expect(text.split("\n")).toEqual([
      "Not a fit, 2026-12-02 to 2026-12-03: 2 leads your rules turned away (each was told kindly and offered what the rule offers):",
      "• ABCD-EFGH: client application from Sam (Fewer than 1,000 followers)",
      "• K7QM-3XPA: client application from Alex (Under 18)",
    ]);
    expect(summaryDelivery([lines[2]!], "2026-12-04")).toBeNull();
    expect(summaryIsDue(Date.parse("2026-12-04T07:59:59Z"))).toBe(false);
    expect(summaryIsDue(Date.parse("2026-12-04T08:00:00Z"))).toBe(true);
    expect(summaryDayOf(Date.parse("2026-12-04T23:59:59Z"))).toBe("2026-12-04");
  });
});
