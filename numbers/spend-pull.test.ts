// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adPlatformsStandIn, META_ADS_TOKEN, TIKTOK_ADS_TOKEN } from "../tests/numbers/ad-platforms-stand-in";
import { createTally, emptyTally } from "./numbers-tally.mjs";
import { pullSpend } from "./spend-pull.mjs";
import { spendSettings } from "./spend-settings.mjs";

// The daily pull against the platforms' stand-ins, on a clock the test sets: pages followed, a renamed campaign, a
// restated day, a throttled answer, TikTok's "-" and two currencies, and the chat told after two failed days in a row.

const ORIGIN = "https://platforms.example";
const MORNING = Date.parse("2026-11-29T08:00:00Z");
const DAY_MS = 86_400_000;

function setUp() {
  const platforms = adPlatformsStandIn();
  const store = createTally(emptyTally());
  const settings = spendSettings({ ...platforms.settings(ORIGIN), NUMBERS_TOKEN: "n".repeat(32) })!;
  const told: string[] = [];
  const pull = (now = MORNING) => pullSpend({ store, settings, now, fetchImpl: platforms.fetchImpl, tell: async (text) => void told.push(text) });
  return { platforms, store, pull, told };
}

const byCampaign = (rows: { day: string; platform: string; campaignId: string; campaignName: string; amount: number; currency: string }[]) =>
  rows.map(({ day, platform, campaignId, campaignName, amount, currency }) => `${platform} ${day} ${campaignId} ${campaignName} ${amount} ${currency}`).sort();

describe("the daily pull of the ad spend", () => {
  it("follows Meta's pages by cursor; a renamed campaign is one campaign under its new name, a restated day replaces its figure", async () => {
    const { platforms, store, pull } = setUp();
    platforms.state.meta = [
      { day: "2026-11-27", id: "120210000000001", name: "Spring launch", spend: "53.39", currency: "EUR" },
      { day: "2026-11-28", id: "120210000000001", name: "Spring launch", spend: "40.00", currency: "EUR" },
      { day: "2026-11-28", id: "120210000000002", name: "Creators", spend: "12.50", currency: "EUR" },
    ];
    expect(await pull()).toEqual({ meta: "pulled", tiktok: "pulled" });
    const metaCalls = platforms.received.filter(({ url }) => url.pathname.startsWith("/graph/"));
    expect(metaCalls).toHaveLength(2);
    // The token in a header, never in the address; the 28 days Meta restates read again.
    for (const { url, headers } of metaCalls) {
      expect(headers.authorization).toBe(`Bearer ${META_ADS_TOKEN}`);
      expect(url.href).not.toContain(META_ADS_TOKEN);
      expect(JSON.parse(url.searchParams.get("time_range")!)).toEqual({ since: "2026-11-02", until: "2026-11-29" });
      expect(url.searchParams.get("fields")).toBe("campaign_id,campaign_name,spend,account_currency");
    }
    expect(metaCalls[1]!.url.searchParams.get("after")).toBeTruthy();

    // The next day: the campaign renamed, the 28th restated.
    platforms.state.meta = [
      { day: "2026-11-27", id: "120210000000001", name: "Spring launch — UK", spend: "53.39", currency: "EUR" },
      { day: "2026-11-28", id: "120210000000001", name: "Spring launch — UK", spend: "47.10", currency: "EUR" },
      { day: "2026-11-28", id: "120210000000002", name: "Creators", spend: "12.50", currency: "EUR" },
    ];
    expect((await pull(MORNING + DAY_MS)).meta).toBe("pulled");
    expect(byCampaign(await store.spend("2026-11-01", "2026-11-30"))).toEqual([
      "meta 2026-11-27 120210000000001 Spring launch — UK 53.39 EUR",
      "meta 2026-11-28 120210000000001 Spring launch — UK 47.1 EUR",
      "meta 2026-11-28 120210000000002 Creators 12.5 EUR",
    ]);
  });

  it("keeps the last figures when Meta throttles, says so, and succeeds at the next pull", async () => {
    const { platforms, store, pull, told } = setUp();
    platforms.state.meta = [{ day: "2026-11-28", id: "120210000000001", name: "Spring launch", spend: "40.00", currency: "EUR" }];
    await pull();
    platforms.state.meta = [{ day: "2026-11-28", id: "120210000000001", name: "Spring launch", spend: "45.00", currency: "EUR" }];
    platforms.state.metaFailures = [4];
    const throttled = await pull(MORNING + DAY_MS);
    expect(throttled.meta).toMatch(/Meta asked to be called later \(error 4/);
    expect(throttled.tiktok).toBe("pulled");
    expect((await store.spend("2026-11-28", "2026-11-28")).map(({ amount }) => amount)).toEqual([40]);
    const pulls = await store.pulls();
    expect(pulls.meta).toMatchObject({ tried: MORNING + DAY_MS, pulled: MORNING, failedDays: ["2026-11-30"] });
    expect(told).toEqual([]);
    expect((await pull(MORNING + 2 * DAY_MS)).meta).toBe("pulled");
    expect((await store.spend("2026-11-28", "2026-11-28")).map(({ amount }) => amount)).toEqual([45]);
    expect((await store.pulls()).meta).toEqual({ tried: MORNING + 2 * DAY_MS, pulled: MORNING + 2 * DAY_MS, failedDays: [] });
  });

  it("tells the team's chat once after two days in a row that failed, without the token", async () => {
    const { platforms, pull, told } = setUp();
    platforms.state.tiktokFailures = [40100, 40100, 40100];
    await pull();
    expect(told).toEqual([]);
    await pull(MORNING + DAY_MS);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^TikTok's ad spend could not be pulled on 2026-11-29 nor 2026-11-30: TikTok asked to be called later \(code 40100/);
    expect(told[0]).toMatch(/No figures were pulled yet/);
    await pull(MORNING + 2 * DAY_MS);
    expect(told).toHaveLength(1);
    expect(told.join()).not.toContain(TIKTOK_ADS_TOKEN);
  });

  it("follows TikTok's pages, leaves out a day whose spend is '-', and keeps each campaign's own currency", async () => {
    const { platforms, store, pull } = setUp();
    platforms.state.tiktok = [
      { day: "2026-11-26", id: "1780000000000001", name: "UGC creators", spend: "20.00", currency: "EUR" },
      { day: "2026-11-27", id: "1780000000000001", name: "UGC creators", spend: "-", currency: "EUR" },
      { day: "2026-11-27", id: "1780000000000002", name: "US launch", spend: "31.25", currency: "USD" },
      { day: "2026-11-28", id: "1780000000000003", name: "Retargeting", spend: "5.00", currency: "EUR" },
    ];
    expect((await pull()).tiktok).toBe("pulled");
    const calls = platforms.received.filter(({ url }) => url.pathname.startsWith("/tiktok/"));
    expect(calls.map(({ url }) => url.searchParams.get("page"))).toEqual(["1", "2"]);
    expect(calls[0]!.headers["access-token"]).toBe(TIKTOK_ADS_TOKEN);
    expect([calls[0]!.url.searchParams.get("start_date"), calls[0]!.url.searchParams.get("end_date")]).toEqual(["2026-11-16", "2026-11-29"]);
    expect(byCampaign(await store.spend("2026-11-01", "2026-11-30"))).toEqual([
      "tiktok 2026-11-26 1780000000000001 UGC creators 20 EUR",
      "tiktok 2026-11-27 1780000000000002 US launch 31.25 USD",
      "tiktok 2026-11-28 1780000000000003 Retargeting 5 EUR",
    ]);
  });

  it("keeps the spend of a campaign deleted or archived after its ads ran, on both platforms", async () => {
    const { platforms, store, pull } = setUp();
    platforms.state.meta = [
      { day: "2026-11-20", id: "120210000000001", name: "Spring launch", spend: "40.00", currency: "EUR", status: "DELETED" },
      { day: "2026-11-21", id: "120210000000002", name: "Black Friday", spend: "12.00", currency: "EUR", status: "ARCHIVED" },
      { day: "2026-11-22", id: "120210000000003", name: "Creators", spend: "8.00", currency: "EUR", status: "PAUSED" },
      { day: "2026-11-28", id: "120210000000004", name: "Always on", spend: "5.00", currency: "EUR" },
    ];
    platforms.state.tiktok = [
      { day: "2026-11-20", id: "1780000000000001", name: "UGC creators", spend: "20.00", currency: "EUR", status: "DELETED" },
      { day: "2026-11-21", id: "1780000000000002", name: "Retargeting", spend: "3.00", currency: "EUR" },
    ];
    expect(await pull()).toEqual({ meta: "pulled", tiktok: "pulled" });
    expect(byCampaign(await store.spend("2026-11-01", "2026-11-30"))).toEqual([
      "meta 2026-11-20 120210000000001 Spring launch 40 EUR",
      "meta 2026-11-21 120210000000002 Black Friday 12 EUR",
      "meta 2026-11-22 120210000000003 Creators 8 EUR",
      "meta 2026-11-28 120210000000004 Always on 5 EUR",
      "tiktok 2026-11-20 1780000000000001 UGC creators 20 EUR",
      "tiktok 2026-11-21 1780000000000002 Retargeting 3 EUR",
    ]);
  });

  it("pulls a window Meta cannot report in time (a large account) again in smaller windows, every day once", async () => {
    const { platforms, store, pull } = setUp();
    platforms.state.metaLongestWindow = 5;
    const days = Array.from({ length: 28 }, (_, index) => new Date(Date.parse("2026-11-02") + index * DAY_MS).toISOString().slice(0, 10));
    platforms.state.meta = days.map((day) => ({ day, id: "120210000000001", name: "Spring launch", spend: "1.00", currency: "EUR" }));
    expect((await pull()).meta).toBe("pulled");
    const spend = await store.spend("2026-11-01", "2026-11-30");
    expect(spend.map(({ day }) => day).sort()).toEqual(days);
    // Every window asked for once it answered was at most the longest Meta reports, and none overlapped.
    const answered = platforms.received
      .filter(({ url }) => url.pathname.startsWith("/graph/") && !url.searchParams.get("after"))
      .map(({ url }) => JSON.parse(url.searchParams.get("time_range")!) as { since: string; until: string })
      .filter(({ since, until }) => (Date.parse(until) - Date.parse(since)) / DAY_MS + 1 <= 5);
    expect(answered.flatMap(({ since, until }) => days.filter((day) => day >= since && day <= until)).sort()).toEqual(days);
  });

  it("says in Meta's own words why a report fails, even a day at a time", async () => {
    const { platforms, pull } = setUp();
    platforms.state.metaLongestWindow = 0;
    expect((await pull()).meta).toBe("Meta could not report 2026-11-02 to 2026-11-02 in time, even a day at a time (Your request timed out. Try a smaller date range, fetch less data, or use async jobs)");
  });

  it("sends the app secret's proof with every call where META_APP_SECRET is set, and is refused without it", async () => {
    const appSecret = "0123456789abcdef0123456789abcdef";
    const platforms = adPlatformsStandIn();
    platforms.state.metaAppSecret = appSecret;
    platforms.state.meta = [{ day: "2026-11-28", id: "120210000000001", name: "Spring launch", spend: "40.00", currency: "EUR" }];
    const pullWith = (env: Record<string, string>) =>
      pullSpend({ store: createTally(emptyTally()), settings: spendSettings({ ...platforms.settings(ORIGIN), NUMBERS_TOKEN: "n".repeat(32), ...env })!, now: MORNING, fetchImpl: platforms.fetchImpl });
    expect((await pullWith({})).meta).toMatch(/^Meta refused the report \(400, error 100: API calls from the server require an appsecret_proof argument\)$/);
    expect((await pullWith({ META_APP_SECRET: appSecret })).meta).toBe("pulled");
    expect(platforms.received.at(-1)!.url.href).not.toContain(appSecret);
    expect(() => spendSettings({ ...platforms.settings(ORIGIN), NUMBERS_TOKEN: "n".repeat(32), META_APP_SECRET: "my secret" })).toThrow(/META_APP_SECRET must be the app's secret/);
  });

  it("names the setting that is wrong or missing", () => {
    expect(() => spendSettings({ META_AD_ACCOUNT_ID: "1234567" })).toThrow(/META_ADS_TOKEN must be set too/);
    expect(() => spendSettings({ META_ADS_TOKEN: "x", META_AD_ACCOUNT_ID: "my account" })).toThrow(/META_AD_ACCOUNT_ID must be the ad account's number/);
    expect(() => spendSettings({ SPEND_TOKEN: "s".repeat(32) })).toThrow(/NUMBERS_TOKEN must be set too/);
    expect(() => spendSettings({ SPEND_TOKEN: "s".repeat(32), NUMBERS_TOKEN: "s".repeat(32) })).toThrow(/SPEND_TOKEN must differ from NUMBERS_TOKEN/);
    expect(() => spendSettings({ SPEND_TOKEN: "short", NUMBERS_TOKEN: "n".repeat(32) })).toThrow(/at least 32 characters/);
    expect(spendSettings({ NUMBERS_TOKEN: "n".repeat(32) })).toBeUndefined();
  });
});
