// The lead owners' store in the Worker's D1 database (migrations/0007_lead_owners.sql): an OwnerStore
// (relay/lead-owners.mjs). A pool's turn is counted and read in one statement, so forty leads arriving at once on as
// many isolates take forty turns, and a deploy loses none.
import type { OwnerStore } from "../relay/lead-owners.mjs";
import type { D1Database } from "./numbers-d1";

/** What makes the tables, for a Worker deployed before its release's migration was applied. */
export const MISSING_OWNER_TABLES =
  "the Worker's NUMBERS D1 database has no pool_turns table yet: make it with `npm run wrangler -- d1 migrations apply NUMBERS --remote` (leads have no owner until then)";

export function d1LeadOwners(db: D1Database | undefined): OwnerStore {
  const checked = async <T>(work: (db: D1Database) => Promise<T>) => {
    if (!db) throw new Error("the Worker has no NUMBERS D1 database to count the pools' turns in (wrangler.jsonc)");
    try {
      return await work(db);
    } catch (error) {
      throw error instanceof Error && /no such table/i.test(error.message) ? new Error(MISSING_OWNER_TABLES) : error;
    }
  };
  return {
    take: (pool) =>
      checked(async (db) => {
        const row = await db
          .prepare("INSERT INTO pool_turns (pool, turns) VALUES (?1, 1) ON CONFLICT (pool) DO UPDATE SET turns = turns + 1 RETURNING turns")
          .bind(pool)
          .first<{ turns: number }>();
        if (!row) throw new Error(`the turn of pool "${pool}" was not counted`);
        return row.turns - 1;
      }),
    keep: (reference, owner) =>
      checked(async (db) => {
        await db
          .prepare("INSERT INTO lead_owners (reference, pool, owner, assigned_at, detail) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (reference) DO NOTHING")
          .bind(reference, owner.pool, owner.name, owner.at, JSON.stringify(owner))
          .run();
      }),
  };
}
