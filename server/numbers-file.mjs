// The included server's numbers (numbers/): counted in memory, written to one file in data/ (owner-only) within a
// minute of a change and when the server stops, read back at start, so a restart keeps them. The file holds totals
// and lead references with their keys: never an address, a browser string or a referrer's path.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createTally, emptyTally } from "../numbers/numbers-tally.mjs";
import { dayOf } from "../numbers/numbers-store.mjs";

/** How often a changed tally is written at most: a crash loses at most this much of the counts. */
export const WRITE_EVERY_MS = 60_000;

/**
 * The tally's state from its file, or an empty one; a file that cannot be read as numbers is moved aside (kept, with
 * a log line naming it) so that counting goes on.
 * @param {string} file
 * @param {(line: string) => void} log
 * @returns {import("../numbers/numbers-tally.mjs").TallyState}
 */
function readState(file, log) {
  if (!existsSync(file)) return emptyTally();
  try {
    const state = JSON.parse(readFileSync(file, "utf8"));
    if (state && typeof state.days === "object" && typeof state.leads === "object") return state;
    throw new Error("not the numbers' format");
  } catch (error) {
    const aside = `${file}.unreadable-${Date.now()}`;
    renameSync(file, aside);
    log(`The numbers in ${file} could not be read (${error instanceof Error ? error.message : String(error)}): kept as ${aside}, counting starts again`);
    return emptyTally();
  }
}

/**
 * @param {{ file: string, writeEvery?: number, now?: () => number, log?: (line: string) => void }} options
 */
export function openNumbersFile({ file, writeEvery = WRITE_EVERY_MS, now = Date.now, log = console.log }) {
  let changed = false;
  const tally = createTally(readState(file, log), { onChange: () => (changed = true) });
  let failing = false;

  /** Writes the tally if it changed: a whole new file renamed over the old, so a crash mid-write loses nothing. */
  function write() {
    tally.prune(dayOf(now()));
    if (!changed) return;
    changed = false;
    try {
      mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
      const next = `${file}.next`;
      writeFileSync(next, JSON.stringify(tally.state), { mode: 0o600 });
      chmodSync(next, 0o600);
      renameSync(next, file);
      if (failing) log(`The numbers are written to ${file} again`);
      failing = false;
    } catch (error) {
      // Counting goes on in memory; the next write tries again. Pages are served whatever happens here.
      changed = true;
      if (!failing) log(`The numbers could not be written to ${file} (${error instanceof Error ? error.message : String(error)}); they are kept in memory and written when it works again`);
      failing = true;
    }
  }
  const timer = setInterval(write, writeEvery);
  timer.unref();
  return {
    store: tally,
    /** The Monday whose digest was last sent, and a way to note the next. */
    digestSentFor: () => tally.state.digestSentFor,
    /** @param {string} monday */
    noteDigestSent(monday) {
      tally.state.digestSentFor = monday;
      changed = true;
      write();
    },
    write,
    close() {
      clearInterval(timer);
      write();
    },
  };
}
