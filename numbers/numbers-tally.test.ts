// @vitest-environment node
import { describe, expect, it } from "vitest";
import { NUMBERS_KEPT_FOR_DAYS } from "~/lib/numbers-kept-for.mjs";
import { digestDue, digestText } from "./numbers-digest.mjs";
import { rangeOf, reportOf, weeklyOf } from "./numbers-report.mjs";
import { MAX_KEYS_PER_DAY } from "./numbers-settings.mjs";
import { addDays } from "./numbers-store.mjs";
import { createTally, emptyTally } from "./numbers-tally.mjs";
import { NO_LANDING_PAGE, OTHER } from "./traffic-key.mjs";

const key = (campaign: string, landingPage = "/lp/spring", source = "meta", campaignId = "") => ({ landingPage, source, campaign, campaignId });

describe("the numbers in memory", () => {
  it("count a lead once and each of its stages once, under the lead's own key", async () => {
    const tally = createTally(emptyTally());
    await tally.landing("2026-11-23", key("spring"));
    expect(await tally.lead("2026-11-23", "K7QM-3XPA", key("spring"))).toBe(true);
    expect(await tally.lead("2026-11-23", "K7QM-3XPA", key("spring"))).toBe(false);
    expect(await tally.stage("2026-11-25", "K7QM-3XPA", "client", { currency: "EUR", amount: 4800.5 })).toBe("counted");
    expect(await tally.stage("2026-11-26", "K7QM-3XPA", "client", { currency: "EUR", amount: 4800.5 })).toBe("already");
    expect(await tally.stage("2026-11-26", "ZZZZ-2222", "qualified")).toBe("unknown");
    const report = reportOf(await tally.rows("2026-11-01", "2026-11-30"), "2026-11-01", "2026-11-30");
    expect(report.rows).toEqual([{ ...key("spring"), landings: 1, leads: 1, qualified: 0, booked: 0, clients: 1, revenue: { EUR: 4800.5 } }]);
  });

  it("take a cancelled booking back from the day and row it was counted in, once; a booking again counts again", async () => {
    const tally = createTally(emptyTally());
    await tally.lead("2026-11-23", "K7QM-3XPA", key("spring"));
    await tally.stage("2026-11-24", "K7QM-3XPA", "booked");
    expect(await tally.unstage("K7QM-3XPA", "booked")).toBe(true);
    expect(await tally.unstage("K7QM-3XPA", "booked")).toBe(false);
    expect(await tally.unstage("ZZZZ-2222", "booked")).toBe(false);
    const rows = await tally.rows("2026-11-01", "2026-11-30");
    expect(rows.map(({ day, booked }) => ({ day, booked }))).toEqual([
      { day: "2026-11-23", booked: 0 },
      { day: "2026-11-24", booked: 0 },
    ]);
    expect(await tally.stage("2026-11-25", "K7QM-3XPA", "booked")).toBe("counted");
    expect(reportOf(await tally.rows("2026-11-01", "2026-11-30"), "2026-11-01", "2026-11-30").totals.booked).toBe(1);
  });

  it("hold at most the day's limit of keys: the rest of a flood goes under (other), and the totals stay right", async () => {
    const tally = createTally(emptyTally());
    for (let index = 0; index < 2000; index++) await tally.landing("2026-11-27", key(`made-up-${index}`));
    // A key the day already holds still counts under itself.
    await tally.landing("2026-11-27", key("made-up-0"));
    const rows = await tally.rows("2026-11-27", "2026-11-27");
    expect(rows).toHaveLength(MAX_KEYS_PER_DAY + 1);
    expect(rows.find((row) => row.campaign === "made-up-0")?.landings).toBe(2);
    expect(rows.find((row) => row.campaign === OTHER)).toMatchObject({ landingPage: "/lp/spring", source: OTHER, landings: 2000 - MAX_KEYS_PER_DAY });
    expect(reportOf(rows, "2026-11-27", "2026-11-27").totals.landings).toBe(2001);
    // A lead counted under (other) has its stages counted there too.
    await tally.lead("2026-11-27", "K7QM-3XPA", key("made-up-1999"));
    await tally.stage("2026-11-27", "K7QM-3XPA", "booked");
    expect((await tally.rows("2026-11-27", "2026-11-27")).find((row) => row.campaign === OTHER)).toMatchObject({ leads: 1, booked: 1 });
  });

  it("drop the days and the leads older than they are kept, and forget a lead's reference on request", async () => {
    const changes: string[] = [];
    const tally = createTally(emptyTally(), { onChange: () => changes.push("changed") });
    const today = "2026-11-28";
    const oldest = addDays(today, 1 - NUMBERS_KEPT_FOR_DAYS);
    await tally.lead(addDays(oldest, -1), "OLD0-2222", key("old"));
    await tally.lead(oldest, "KEPT-2222", key("kept"));
    tally.prune(today);
    expect(Object.keys(tally.state.days)).toEqual([oldest]);
    expect(Object.keys(tally.state.leads)).toEqual(["KEPT-2222"]);
    expect(await tally.forget("KEPT-2222")).toBe(1);
    expect(await tally.forget("KEPT-2222")).toBe(0);
    expect(await tally.stage(today, "KEPT-2222", "qualified")).toBe("unknown");
    expect(changes.length).toBeGreaterThan(0);
  });
});

describe("the report", () => {
  it("reads the last four weeks by default, and refuses a day that is not one, naming it", () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(rangeOf(query(""), "2026-11-28")).toEqual({ ok: true, from: "2026-11-01", to: "2026-11-28" });
    expect(rangeOf(query("from=2026-10-01&to=2026-10-31"), "2026-11-28")).toEqual({ ok: true, from: "2026-10-01", to: "2026-10-31" });
    expect(rangeOf(query("from=2026-02-30"), "2026-11-28")).toMatchObject({ ok: false, field: "from" });
    expect(rangeOf(query("to=28.11.2026"), "2026-11-28")).toMatchObject({ ok: false, field: "to" });
    expect(rangeOf(query("from=2026-11-28&to=2026-11-01"), "2026-11-28")).toMatchObject({ ok: false, field: "from" });
    expect(rangeOf(query("from=2020-01-01"), "2026-11-28")).toMatchObject({ ok: false, field: "from" });
  });

  it("puts what brought clients first, sums revenue per currency, and gives eight weeks from Monday to Sunday", () => {
    const row = (day: string, campaign: string, counts: Partial<Record<"landings" | "leads" | "clients", number>>, revenue = {}) => ({ day, ...key(campaign), landings: 0, leads: 0, qualified: 0, booked: 0, clients: 0, revenue, ...counts });
    const rows = [
      row("2026-11-23", "many-visits", { landings: 40, leads: 2 }),
      row("2026-11-24", "clients", { landings: 5, leads: 1, clients: 1 }, { EUR: 4800 }),
      row("2026-11-25", "clients", { clients: 1 }, { EUR: 1200, USD: 300 }),
      row("2026-10-01", "old", { landings: 9 }),
    ];
    const report = reportOf(rows, "2026-11-01", "2026-11-30");
    expect(report.rows.map((entry) => entry.campaign)).toEqual(["clients", "many-visits", "old"]);
    expect(report.rows[0]).toMatchObject({ clients: 2, revenue: { EUR: 6000, USD: 300 } });
    expect(report.totals).toMatchObject({ landings: 54, leads: 3, clients: 2 });
    const weeks = weeklyOf(rows, "2026-11-28");
    expect(weeks).toHaveLength(8);
    expect(weeks.at(-1)).toEqual({ week: "2026-11-23", landings: 45, leads: 3, spend: {} });
    expect(weeks[0]?.week).toBe("2026-10-05");
  });

  it("writes the week's digest against the week before, naming what brought leads and clients", () => {
    const row = (day: string, campaign: string, landings: number, leads: number, clients = 0) => ({ day, ...key(campaign), landings, leads, qualified: 0, booked: 0, clients, revenue: (clients ? { EUR: 4800 } : {}) as Record<string, number> });
    const text = digestText([row("2026-11-30", "spring", 60, 3, 1), row("2026-11-24", "spring", 20, 1), row("2026-11-20", "autumn", 50, 0)], "2026-11-30", "https://agency.example/admin/numbers");
    expect(text).toContain("2026-11-24 to 2026-11-30");
    expect(text).toMatch(/Landings: 80 \(\+30 on the week before\)/);
    expect(text).toMatch(/Leads: 4 \(\+4 on the week before\), 5\.0 % of landings/);
    expect(text).toMatch(/Clients: 1 .*EUR 4,800/);
    expect(text).toContain("/lp/spring · Meta · spring: 4 leads, 1 clients, EUR 4,800");
    expect(text).not.toContain("autumn");
    expect(text).toContain("https://agency.example/admin/numbers");
  });

  it("gives the week's ad spend, cost per client and ROAS against the week before, where the spend is kept", () => {
    const row = (day: string, clients: number, revenue: number) => ({ day, ...key("spring"), landings: 10, leads: 2, qualified: 0, booked: 0, clients, revenue: (revenue ? { EUR: revenue } : {}) as Record<string, number> });
    const spend = (day: string, amount: number) => ({ day, platform: "meta", campaignId: "1", campaignName: "Spring", amount, currency: "EUR" });
    const text = digestText([row("2026-11-30", 2, 4800), row("2026-11-20", 0, 0)], "2026-11-30", undefined, [spend("2026-11-29", 600), spend("2026-11-20", 300)]);
    expect(text).toMatch(/^Ad spend: EUR 600 \(EUR 300 the week before\), cost per client EUR 300 \(–\), ROAS 8\.00 × \(0\.00 ×\)$/m);
    expect(digestText([row("2026-11-30", 2, 4800)], "2026-11-30")).not.toMatch(/Ad spend/);
  });

  it("says how long the platforms' own forms' leads waited for the chat, and leaves them out of the rate of landings", async () => {
    const tally = createTally(emptyTally());
    for (const [day, source, ms] of [["2026-11-30", "meta", 40_000], ["2026-11-29", "meta", 200_000], ["2026-11-29", "tiktok", 3_000], ["2026-11-20", "meta", 9_000_000]] as const) await tally.waited(day, source, ms);
    const rows = [
      { day: "2026-11-30", ...key("spring"), landings: 20, leads: 2, qualified: 0, booked: 0, clients: 0, revenue: {} },
      { day: "2026-11-30", ...key("spring", NO_LANDING_PAGE, "meta", "120210000000000017"), landings: 0, leads: 3, qualified: 0, booked: 0, clients: 0, revenue: {} },
    ];
    const text = digestText(rows, "2026-11-30", undefined, [], await tally.waits("2026-11-24", "2026-11-30"));
    expect(text).toMatch(/Leads: 5 .*, 10\.0 % of landings \(the 3 from the platforms' own forms left out\)/);
    expect(text).toContain("Meta Instant Form leads waited 2 min on average for the chat (longest 3 min, 2 leads)");
    expect(text).toContain("TikTok Instant Form leads waited 3 s on average for the chat (longest 3 s, 1 lead)");
    expect(text).not.toContain("2.5 h");
    const report = reportOf(rows, "2026-11-24", "2026-11-30", await tally.waits("2026-11-24", "2026-11-30"));
    expect([report.siteLeads, report.waits.map(({ source, leads }) => [source, leads])]).toEqual([2, [["meta", 2], ["tiktok", 1]]]);
  });

  it("is due on Monday from 08:00 UTC for a day, once", () => {
    expect(digestDue(Date.parse("2026-11-30T07:59:00Z"))).toBeUndefined();
    expect(digestDue(Date.parse("2026-11-30T08:00:00Z"))).toBe("2026-11-30");
    expect(digestDue(Date.parse("2026-11-30T08:01:00Z"), "2026-11-30")).toBeUndefined();
    expect(digestDue(Date.parse("2026-12-01T07:59:00Z"))).toBe("2026-11-30");
    expect(digestDue(Date.parse("2026-12-01T08:00:00Z"))).toBeUndefined();
    expect(digestDue(Date.parse("2026-12-03T12:00:00Z"))).toBeUndefined();
  });
});
