import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { personOfTurn, poolOf, withOwner, type OwnedLead, type OwnerStore } from "./lead-owners.mjs";
import { afterWorkingTime, isWorking, nextWorkStart, workingTimeBetween } from "./working-hours.mjs";
import type { Team } from "~/content/schema/team";

// Who owns a lead as it arrives (docs/team.md): the documented example team (tests/fixtures/team-example/), on instants
// chosen for the hours they fall in, never the test's own clock.
const TEAM = JSON.parse(readFileSync("tests/fixtures/team-example/team.json", "utf8")) as Team;
const [brands, creators] = TEAM.pools as [Team["pools"][number], Team["pools"][number]];
const person = (name: string) => TEAM.people.find((item) => item.name === name)!;

/** Friday 4 December 2026, 11:00 in London (UTC in winter): Ana and Ben work, Chloé (New York) does not yet. */
const FRIDAY_MORNING = Date.parse("2026-12-04T11:00:00Z");
const MINUTE = 60_000;

describe("working hours, each in the person's own time zone", () => {
  const ana = person("Ana Silva");
  const chloe = person("Chloé Martin");

  it("knows who works now, and when someone next starts, across a weekend and a clock change", () => {
    expect(isWorking(ana, FRIDAY_MORNING)).toBe(true);
    expect(isWorking(chloe, FRIDAY_MORNING)).toBe(false);
    expect(nextWorkStart(chloe, FRIDAY_MORNING)).toBe(Date.parse("2026-12-04T14:00:00Z"));
    // Friday 17:30 in London: Monday 09:00.
    expect(nextWorkStart(ana, Date.parse("2026-12-04T17:30:00Z"))).toBe(Date.parse("2026-12-07T09:00:00Z"));
    // London's clocks go forward on Sunday 29 March 2026: Monday's 09:00 is 08:00 UTC.
    expect(nextWorkStart(ana, Date.parse("2026-03-27T18:00:00Z"))).toBe(Date.parse("2026-03-30T08:00:00Z"));
    expect(nextWorkStart(person("Dev Patel"), FRIDAY_MORNING)).toBeUndefined();
  });

  it("counts only working time, and finds when so much of it has passed", () => {
    const fridayEvening = Date.parse("2026-12-04T17:25:00Z");
    expect(workingTimeBetween(ana, fridayEvening, Date.parse("2026-12-07T09:05:00Z"))).toBe(10 * MINUTE);
    expect(afterWorkingTime(ana, fridayEvening, 10 * MINUTE)).toBe(Date.parse("2026-12-07T09:05:00Z"));
    expect(afterWorkingTime(ana, FRIDAY_MORNING, 5 * MINUTE)).toBe(FRIDAY_MORNING + 5 * MINUTE);
  });
});

describe("an owner by turns", () => {
  it("shares any run of turns as long as the shares' sum exactly by share, spread out, among those working", () => {
    const owners = Array.from({ length: 40 }, (_, turn) => personOfTurn(TEAM, brands, turn, FRIDAY_MORNING)?.name);
    // Dev is away: Ana (3) and Ben (1) share.
    expect(owners.filter((name) => name === "Ana Silva")).toHaveLength(30);
    expect(owners.filter((name) => name === "Ben Okafor")).toHaveLength(10);
    expect(owners.slice(0, 4)).toEqual(["Ana Silva", "Ana Silva", "Ben Okafor", "Ana Silva"]);
  });

  it("gives a lead outside everyone's hours to whoever starts next", () => {
    // Saturday: Monday 09:00 in London comes before 09:00 in New York.
    const saturday = Date.parse("2026-12-05T12:00:00Z");
    expect(personOfTurn(TEAM, creators, 0, saturday)?.name).toBe("Ana Silva");
    // Friday 18:00 in London is 13:00 in New York: Chloé works.
    expect(personOfTurn(TEAM, creators, 0, Date.parse("2026-12-04T18:00:00Z"))?.name).toBe("Chloé Martin");
  });

  it("sends a rule's leads to its pool, the rest to the first, and gives none to a lead turned away", () => {
    expect(poolOf(TEAM, { outcome: "fit", rule: "Creators", position: 1, pool: "Creators" })?.name).toBe("Creators");
    expect(poolOf(TEAM, undefined)?.name).toBe("Brands");
    expect(poolOf(TEAM, { outcome: "not-a-fit", rule: "Under 18", position: 1 })).toBeUndefined();
    expect(poolOf({ people: [], pools: [], escalateTo: "" }, undefined)).toBeUndefined();
  });

  it("takes one turn of the host's store per lead and keeps the owner it names", async () => {
    const taken: string[] = [];
    const kept: OwnedLead[] = [];
    const unused = () => Promise.reject(new Error("not used here"));
    const find = async (reference: string) => kept.find((record) => record.reference === reference) ?? null;
    const store: OwnerStore = { take: async (pool) => (taken.push(pool), taken.length - 1), keep: async (record) => void kept.push(record), find, claim: unused, contacted: unused, hand: unused, list: unused };
    const lead = { reference: "ABCD-2345", form: "contact", receivedAt: new Date(FRIDAY_MORNING).toISOString(), fields: { name: "Alex" }, attribution: {}, consent: false };
    const owned = await withOwner(lead, { team: TEAM }, store, FRIDAY_MORNING);
    expect(owned.owner).toEqual({ name: "Ana Silva", email: "ana@example.com", pool: "Brands", at: "2026-12-04T11:00:00.000Z", slackId: "U01ANA0001", scheduler: "https://cal.com/ana-silva/intro" });
    // Reminded after the pool's 5 minutes of Ana's working time.
    expect(kept).toEqual([{ reference: "ABCD-2345", kind: "contact message", source: "site", arrivedAt: "2026-12-04T11:00:00.000Z", owner: owned.owner, due: { at: FRIDAY_MORNING + 5 * MINUTE, step: "remind" } }]);
    // The same lead again (a copy sent twice) keeps its owner and takes no turn; a team that shares nothing takes none.
    expect((await withOwner(lead, { team: TEAM }, store, FRIDAY_MORNING + MINUTE)).owner).toEqual(owned.owner);
    expect(await withOwner(lead, { team: { people: [], pools: [], escalateTo: "" } }, store, FRIDAY_MORNING)).toBe(lead);
    expect(taken).toEqual(["Brands"]);
    expect(kept).toHaveLength(1);
  });
});
