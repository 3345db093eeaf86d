// The week's digest in the team's chat (LEAD_NOTIFY_URL): every Monday at 08:00 UTC, the last seven days against the
// seven before. The Worker sends it from its Cron Trigger (wrangler.jsonc), the included server by itself, and
// `npm run numbers -- --digest` at once.
import { NUMBERS_PAGE_PATH } from "../app/lib/site-endpoints.mjs";
import { digestText } from "./numbers-report.mjs";
import { addDays, dayOf } from "./numbers-store.mjs";

/** When the digest goes: Mondays, 08:00 UTC (a cron expression, as wrangler.jsonc's trigger spells it). */
export const DIGEST_CRON = "0 8 * * 1";
const DIGEST_HOUR_UTC = 8;

/**
 * The Monday whose digest is due at `now`, if one is: from 08:00 UTC that Monday for a day, unless it was sent
 * (`sentFor`); a server that was off all that day sends none late.
 * @param {number} now milliseconds
 * @param {string} [sentFor] the Monday of the last digest sent
 */
export function digestDue(now, sentFor) {
  const date = new Date(now);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  const monday = addDays(dayOf(now), -daysSinceMonday);
  const due = Date.parse(`${monday}T0${DIGEST_HOUR_UTC}:00:00Z`);
  return now >= due && now < due + 86_400_000 && sentFor !== monday ? monday : undefined;
}

/**
 * The digest as a delivery to the team's chat, from the store's last fourteen days.
 * @param {import("./numbers-store.mjs").NumbersStore} store
 * @param {number} now milliseconds
 * @param {string} [siteUrl] the site's address, for a link to its numbers page
 * @returns {Promise<import("../relay/lead-deliveries.mjs").Delivery>}
 */
export async function digestDelivery(store, now, siteUrl) {
  const today = dayOf(now);
  const rows = await store.rows(addDays(today, -13), today);
  const text = digestText(rows, today, siteUrl ? `${siteUrl.replace(/\/$/, "")}${NUMBERS_PAGE_PATH}` : undefined);
  return { destination: "notify", reference: today, kind: "digest", body: JSON.stringify({ text }) };
}
