import { describe, expect, it } from "vitest";
import { recordStage } from "./stage-recording.mjs";
import type { OwnedLead, OwnerStore } from "./lead-owners.mjs";

// A first answer told by the agency's tool or a booking (docs/team.md) stops the lead's clock: its owner's record says
// who answered and when, once; the numbers' speed reads it there.
describe("a contacted or booked stage", () => {
  const record: OwnedLead = { reference: "K7QM-3XPA", kind: "contact message", source: "site", arrivedAt: "2026-12-04T11:00:00.000Z", owner: { name: "Ana Silva", email: "ana@example.com", pool: "Brands", at: "2026-12-04T11:00:00.000Z" } };
  const store = () => {
    let kept: OwnedLead | null = { ...record };
    const unused = () => Promise.reject(new Error("not used here"));
    const owners: OwnerStore = {
      take: unused,
      keep: unused,
      claim: unused,
      hand: unused,
      list: unused,
      find: async (reference) => (kept && reference === kept.reference ? kept : null),
      contacted: async (reference, by, at, how) => {
        if (!kept || reference !== kept.reference || kept.contactedAt) return null;
        return (kept = { ...kept, claimedAt: kept.claimedAt ?? at, contactedAt: at, contactedBy: by || kept.owner.name, contactedHow: how });
      },
    };
    return { owners, read: () => kept };
  };

  it("is the lead's first answer, its owner's, once; a stage of another kind answers nothing", async () => {
    const { owners, read } = store();
    const now = () => Date.parse("2026-12-04T11:07:00Z");
    expect(await recordStage({ reference: "K7QM-3XPA", stage: "qualified" }, { settings: {}, owners, now, log: () => undefined })).toMatchObject({ status: 404 });
    expect(read()?.contactedAt).toBeUndefined();
    expect(await recordStage({ reference: "K7QM-3XPA", stage: "contacted" }, { settings: {}, owners, now, log: () => undefined })).toMatchObject({ status: 202 });
    expect(read()).toMatchObject({ contactedAt: "2026-12-04T11:07:00.000Z", contactedBy: "Ana Silva", contactedHow: "contacted", claimedAt: "2026-12-04T11:07:00.000Z" });
    const later = () => Date.parse("2026-12-04T12:00:00Z");
    expect(await recordStage({ reference: "K7QM-3XPA", stage: "booked" }, { settings: {}, owners, now: later, log: () => undefined })).toMatchObject({ status: 202 });
    expect(read()?.contactedAt).toBe("2026-12-04T11:07:00.000Z");
    expect(await recordStage({ reference: "ZZZZ-2345", stage: "contacted" }, { settings: {}, owners, now, log: () => undefined })).toMatchObject({ status: 404 });
  });
});
