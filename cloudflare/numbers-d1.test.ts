// @vitest-environment node
import { describe, expect, it } from "vitest";
import { NumbersUnavailable } from "../numbers/numbers-store.mjs";
import { type D1Database, d1Numbers, MISSING_TABLES } from "./numbers-d1";

// A Worker deployed before its release's migration was applied meets tables or columns it does not have: every call
// says which command makes them, as for a database with no table at all (the hosts' tests run the real D1).

/** A database whose every statement fails with `message`, as D1 reports SQLite's errors. */
function failingDatabase(message: string): D1Database {
  const statement = {
    bind: () => statement,
    run: () => Promise.reject(new Error(message)),
    first: () => Promise.reject(new Error(message)),
    all: () => Promise.reject(new Error(message)),
  };
  return { prepare: () => statement, batch: () => Promise.reject(new Error(message)) };
}

describe("the numbers in D1 before their migrations", () => {
  it("name the command that makes a missing table or column, and pass any other failure on", async () => {
    const key = { landingPage: "/", source: "direct", campaign: "(none)", campaignId: "" };
    for (const message of ["D1_ERROR: no such table: counts: SQLITE_ERROR", "D1_ERROR: no such column: campaign_id: SQLITE_ERROR", "D1_ERROR: table counts has no column named campaign_id: SQLITE_ERROR"]) {
      const store = d1Numbers(failingDatabase(message));
      await expect(store.landing("2026-11-29", key)).rejects.toThrow(NumbersUnavailable);
      await expect(store.spend("2026-11-01", "2026-11-29")).rejects.toThrow(MISSING_TABLES);
      await expect(store.writeSpend([])).rejects.toThrow(NumbersUnavailable);
    }
    await expect(d1Numbers(failingDatabase("D1_ERROR: database is locked")).landing("2026-11-29", key)).rejects.toThrow(/database is locked/);
  });
});
