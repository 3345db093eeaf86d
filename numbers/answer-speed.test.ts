import { describe, expect, it } from "vitest";
import { speedReportOf, type SpeedRow } from "./answer-speed.mjs";
import { digestText } from "./numbers-digest.mjs";
import { speedRowsOf } from "../relay/answer-speeds.mjs";
import { readFileSync } from "node:fs";
import type { Team } from "~/content/schema/team";

const MINUTE = 60_000;
const row = (reference: string, person: string, more: Partial<SpeedRow>): SpeedRow => ({ reference, day: "2026-12-04", person, weight: person === "Ana Silva" ? 3 : 1, source: "site", passes: 0, ...more });

describe("how fast the team answers", () => {
  const rows = [
    row("A", "Ana Silva", { claimMs: 1 * MINUTE, contactMs: 2 * MINUTE, outcome: "fit" }),
    row("B", "Ana Silva", { claimMs: 3 * MINUTE, contactMs: 4 * MINUTE }),
    row("C", "Ana Silva", { claimMs: 10 * MINUTE, contactMs: 40 * MINUTE, outcome: "fit" }),
    row("D", "Ben Okafor", { claimMs: 20 * MINUTE, contactMs: 90 * MINUTE, outcome: "fit", source: "meta", passes: 1 }),
    row("E", "Ben Okafor", { outcome: "fit", source: "meta" }),
  ];
  const stages = { A: ["booked", "client"], B: ["booked"], C: ["booked"], D: [], E: [] };
  const speed = speedReportOf(rows, stages)!;

  it("gives each person's and each source's median, 90th percentile and shares, a lead not yet answered counted as slower than any", () => {
    const ana = speed.people.find((group) => group.name === "Ana Silva")!;
    expect(ana).toMatchObject({ weight: 3, leads: 3, passes: 0, contact: { answered: 3, waiting: 0, medianMs: 4 * MINUTE, p90Ms: 40 * MINUTE, within5MinShare: 2 / 3, withinHourShare: 1 } });
    const ben = speed.people.find((group) => group.name === "Ben Okafor")!;
    expect(ben).toMatchObject({ weight: 1, leads: 2, passes: 1, claim: { answered: 1, waiting: 1, medianMs: 20 * MINUTE }, contact: { within5MinShare: 0, withinHourShare: 0 } });
    expect(speed.sources.map((group) => [group.name, group.leads])).toEqual([
      ["The site's forms", 3],
      ["Meta's Instant Forms", 2],
    ]);
    expect(speed).toMatchObject({ leads: 5, escalations: 1, fitWaitedOverAnHour: 2, contact: { answered: 4, waiting: 1, medianMs: 4 * MINUTE } });
  });

  it("shows booked calls and clients by how fast each lead was first answered", () => {
    expect(speed.bands).toEqual([
      { band: "within 5 minutes", leads: 2, booked: 2, clients: 1 },
      { band: "within an hour", leads: 1, booked: 1, clients: 0 },
      { band: "later", leads: 1, booked: 0, clients: 0 },
      { band: "not yet", leads: 1, booked: 0, clients: 0 },
    ]);
    expect(speedReportOf([], {})).toBeUndefined();
  });

  it("tells the Monday digest how many fit leads waited over an hour", () => {
    const text = digestText([], "2026-12-07", undefined, [], [], [], speed);
    expect(text).toContain("First answers: 4 of 5 leads, median 4 min in working hours, 40 % within 5 minutes");
    expect(text).toContain("2 fit leads waited over an hour for a first answer");
    expect(text).toContain("1 lead passed on unclaimed");
  });
});

describe("a lead's waits, in its owner's working hours", () => {
  const team = JSON.parse(readFileSync("tests/fixtures/team-example/team.json", "utf8")) as Team;
  it("counts a lead that arrived at the end of Friday as answered ten minutes in, on Monday morning", () => {
    const [counted] = speedRowsOf(
      [{ reference: "A", kind: "contact message", source: "site", arrivedAt: "2026-12-04T17:25:00.000Z", owner: { name: "Ana Silva", email: "ana@example.com", pool: "Brands", at: "2026-12-04T17:25:00.000Z" }, claimedAt: "2026-12-07T09:02:00.000Z", contactedAt: "2026-12-07T09:05:00.000Z", passedFrom: ["Ben Okafor"] }],
      { team },
    );
    expect(counted).toEqual({ reference: "A", day: "2026-12-04", person: "Ana Silva", weight: 3, source: "site", claimMs: 7 * MINUTE, contactMs: 10 * MINUTE, passes: 1 });
  });
});
