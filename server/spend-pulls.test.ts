// @vitest-environment node
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { spendSettings } from "../numbers/spend-settings.mjs";
import { adPlatformsStandIn } from "../tests/numbers/ad-platforms-stand-in";
import { openNumbersFile } from "./numbers-file.mjs";
import { createSiteNumbers } from "./site-numbers.mjs";

// When the included server pulls the ad spend by itself, on a clock the test moves: at start when its last pull is a
// day old or there is none, then a day after each; never twice at once; a pull asked for while one runs waits for it.

const NUMBERS_TOKEN = "numbers-token-for-the-spend-tests-0123";
const START = Date.parse("2026-11-29T09:00:00Z");
const HOUR = 3_600_000;

let dir = "";
let clock = START;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "spend-pulls-"));
  clock = START;
  vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval"] });
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

function serverNumbers(platforms: ReturnType<typeof adPlatformsStandIn>) {
  const settings = { token: NUMBERS_TOKEN, spend: spendSettings({ ...platforms.settings("https://platforms.example"), NUMBERS_TOKEN })! };
  return createSiteNumbers({ settings, file: join(dir, "numbers.json"), relay: {}, now: () => clock, log: () => undefined, fetchImpl: platforms.fetchImpl });
}
const metaCalls = (platforms: ReturnType<typeof adPlatformsStandIn>) => platforms.received.filter(({ url }) => url.pathname.startsWith("/graph/")).length;

describe("the included server's pulls of the ad spend", () => {
  it("pulls at start when it never pulled, then once a day, whatever the checks in between", async () => {
    const platforms = adPlatformsStandIn();
    const numbers = serverNumbers(platforms);
    await vi.advanceTimersByTimeAsync(0);
    expect(metaCalls(platforms)).toBe(1);
    // The checks of the next 23 hours find nothing due.
    for (let hour = 1; hour < 24; hour++) {
      clock = START + hour * HOUR;
      await vi.advanceTimersByTimeAsync(HOUR);
    }
    expect(metaCalls(platforms)).toBe(1);
    clock = START + 24 * HOUR;
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(metaCalls(platforms)).toBe(2);
    numbers.close();
  });

  it("does not pull at start when its last pull is less than a day old, and does when it is older", async () => {
    const kept = openNumbersFile({ file: join(dir, "numbers.json"), log: () => undefined });
    await kept.store.notePull("meta", { tried: START - 2 * HOUR, pulled: START - 2 * HOUR, failedDays: [] });
    await kept.store.notePull("tiktok", { tried: START - 25 * HOUR, pulled: START - 25 * HOUR, failedDays: [] });
    kept.close();
    const platforms = adPlatformsStandIn();
    const numbers = serverNumbers(platforms);
    await vi.advanceTimersByTimeAsync(0);
    expect(metaCalls(platforms)).toBe(0);
    expect(platforms.received.filter(({ url }) => url.pathname.startsWith("/tiktok/"))).toHaveLength(1);
    numbers.close();
  });

  it("runs a pull asked for while another is under way after it, never beside it", async () => {
    const platforms = adPlatformsStandIn();
    let inFlight = 0;
    let most = 0;
    const slow = platforms.fetchImpl;
    platforms.fetchImpl = (async (...args: Parameters<typeof fetch>) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      inFlight--;
      return slow(...args);
    }) as typeof fetch;
    const numbers = serverNumbers(platforms);
    await vi.advanceTimersByTimeAsync(0);
    // The start's pull is waiting on Meta; the agency asks for one now (POST /api/spend/pull).
    const answer = numbers.pullNow();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await answer).toEqual({ meta: "pulled", tiktok: "pulled" });
    expect(most).toBe(1);
    expect(metaCalls(platforms)).toBe(2);
    numbers.close();
  });
});
