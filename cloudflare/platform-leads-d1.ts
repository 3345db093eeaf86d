// The leads of the platforms' own forms in the Worker's D1 database (migrations/0005_platform_leads.sql): a
// PlatformLeadStore (relay/instant-forms/intake.mjs). The write that records a lead makes its row or finds it made, in
// one statement, so the same lead delivered twice at the same moment is relayed once.
import type { PlatformLeadStore } from "../relay/instant-forms/intake.mjs";
import type { D1Database } from "./numbers-d1";

/** What makes the tables, for a Worker deployed before its release's migration was applied. */
export const MISSING_PLATFORM_LEADS =
  "the Worker's NUMBERS D1 database has no platform_leads table yet: make it with `npm run wrangler -- d1 migrations apply NUMBERS --remote` (the platforms send their leads again, and the catch-up finds them, until then)";

const missingTable = (error: unknown) => error instanceof Error && /no such table/i.test(error.message);

const ACCESS = "meta:access";
const SINCE = "meta:since";
const FORM = "meta:form:";

/** The store over D1; one per request or batch, so the forms and the access it has seen are read once. */
export function d1PlatformLeads(db: D1Database | undefined): PlatformLeadStore & { forget(reference: string): Promise<number> } {
  const checked = async <T>(work: (db: D1Database) => Promise<T>) => {
    if (!db) throw new Error("the Worker has no NUMBERS D1 database to record the platforms' leads in (wrangler.jsonc)");
    try {
      return await work(db);
    } catch (error) {
      throw missingTable(error) ? new Error(MISSING_PLATFORM_LEADS) : error;
    }
  };
  const formsNoted = new Set<string>();
  let accessNoted: boolean | undefined;
  return {
    take: (key, reference, keptUntil) =>
      checked(async (db) => {
        const [, inserted] = await db.batch([
          db.prepare("DELETE FROM platform_leads WHERE kept_until < ?1").bind(Date.now()),
          db.prepare("INSERT INTO platform_leads (lead_key, reference, kept_until) VALUES (?1, ?2, ?3) ON CONFLICT (lead_key) DO NOTHING").bind(key, reference, keptUntil),
        ]);
        return (inserted?.meta.changes ?? 0) > 0;
      }),
    release: (key) =>
      checked(async (db) => {
        await db.prepare("DELETE FROM platform_leads WHERE lead_key = ?1").bind(key).run();
      }),
    noteAccess: (mend) =>
      checked(async (db) => {
        // A new row, or a different problem: news for the chat; the same problem again: none.
        const { meta } = await db
          .prepare("INSERT INTO instant_form_state (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO UPDATE SET value = excluded.value WHERE value <> excluded.value")
          .bind(ACCESS, mend)
          .run();
        accessNoted = true;
        return meta.changes > 0;
      }),
    clearAccess: () =>
      checked(async (db) => {
        accessNoted ??= Boolean(await db.prepare("SELECT 1 FROM instant_form_state WHERE name = ?1").bind(ACCESS).first());
        if (!accessNoted) return;
        await db.prepare("DELETE FROM instant_form_state WHERE name = ?1").bind(ACCESS).run();
        accessNoted = false;
      }),
    catchUpState: () =>
      checked(async (db) => {
        const { results } = await db.prepare("SELECT name, value FROM instant_form_state WHERE name = ?1 OR name LIKE ?2").bind(SINCE, `${FORM}%`).all<{ name: string; value: string }>();
        const since = results.find((row) => row.name === SINCE);
        return { ...(since ? { since: Number(since.value) } : {}), forms: results.filter((row) => row.name.startsWith(FORM)).map((row) => row.name.slice(FORM.length)) };
      }),
    noteCaughtUp: (since) =>
      checked(async (db) => {
        await db.prepare("INSERT INTO instant_form_state (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO UPDATE SET value = excluded.value").bind(SINCE, String(since)).run();
      }),
    noteForm: (formId) =>
      checked(async (db) => {
        if (formsNoted.has(formId)) return;
        await db.prepare("INSERT INTO instant_form_state (name, value) VALUES (?1, '') ON CONFLICT (name) DO NOTHING").bind(`${FORM}${formId}`).run();
        formsNoted.add(formId);
      }),
    forget: (reference) => checked(async (db) => (await db.prepare("DELETE FROM platform_leads WHERE reference = ?1").bind(reference).run()).meta.changes),
  };
}
