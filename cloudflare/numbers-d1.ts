// The site's numbers on Cloudflare D1 (a NumbersStore, numbers/numbers-store.mjs): the tables of
// migrations/, written after each page's answer (the Worker's `waitUntil`). A database whose tables
// were never made (the migrations not applied) fails every call with NumbersUnavailable, whose message names the
// command that makes them.
import { NUMBERS_KEPT_FOR_DAYS } from "../app/lib/numbers-kept-for.mjs";
import { MAX_KEYS_PER_DAY } from "../numbers/numbers-settings.mjs";
import { addDays, type Counts, type DayRow, type NumbersStore, NumbersUnavailable, type Revenue, STAGE_COLUMNS } from "../numbers/numbers-store.mjs";
import { OTHER, type TrafficKey } from "../numbers/traffic-key.mjs";

// The part of D1's API used here (@cloudflare/workers-types documents the whole).
interface D1Result<Row> {
  readonly results: Row[];
  readonly meta: { readonly changes: number };
}
interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  run<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  all<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
}
export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  batch(statements: D1PreparedStatement[]): Promise<D1Result<unknown>[]>;
}

type Column = "landings" | "leads" | (typeof STAGE_COLUMNS)[keyof typeof STAGE_COLUMNS];

const KEY_MATCH = "day = ?1 AND landing_page = ?2 AND source = ?3 AND campaign = ?4";

/** What makes the numbers' tables, for the deployed Worker and for a local run. */
export const MISSING_TABLES =
  "The site's numbers have no tables in the Worker's NUMBERS D1 database yet. Make them with `npm run wrangler -- d1 migrations apply NUMBERS --remote` for the deployed Worker, or `npm run wrangler -- d1 migrations apply NUMBERS --local` for a local run (`npm run worker` applies them itself).";

type D1Store = NumbersStore & { prune(today: string): Promise<void> };

/** Each of the store's calls, with D1's "no such table" turned into NumbersUnavailable saying what to run. */
function tablesChecked(store: D1Store): D1Store {
  const checked = Object.entries(store).map(([name, call]: [string, (...args: never[]) => Promise<unknown>]) => [
    name,
    async (...args: never[]) => {
      try {
        return await call(...args);
      } catch (error) {
        throw error instanceof Error && /no such table/i.test(error.message) ? new NumbersUnavailable(MISSING_TABLES) : error;
      }
    },
  ]);
  return Object.fromEntries(checked) as D1Store;
}

/** The numbers in a D1 database. */
export function d1Numbers(db: D1Database): D1Store {
  /** One more in a column (and revenue) under a key, within the day's limit; the key it was counted under. */
  async function bump(day: string, key: TrafficKey, column: Column, revenue?: Revenue): Promise<TrafficKey> {
    // Column names come from the fixed list above, never from a request.
    const add = `${column} = ${column} + 1${revenue ? ", revenue = json_set(revenue, '$.' || ?5, round(coalesce(json_extract(revenue, '$.' || ?5), 0) + ?6, 2))" : ""}`;
    const extra = revenue ? [revenue.currency, revenue.amount] : [];
    const values = (target: TrafficKey) => [day, target.landingPage, target.source, target.campaign, ...extra];
    const updated = await db.prepare(`UPDATE counts SET ${add} WHERE ${KEY_MATCH}`).bind(...values(key)).run();
    if (updated.meta.changes > 0) return key;
    // A new key for the day: a place for it if the day has room, else the page's OTHER row.
    const room = await db.prepare("INSERT INTO day_keys (day, keys) VALUES (?1, 1) ON CONFLICT (day) DO UPDATE SET keys = keys + 1 WHERE keys < ?2").bind(day, MAX_KEYS_PER_DAY).run();
    const kept = room.meta.changes > 0 ? key : { landingPage: key.landingPage, source: OTHER, campaign: OTHER };
    const start = revenue ? "json_object(?5, round(?6, 2))" : "'{}'";
    await db
      .prepare(`INSERT INTO counts (day, landing_page, source, campaign, ${column}, revenue) VALUES (?1, ?2, ?3, ?4, 1, ${start}) ON CONFLICT (day, landing_page, source, campaign) DO UPDATE SET ${add}`)
      .bind(...values(kept))
      .run();
    return kept;
  }

  return tablesChecked({
    async landing(day, key) {
      await bump(day, key, "landings");
    },
    async lead(day, reference, key) {
      const added = await db
        .prepare("INSERT INTO leads (reference, day, landing_page, source, campaign) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (reference) DO NOTHING")
        .bind(reference, day, key.landingPage, key.source, key.campaign)
        .run();
      if (added.meta.changes === 0) return false;
      const kept = await bump(day, key, "leads");
      if (kept !== key) await db.prepare("UPDATE leads SET source = ?2, campaign = ?3 WHERE reference = ?1").bind(reference, kept.source, kept.campaign).run();
      return true;
    },
    async stage(day, reference, stage, revenue) {
      const lead = await db.prepare("SELECT landing_page, source, campaign FROM leads WHERE reference = ?1").bind(reference).first<{ landing_page: string; source: string; campaign: string }>();
      if (!lead) return "unknown";
      // Noted first, and only once: a report sent twice at once counts once.
      const noted = await db
        .prepare("UPDATE leads SET stages = stages || ?2 || ',' WHERE reference = ?1 AND instr(',' || stages, ',' || ?2 || ',') = 0")
        .bind(reference, stage)
        .run();
      if (noted.meta.changes === 0) return "already";
      const kept = await bump(day, { landingPage: lead.landing_page, source: lead.source, campaign: lead.campaign }, STAGE_COLUMNS[stage], revenue);
      await db
        .prepare("UPDATE leads SET stage_rows = json_set(stage_rows, '$.' || ?2, json_array(?3, ?4, ?5, ?6)) WHERE reference = ?1")
        .bind(reference, stage, day, kept.landingPage, kept.source, kept.campaign)
        .run();
      return "counted";
    },
    async unstage(reference, stage) {
      const lead = await db.prepare("SELECT stage_rows FROM leads WHERE reference = ?1 AND instr(',' || stages, ',' || ?2 || ',') > 0").bind(reference, stage).first<{ stage_rows: string }>();
      if (!lead) return false;
      // Taken off the lead first, and only once: a cancellation delivered twice at once takes back once.
      const taken = await db
        .prepare("UPDATE leads SET stages = substr(replace(',' || stages, ',' || ?2 || ',', ','), 2), stage_rows = json_remove(stage_rows, '$.' || ?2) WHERE reference = ?1 AND instr(',' || stages, ',' || ?2 || ',') > 0")
        .bind(reference, stage)
        .run();
      if (taken.meta.changes === 0) return false;
      const row = (JSON.parse(lead.stage_rows) as Record<string, [string, string, string, string] | undefined>)[stage];
      // Column names come from the fixed list above, never from a request.
      const column = STAGE_COLUMNS[stage];
      if (row) await db.prepare(`UPDATE counts SET ${column} = max(${column} - 1, 0) WHERE ${KEY_MATCH}`).bind(...row).run();
      return true;
    },
    async rows(from, to) {
      type Row = Omit<Counts, "revenue"> & { day: string; landing_page: string; source: string; campaign: string; revenue: string };
      const { results } = await db.prepare("SELECT * FROM counts WHERE day >= ?1 AND day <= ?2").bind(from, to).all<Row>();
      return results.map(({ landing_page, revenue, ...row }): DayRow => ({ ...row, landingPage: landing_page, revenue: JSON.parse(revenue) as Record<string, number> }));
    },
    async forget(reference) {
      return (await db.prepare("DELETE FROM leads WHERE reference = ?1").bind(reference).run()).meta.changes;
    },
    /** Drops the days, and the leads, older than the numbers are kept. */
    async prune(today) {
      const oldest = addDays(today, 1 - NUMBERS_KEPT_FOR_DAYS);
      await db.batch(["counts", "day_keys", "leads"].map((table) => db.prepare(`DELETE FROM ${table} WHERE day < ?1`).bind(oldest)));
    },
  });
}
