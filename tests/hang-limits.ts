// Limits that only guard against a hang: a test, hook or wait of the code's own work that has not ended by then fails,
// showing what it awaited. None of them is part of what a test checks (a retry's schedule, a page's speed and the like
// are given by the test itself, on a controlled clock where it can be), so they are sized for the slow day rather than
// for the machine a test was written on: machines here differ about threefold in speed from day to day, and the suite
// must pass beside two busy loops, which take half of the two cores. A limit is the slowest quiet figure of what it
// guards, times three for the day, times two for the loops, times two again so that a slow day is never a failure.

/** A quiet figure of the machine a limit was sized on, made a limit for the slow day beside two busy loops. */
const forTheSlowDay = (quietMs: number) => quietMs * 3 * 2 * 2;

/**
 * A unit test (the unit step's default): the slowest that set no limit of its own took 2.1 s beside two busy loops
 * (the included server's booking cases, a lead's copy and its reply first): about 1.5 s quiet, rounded up.
 */
export const UNIT_TEST_LIMIT_MS = forTheSlowDay(1_500);

/** A unit test file's set-up (a server started on a test build, a browser launched). */
export const UNIT_HOOK_LIMIT_MS = forTheSlowDay(2_500);

/** A wait within a unit test for the code's own work (an outbox's three tries, a server's write): ends before its test's. */
export const UNIT_WAIT_LIMIT_MS = forTheSlowDay(1_000);

/**
 * A case of a host's integration tests (tests/relay, tests/numbers): a host started (a Node server, or workerd with the
 * Worker's bundle), its requests, its deliveries through a stand-in, and its end. The slowest under workerd took
 * 6.4 s quiet and 8.1 s beside four busy loops (a booking through Cal.com's webhook, with the lead's copy first).
 */
export const HOST_CASE_LIMIT_MS = forTheSlowDay(10_000);

/** A wait within such a case for the host's own work (a queue's batch, a delivery's retries): ends before its case's. */
export const HOST_WAIT_LIMIT_MS = HOST_CASE_LIMIT_MS - 20_000;

/** The Worker built by Vite and workerd started cold, once per test file (a quiet build and start took 3 s). */
export const WORKER_WARM_UP_LIMIT_MS = HOST_CASE_LIMIT_MS;
