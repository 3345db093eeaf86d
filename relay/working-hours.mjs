// When a person of the agency's team works (content/team.json): their days and hours in their own time zone, read on
// the host's clock. Whom a lead goes to, when the clock of an unclaimed lead runs, and the numbers' waits counted in
// working hours all ask here. Pure: the time is always given.
import { minutesOfDay, weekdayName } from "../app/content/team-values.mjs";

/** @typedef {{ timeZone: string, days: readonly string[], from: string, to: string, away?: boolean }} WorkingHours */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** @type {Map<string, Intl.DateTimeFormat>} */
const formats = new Map();

/** The wall clock in a time zone at an instant, as if it were UTC (its offset found from the difference). @param {number} at @param {string} zone */
function wallClock(at, zone) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
    formats.set(zone, format);
  }
  /** @type {Record<string, number>} */
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map(({ type, value }) => [type, Number(value)]));
  const part = (/** @type {string} */ name) => parts[name] ?? 0;
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/**
 * The instant a wall-clock time of a time zone happens (a time skipped by a clock change falls an hour on; one that
 * happens twice, the first).
 * @param {number} wall milliseconds, the wall clock as if it were UTC
 * @param {string} zone
 */
function instantOf(wall, zone) {
  let guess = wall - (wallClock(wall, zone) - wall);
  guess = wall - (wallClock(guess, zone) - guess);
  return guess;
}

/**
 * Each working stretch of a person that may touch [from, to): one per working day, as instants.
 * @param {WorkingHours} hours
 * @param {number} from
 * @param {number} to
 */
function* stretches(hours, from, to) {
  const start = minutesOfDay(hours.from) ?? 0;
  const end = minutesOfDay(hours.to) ?? 0;
  // Local midnights from the day before `from` (a stretch that began then may still run) to the day after `to`.
  const firstDay = Math.floor(wallClock(from, hours.timeZone) / DAY) * DAY - DAY;
  for (let day = firstDay; day <= wallClock(to, hours.timeZone) + DAY; day += DAY) {
    if (!hours.days.includes(weekdayName(new Date(day).getUTCDay()) ?? "")) continue;
    yield { start: instantOf(day + start * MINUTE, hours.timeZone), end: instantOf(day + end * MINUTE, hours.timeZone) };
  }
}

/** Whether the person works at this instant (never while away). @param {WorkingHours} hours @param {number} at */
export function isWorking(hours, at) {
  if (hours.away) return false;
  for (const { start, end } of stretches(hours, at, at)) if (start <= at && at < end) return true;
  return false;
}

/** When the person next works, from this instant (the instant itself while they work); undefined while away or never. @param {WorkingHours} hours @param {number} at */
export function nextWorkStart(hours, at) {
  if (hours.away) return undefined;
  for (const { start, end } of stretches(hours, at, at + 8 * DAY)) if (end > at) return Math.max(start, at);
  return undefined;
}

/** How much of [from, to) the person works, in milliseconds. @param {WorkingHours} hours @param {number} from @param {number} to */
export function workingTimeBetween(hours, from, to) {
  let total = 0;
  if (to <= from) return 0;
  for (const { start, end } of stretches(hours, from, to)) total += Math.max(0, Math.min(end, to) - Math.max(start, from));
  return total;
}

/**
 * The instant the person will have worked this long since `from` (their clock waits outside their hours); undefined while
 * away, or when they work no day of the week.
 * @param {WorkingHours} hours
 * @param {number} from
 * @param {number} span milliseconds of working time
 */
export function afterWorkingTime(hours, from, span) {
  if (hours.away) return undefined;
  let left = span;
  for (let window = from; window < from + 400 * DAY; window += 7 * DAY) {
    for (const { start, end } of stretches(hours, window, window + 7 * DAY)) {
      const begin = Math.max(start, from, window);
      const stop = Math.min(end, window + 7 * DAY);
      if (stop <= begin) continue;
      if (stop - begin >= left) return begin + left;
      left -= stop - begin;
    }
  }
  return undefined;
}
