// The lead owners' store in the Worker's D1 database (migrations/0007_lead_owners.sql): an OwnerStore
// (relay/lead-owners.mjs). A pool's turn is counted and read in one statement, so forty leads arriving at once on as
// many isolates take forty turns, and a deploy loses none; a claim or a first contact is one conditional statement, so
// two at once leave one.
import type { LeadOwner, OwnedLead, OwnerStore } from "../relay/lead-owners.mjs";
import type { D1Database } from "./numbers-d1";

/** What makes the tables, for a Worker deployed before its release's migration was applied. */
export const MISSING_OWNER_TABLES =
  "the Worker's NUMBERS D1 database has no pool_turns table yet: make it with `npm run wrangler -- d1 migrations apply NUMBERS --remote` (leads have no owner until then)";

/** The record's JSON, changed in SQL where a claim or contact applies (json_set keeps every other field). */
const CLAIM = "UPDATE lead_owners SET claimed_at = ?2, record = json_set(record, '$.owner', json(?3), '$.claimedAt', ?2, '$.claimedHow', ?4) WHERE reference = ?1 AND claimed_at IS NULL RETURNING record";
const HAND =
  "UPDATE lead_owners SET claimed_at = coalesce(claimed_at, ?2), record = json_set(record, '$.owner', json(?3), '$.claimedAt', coalesce(json_extract(record, '$.claimedAt'), ?2), '$.claimedHow', coalesce(json_extract(record, '$.claimedHow'), ?4)) WHERE reference = ?1 RETURNING record";
const CONTACT =
  "UPDATE lead_owners SET contacted_at = ?2, claimed_at = coalesce(claimed_at, ?2), record = json_set(record, '$.claimedAt', coalesce(json_extract(record, '$.claimedAt'), ?2), '$.contactedAt', ?2, '$.contactedBy', coalesce(nullif(?3, ''), json_extract(record, '$.owner.name')), '$.contactedHow', ?4) WHERE reference = ?1 AND contacted_at IS NULL RETURNING record";

export function d1LeadOwners(db: D1Database | undefined): OwnerStore & {
  prune(oldest: string): Promise<void>;
  due(now: number): Promise<OwnedLead[]>;
  setDue(reference: string, record: OwnedLead, dueAt: number | null, expectedDue: number): Promise<boolean>;
} {
  const checked = async <T>(work: (db: D1Database) => Promise<T>) => {
    if (!db) throw new Error("the Worker has no NUMBERS D1 database to keep the leads' owners in (wrangler.jsonc)");
    try {
      return await work(db);
    } catch (error) {
      throw error instanceof Error && /no such table/i.test(error.message) ? new Error(MISSING_OWNER_TABLES) : error;
    }
  };
  const recordOf = (row: { record: string } | null) => (row ? (JSON.parse(row.record) as OwnedLead) : null);
  return {
    take: (pool) =>
      checked(async (db) => {
        const row = await db.prepare("INSERT INTO pool_turns (pool, turns) VALUES (?1, 1) ON CONFLICT (pool) DO UPDATE SET turns = turns + 1 RETURNING turns").bind(pool).first<{ turns: number }>();
        if (!row) throw new Error(`the turn of pool "${pool}" was not counted`);
        return row.turns - 1;
      }),
    keep: (record) =>
      checked(async (db) => {
        await db
          .prepare("INSERT INTO lead_owners (reference, arrived_at, due_at, record) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (reference) DO NOTHING")
          .bind(record.reference, record.arrivedAt, record.due?.at ?? null, JSON.stringify(record))
          .run();
      }),
    find: (reference) => checked(async (db) => recordOf(await db.prepare("SELECT record FROM lead_owners WHERE reference = ?1").bind(reference).first<{ record: string }>())),
    claim: (reference, owner: LeadOwner, how) => checked(async (db) => recordOf(await db.prepare(CLAIM).bind(reference, owner.at, JSON.stringify(owner), how).first<{ record: string }>())),
    list: (from, to) =>
      checked(async (db) => {
        const { results } = await db.prepare("SELECT record FROM lead_owners WHERE arrived_at >= ?1 AND substr(arrived_at, 1, 10) <= ?2").bind(from, to).all<{ record: string }>();
        return results.map((row) => JSON.parse(row.record) as OwnedLead);
      }),
    hand: (reference, owner: LeadOwner, how) => checked(async (db) => recordOf(await db.prepare(HAND).bind(reference, owner.at, JSON.stringify(owner), how).first<{ record: string }>())),
    contacted: (reference, by, at, how) => checked(async (db) => recordOf(await db.prepare(CONTACT).bind(reference, at, by, how).first<{ record: string }>())),
    /** Drops the owned leads that arrived before a day: the numbers' speed is kept no longer than the numbers. */
    prune: (oldest: string) => checked(async (db) => void (await db.prepare("DELETE FROM lead_owners WHERE arrived_at < ?1").bind(oldest).run())),
    /** The unclaimed leads whose clock has fallen due. */
    due: (now) =>
      checked(async (db) => {
        const { results } = await db.prepare("SELECT record FROM lead_owners WHERE due_at <= ?1 AND claimed_at IS NULL ORDER BY due_at LIMIT 100").bind(now).all<{ record: string }>();
        return results.map((row) => JSON.parse(row.record) as OwnedLead);
      }),
    /** A lead's next due time and record, where its due time is still the one read (a sweep running twice acts once). */
    setDue: (reference, record, dueAt, expectedDue) =>
      checked(async (db) => {
        const { meta } = await db.prepare("UPDATE lead_owners SET due_at = ?2, record = ?3 WHERE reference = ?1 AND due_at = ?4 AND claimed_at IS NULL").bind(reference, dueAt, JSON.stringify(record), expectedDue).run();
        return meta.changes > 0;
      }),
  };
}
