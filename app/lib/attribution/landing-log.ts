/**
 * Where the visitor came from: the first page they landed on, with the referrer the browser reported, then later
 * pages reached with a query. Kept in the tab's own name (`window.name`), not in a cookie or storage: it goes
 * with the tab from page to page of the site, page loads included, and every engine clears it when the tab goes
 * to another site. An inline script notes each document before it is shown (a tap before the page's modules
 * arrive still carries the ad that brought the visitor); the dev server, which routes in the browser, notes each page its router shows. Raw on
 * purpose: the parsing into fields, and its bytes, live with the forms, in `campaign-fields.ts`.
 */
export interface Landing {
  readonly path: string;
  readonly search: string;
  /** When the tab first showed it (milliseconds, the device's clock): an ad click's time for Meta's `fbc`. */
  readonly at?: number;
}

export interface LandingLog {
  readonly landings: readonly Landing[];
  readonly referrer: string;
}

/** What starts the tab's name when it holds the log: a name of any other shape is not ours. */
export const LOG_PREFIX = "northstar:landings:";

/** The first landing and the latest later ones (the last touch sent is the latest of them with campaign parameters). */
export const MAX_LANDINGS = 10;

/** The log a tab's name holds, or null for a name of any other shape (a page may be opened in a named window). */
export function parseLandingLog(name: string, prefix: string): LandingLog | null {
  if (name.indexOf(prefix) !== 0) return null;
  try {
    const log = JSON.parse(name.slice(prefix.length)) as LandingLog;
    const isLanding = (landing: Landing) => !!landing && typeof landing.path === "string" && typeof landing.search === "string";
    return typeof log.referrer === "string" && Array.isArray(log.landings) && log.landings.length > 0 && log.landings.every(isLanding) ? log : null;
  } catch {
    return null;
  }
}

/**
 * Notes the page the tab shows. Runs inline in <head> on every prerendered page, so it is stringified and uses
 * only its arguments and globals; the dev server calls it after each of its router's navigations (a page noted
 * twice in a row, or reloaded, is noted once).
 */
export function recordLanding(parse: typeof parseLandingLog, prefix: string, max: number) {
  const here = { path: location.pathname, search: location.search, at: Date.now() };
  const log = parse(window.name, prefix);
  if (!log) {
    window.name = prefix + JSON.stringify({ landings: [here], referrer: document.referrer });
    return;
  }
  const last = log.landings[log.landings.length - 1]!;
  if (!here.search || (last.path === here.path && last.search === here.search)) return;
  const later = log.landings.slice(1).concat([here]).slice(1 - max);
  window.name = prefix + JSON.stringify({ landings: [log.landings[0]].concat(later), referrer: log.referrer });
}

/** The inline script itself: written into every prerendered page, never shipped as a module. */
export const recordLandingScript = `(${recordLanding})(${parseLandingLog},${JSON.stringify(LOG_PREFIX)},${MAX_LANDINGS})`;

/** Notes the page the dev server's router now shows. */
export const noteLanding = () => recordLanding(parseLandingLog, LOG_PREFIX, MAX_LANDINGS);

export function landingLog(): LandingLog {
  return parseLandingLog(window.name, LOG_PREFIX) ?? { landings: [], referrer: "" };
}

/** Tests only: forget everything, as a new tab would. */
export function resetLandingLog(): void {
  window.name = "";
}
