// Which stages of a consenting lead were reported, in the Worker's D1 database (migrations/0004_stage_records.sql):
// the one write that records a stage either makes its row or finds it made, atomically, so the same stage reported twice
// at the same moment is sent to the platforms once. KV, where the matches live, has no such write.
import type { D1Database } from "./numbers-d1";

/** What makes the table, for a Worker deployed before its release's migration was applied. */
export const MISSING_STAGE_RECORDS =
  "the Worker's NUMBERS D1 database has no stage_records table yet: make it with `npm run wrangler -- d1 migrations apply NUMBERS --remote` (the stage is tried again until then where it came from a booking)";

/** Whether D1 failed for want of the table. */
const missingTable = (error: unknown) => error instanceof Error && /no such table/i.test(error.message);

export function d1StageRecords(db: D1Database | undefined) {
  const database = () => {
    if (!db) throw new Error("the Worker has no NUMBERS D1 database to record stages in (wrangler.jsonc)");
    return db;
  };
  const checked = async <T>(work: (db: D1Database) => Promise<T>) => {
    try {
      return await work(database());
    } catch (error) {
      throw missingTable(error) ? new Error(MISSING_STAGE_RECORDS) : error;
    }
  };
  return {
    /**
     * Records a lead's stage: true when this call recorded it, false when it was recorded before. Rows past their time
     * are dropped in the same transaction.
     */
    claim: (reference: string, stage: string, keptUntil: number, now: number) =>
      checked(async (db) => {
        const [, inserted] = await db.batch([
          db.prepare("DELETE FROM stage_records WHERE kept_until < ?1").bind(now),
          db.prepare("INSERT INTO stage_records (reference, stage, kept_until) VALUES (?1, ?2, ?3) ON CONFLICT (reference, stage) DO NOTHING").bind(reference, stage, keptUntil),
        ]);
        return (inserted?.meta.changes ?? 0) > 0;
      }),
    /** Takes a record back when what it stands for could not be kept, so that the stage may be reported again. */
    release: (reference: string, stage: string) =>
      checked(async (db) => {
        await db.prepare("DELETE FROM stage_records WHERE reference = ?1 AND stage = ?2").bind(reference, stage).run();
      }),
    /** Removes every record of a lead: how many. */
    forget: (reference: string) =>
      checked(async (db) => (await db.prepare("DELETE FROM stage_records WHERE reference = ?1").bind(reference).run()).meta.changes),
  };
}
