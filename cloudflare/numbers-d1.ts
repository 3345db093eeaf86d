// The site's numbers on Cloudflare D1 (a NumbersStore, numbers/numbers-store.mjs): the tables of
// migrations/, written after each page's answer (the Worker's `waitUntil`). A database whose tables
// were never made (the migrations not applied) fails every call with NumbersUnavailable, whose message names the
// command that makes them.
import { NUMBERS_KEPT_FOR_DAYS } from "../app/lib/numbers-kept-for.mjs";
import { MAX_KEYS_PER_DAY } from "../numbers/numbers-settings.mjs";
import { addDays, type Counts, type DayRow, type NumbersStore, NumbersUnavailable, type PullState, type Revenue, STAGE_COLUMNS } from "../numbers/numbers-store.mjs";
import { spendCampaignOf, type SpendRow } from "../numbers/spend-rows.mjs";
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

type Column = "landings" | "leads" | (typeof STAGE_COLUMNS)[keyof typeof STAGE_COLUMNS] | (typeof OUTCOME_COLUMNS)[keyof typeof OUTCOME_COLUMNS];

/** Each outcome of the agency's rules' column (migrations/0006_lead_judgements.sql). */
const OUTCOME_COLUMNS = { fit: "fit", review: "review", "not-a-fit": "not_fit" } as const;

const KEY_MATCH = "day = ?1 AND landing_page = ?2 AND source = ?3 AND campaign = ?4 AND campaign_id = ?5";

/** What makes the numbers' tables, for the deployed Worker and for a local run. */
export const MISSING_TABLES =
  "The site's numbers have no tables in the Worker's NUMBERS D1 database yet. Make them with `npm run wrangler -- d1 migrations apply NUMBERS --remote` for the deployed Worker, or `npm run wrangler -- d1 migrations apply NUMBERS --local` for a local run (`npm run worker` applies them itself).";

type D1Store = NumbersStore & { prune(today: string): Promise<void> };

/** Each of the store's calls, with D1's "no such table" (or column) turned into NumbersUnavailable saying what to run. */
function tablesChecked(store: D1Store): D1Store {
  const checked = Object.entries(store).map(([name, call]: [string, (...args: never[]) => Promise<unknown>]) => [
    name,
    async (...args: never[]) => {
      try {
        return await call(...args);
      } catch (error) {
        // A table, or a column of a later migration (a release deployed before its migration was applied).
        throw error instanceof Error && /no such (table|column)|has no column named/i.test(error.message) ? new NumbersUnavailable(MISSING_TABLES) : error;
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
    const add = `${column} = ${column} + 1${revenue ? ", revenue = json_set(revenue, '$.' || ?6, round(coalesce(json_extract(revenue, '$.' || ?6), 0) + ?7, 2))" : ""}`;
    const extra = revenue ? [revenue.currency, revenue.amount] : [];
    const values = (target: TrafficKey) => [day, target.landingPage, target.source, target.campaign, target.campaignId, ...extra];
    const updated = await db.prepare(`UPDATE counts SET ${add} WHERE ${KEY_MATCH}`).bind(...values(key)).run();
    if (updated.meta.changes > 0) return key;
    // A new key for the day: a place for it if the day has room, else the page's OTHER row.
    const room = await db.prepare("INSERT INTO day_keys (day, keys) VALUES (?1, 1) ON CONFLICT (day) DO UPDATE SET keys = keys + 1 WHERE keys < ?2").bind(day, MAX_KEYS_PER_DAY).run();
    const kept = room.meta.changes > 0 ? key : { landingPage: key.landingPage, source: OTHER, campaign: OTHER, campaignId: "" };
    const start = revenue ? "json_object(?6, round(?7, 2))" : "'{}'";
    await db
      .prepare(`INSERT INTO counts (day, landing_page, source, campaign, campaign_id, ${column}, revenue) VALUES (?1, ?2, ?3, ?4, ?5, 1, ${start}) ON CONFLICT (day, landing_page, source, campaign, campaign_id) DO UPDATE SET ${add}`)
      .bind(...values(kept))
      .run();
    return kept;
  }

  return tablesChecked({
    async landing(day, key) {
      await bump(day, key, "landings");
    },
    async lead(day, reference, key, judged) {
      const added = await db
        .prepare("INSERT INTO leads (reference, day, landing_page, source, campaign, campaign_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (reference) DO NOTHING")
        .bind(reference, day, key.landingPage, key.source, key.campaign, key.campaignId)
        .run();
      if (added.meta.changes === 0) return false;
      const kept = await bump(day, key, "leads");
      if (kept !== key) await db.prepare("UPDATE leads SET source = ?2, campaign = ?3, campaign_id = ?4 WHERE reference = ?1").bind(reference, kept.source, kept.campaign, kept.campaignId).run();
      if (judged) {
        await bump(day, kept, OUTCOME_COLUMNS[judged.outcome]);
        if (judged.outcome === "not-a-fit") {
          await db
            .prepare("INSERT INTO not_fit_reasons (day, reason, leads) VALUES (?1, ?2, 1) ON CONFLICT (day, reason) DO UPDATE SET leads = leads + 1")
            .bind(day, judged.reason || "(no reason given)")
            .run();
        }
      }
      return true;
    },
    async stage(day, reference, stage, revenue) {
      const lead = await db
        .prepare("SELECT landing_page, source, campaign, campaign_id FROM leads WHERE reference = ?1")
        .bind(reference)
        .first<{ landing_page: string; source: string; campaign: string; campaign_id: string }>();
      if (!lead) return "unknown";
      // Noted first, and only once: a report sent twice at once counts once.
      const noted = await db
        .prepare("UPDATE leads SET stages = stages || ?2 || ',' WHERE reference = ?1 AND instr(',' || stages, ',' || ?2 || ',') = 0")
        .bind(reference, stage)
        .run();
      if (noted.meta.changes === 0) return "already";
      const kept = await bump(day, { landingPage: lead.landing_page, source: lead.source, campaign: lead.campaign, campaignId: lead.campaign_id }, STAGE_COLUMNS[stage], revenue);
      await db
        .prepare("UPDATE leads SET stage_rows = json_set(stage_rows, '$.' || ?2, json_array(?3, ?4, ?5, ?6, ?7)) WHERE reference = ?1")
        .bind(reference, stage, day, kept.landingPage, kept.source, kept.campaign, kept.campaignId)
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
      // [day, landing page, source, campaign, campaign ID]; a row noted before IDs were kept has no ID.
      const row = (JSON.parse(lead.stage_rows) as Record<string, [string, string, string, string, string?] | undefined>)[stage];
      // Column names come from the fixed list above, never from a request.
      const column = STAGE_COLUMNS[stage];
      if (row) await db.prepare(`UPDATE counts SET ${column} = max(${column} - 1, 0) WHERE ${KEY_MATCH}`).bind(...row.slice(0, 4), row[4] ?? "").run();
      return true;
    },
    async rows(from, to) {
      type Row = Omit<Counts, "revenue" | "outcomes"> & { day: string; landing_page: string; source: string; campaign: string; campaign_id: string; revenue: string; fit: number; review: number; not_fit: number };
      const { results } = await db.prepare("SELECT * FROM counts WHERE day >= ?1 AND day <= ?2").bind(from, to).all<Row>();
      return results.map(({ landing_page, campaign_id, revenue, fit, review, not_fit, ...row }): DayRow => ({
        ...row,
        landingPage: landing_page,
        campaignId: campaign_id,
        revenue: JSON.parse(revenue) as Record<string, number>,
        // A row none of whose leads the rules judged has no outcomes, as the included server's.
        ...(fit + review + not_fit > 0 ? { outcomes: { fit, review, notFit: not_fit } } : {}),
      }));
    },
    async reasons(from, to) {
      const { results } = await db.prepare("SELECT day, reason, leads FROM not_fit_reasons WHERE day >= ?1 AND day <= ?2").bind(from, to).all<{ day: string; reason: string; leads: number }>();
      return results;
    },
    async writeSpend(rows, replace) {
      // One statement for the rows (D1 counts statements per request, not rows), in one batch with the window's removal:
      // all or nothing.
      const json = JSON.stringify(rows.map((row) => ({ ...row, campaign: spendCampaignOf(row) })));
      const field = (name: string) => `json_extract(value, '$.${name}')`;
      const insert = db
        .prepare(
          `INSERT INTO spend (day, platform, campaign, campaign_id, campaign_name, amount, currency) SELECT ${["day", "platform", "campaign", "campaignId", "campaignName", "amount", "currency"].map(field).join(", ")} FROM json_each(?1) WHERE true ` +
            "ON CONFLICT (day, platform, campaign) DO UPDATE SET campaign_id = excluded.campaign_id, campaign_name = excluded.campaign_name, amount = excluded.amount, currency = excluded.currency",
        )
        .bind(json);
      await db.batch([...(replace ? [db.prepare("DELETE FROM spend WHERE platform = ?1 AND day >= ?2 AND day <= ?3").bind(replace.platform, replace.from, replace.to)] : []), insert]);
    },
    async spend(from, to) {
      type Row = { day: string; platform: string; campaign_id: string; campaign_name: string; amount: number; currency: string };
      const { results } = await db.prepare("SELECT day, platform, campaign_id, campaign_name, amount, currency FROM spend WHERE day >= ?1 AND day <= ?2").bind(from, to).all<Row>();
      return results.map(({ campaign_id, campaign_name, ...row }): SpendRow => ({ ...row, campaignId: campaign_id, campaignName: campaign_name }));
    },
    async pulls() {
      const { results } = await db.prepare("SELECT platform, state FROM spend_pulls").bind().all<{ platform: string; state: string }>();
      return Object.fromEntries(results.map(({ platform, state }) => [platform, JSON.parse(state) as PullState]));
    },
    async notePull(platform, state) {
      await db.prepare("INSERT INTO spend_pulls (platform, state) VALUES (?1, ?2) ON CONFLICT (platform) DO UPDATE SET state = excluded.state").bind(platform, JSON.stringify(state)).run();
    },
    async waited(day, source, waitedMs) {
      await db
        .prepare(
          "INSERT INTO lead_waits (day, source, leads, total_ms, longest_ms) VALUES (?1, ?2, 1, ?3, ?3) ON CONFLICT (day, source) DO UPDATE SET leads = leads + 1, total_ms = total_ms + excluded.total_ms, longest_ms = max(longest_ms, excluded.longest_ms)",
        )
        .bind(day, source, Math.round(waitedMs))
        .run();
    },
    async waits(from, to) {
      const { results } = await db
        .prepare("SELECT day, source, leads, total_ms, longest_ms FROM lead_waits WHERE day >= ?1 AND day <= ?2")
        .bind(from, to)
        .all<{ day: string; source: string; leads: number; total_ms: number; longest_ms: number }>();
      return results.map((row) => ({ day: row.day, source: row.source, leads: row.leads, totalMs: row.total_ms, longestMs: row.longest_ms }));
    },
    async forget(reference) {
      return (await db.prepare("DELETE FROM leads WHERE reference = ?1").bind(reference).run()).meta.changes;
    },
    async stagesOf(references) {
      const { results } = await db.prepare("SELECT reference, stages FROM leads WHERE reference IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(references)).all<{ reference: string; stages: string }>();
      return Object.fromEntries(results.map((row) => [row.reference, row.stages.split(",").filter(Boolean)]));
    },
    /** Drops the days, and the leads, older than the numbers are kept. */
    async prune(today) {
      const oldest = addDays(today, 1 - NUMBERS_KEPT_FOR_DAYS);
      await db.batch(["counts", "day_keys", "leads", "spend", "lead_waits", "not_fit_reasons"].map((table) => db.prepare(`DELETE FROM ${table} WHERE day < ?1`).bind(oldest)));
    },
  });
}
