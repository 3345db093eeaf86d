// How the agency's team is written (content/team.json, docs/team.md): the days a person works, a time of day, a time
// zone. Plain JavaScript, shared by the schema (app/content/schema/team.ts) and the hosts' clock (relay/working-hours.mjs).

/** The working days as the editor offers them, in the order of `Date.prototype.getUTCDay` from Monday. */
export const WEEKDAYS = /** @type {const} */ (["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);

/** A day of the week as a date's `getUTCDay()` counts it (0 Sunday) to its name. @param {number} day */
export const weekdayName = (day) => WEEKDAYS[(day + 6) % 7];

/** Minutes since midnight of a time written HH:MM (09:00, 17:30), or undefined for anything else. @param {string} time */
export function minutesOfDay(time) {
  const found = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  return found ? Number(found[1]) * 60 + Number(found[2]) : undefined;
}

/**
 * Whether the team shares leads at all: a pool, and people (the build, the hosts).
 * @param {{ pools: readonly unknown[], people: readonly unknown[] }} team
 */
export const sharesLeads = (team) => team.pools.length > 0 && team.people.length > 0;

/** A time zone this runtime knows by its IANA name (Europe/London). @param {string} zone */
export function isTimeZone(zone) {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
