// @vitest-environment node
import type { Element, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../tests/chromium.mjs";
import { messagePageHtml, numbersPageHtml } from "./numbers-page.mjs";
import { reportOf } from "./numbers-report.mjs";
import { withSpend } from "./spend-report.mjs";
import { speedReportOf } from "./answer-speed.mjs";

const day = { day: "2026-11-23", campaignId: "", qualified: 0, booked: 0, revenue: {} };
const report = reportOf(
  [
    { ...day, landingPage: "/lp/spring", source: "meta", campaign: "spring", landings: 40, leads: 4, clients: 1, revenue: { EUR: 4800 } },
    { ...day, landingPage: "/", source: "direct", campaign: "(none)", landings: 10, leads: 1, clients: 0 },
  ],
  "2026-11-01",
  "2026-11-28",
);
const weeks = [{ week: "2026-11-23", landings: 50, leads: 5, spend: {} }];

/** A node's text, as a reader hears it. */
const toString = (node: Element | RootContent): string => (node.type === "text" ? node.value : "children" in node ? node.children.map(toString).join("") : "");
const cellsOf = (row: Element) => selectAll("td, th", row);
const span = (cell: Element) => Number(cell.properties.colSpan ?? 1);

describe("the numbers' page", () => {
  // The report's table (the weeks' table has no caption).
  const tree = select("table:has(caption)", fromHtml(numbersPageHtml({ report, weeks, from: report.from, to: report.to }))) as Element;
  const columns = selectAll("thead th", tree).length;

  it("has a totals row that says what it adds up, and no labelled cell left empty (a phone shows each cell's label)", () => {
    const totals = select("tfoot tr", tree);
    expect(totals).toBeDefined();
    const cells = cellsOf(totals as Element);
    // The same columns as the rows above, the key's three under one cell.
    expect(cells.reduce((sum, cell) => sum + span(cell), 0)).toBe(columns);
    expect(cells[0]?.tagName).toBe("th");
    expect(span(cells[0] as Element)).toBe(3);
    expect(toString(cells[0] as Element)).toMatch(/landing page, source and campaign/);
    for (const cell of cells) expect(toString(cell).trim(), String(cell.properties.dataLabel)).not.toBe("");
    expect(cells.slice(1).map((cell) => [cell.properties.dataLabel, toString(cell)])).toEqual([
      ["Landings", "50"],
      ["Leads", "5"],
      ["Rate", "10.0 %"],
      ["Qualified", "0"],
      ["Booked", "0"],
      ["Clients", "1"],
      ["Revenue", expect.stringMatching(/4,?800/)],
    ]);
  });

  it("labels every cell of every row with its column", () => {
    const headers = selectAll("thead th", tree).map((header) => toString(header));
    for (const row of selectAll("tbody tr", tree)) {
      expect(cellsOf(row).map((cell) => cell.properties.dataLabel)).toEqual(headers);
      for (const cell of cellsOf(row)) expect(toString(cell).trim()).not.toBe("");
    }
  });
});

describe("the numbers' page with the ad spend", () => {
  const spend = (campaignId: string, campaignName: string, amount: number, currency: string) => ({ day: "2026-11-23", platform: "meta", campaignId, campaignName, amount, currency });
  const withCosts = withSpend(
    reportOf([{ ...day, landingPage: "/lp/spring", source: "meta", campaign: "spring", campaignId: "1", landings: 40, leads: 4, clients: 1, revenue: { EUR: 4800 } }], "2026-11-01", "2026-11-28"),
    [spend("1", "Spring", 400, "EUR"), spend("9", "Broken link", 50, "EUR"), spend("7", "US test", 80, "USD")],
    { meta: { tried: Date.parse("2026-11-28T08:00:00Z"), pulled: Date.parse("2026-11-27T08:00:00Z"), failedDays: ["2026-11-28"], message: "Meta asked to be called later (error 4: limit)" } },
  );
  const weeksWithSpend = [{ week: "2026-11-23", landings: 40, leads: 4, spend: { EUR: 450, USD: 80 } }];
  const page = fromHtml(numbersPageHtml({ report: withCosts, weeks: weeksWithSpend, from: "2026-11-01", to: "2026-11-28", spendOn: true }));
  const campaigns = selectAll("table", page).find((table) => /Per campaign/.test(toString(select("caption", table) ?? table))) as Element;

  it("gives each campaign's cost per lead and per client, ROAS where one currency, and marks the spend no landing joins", () => {
    const rows = selectAll("tbody tr", campaigns).map((row) => Object.fromEntries(cellsOf(row).map((cell) => [cell.properties.dataLabel, toString(cell)])));
    expect(rows[0]).toMatchObject({ Campaign: "Spring (ID 1)", Spend: "EUR 400", "Cost per lead": "EUR 100", "Cost per client": "EUR 400", ROAS: "12.00 ×" });
    expect(rows.find((row) => row.Campaign?.startsWith("US test"))).toMatchObject({ Spend: "USD 80", ROAS: "0.00 ×", Landings: "0" });
    expect(rows.find((row) => row.Campaign?.startsWith("Broken link"))!.Campaign).toMatch(/no landing or lead carries this campaign/);
    for (const row of selectAll("tbody tr", campaigns)) for (const cell of cellsOf(row)) expect(toString(cell).trim()).not.toBe("");
    const text = toString(page as unknown as Element);
    expect(text).toMatch(/Spend that no landing joins: EUR 50 \+ USD 80\./);
    expect(text).toMatch(/Meta: last pulled 2026-11-27 08:00 UTC; the pull of 2026-11-28 08:00 UTC failed: Meta asked to be called later/);
    expect(text).toMatch(/ROAS \(all revenue over all spend\) –/);
  });

  it("adds each currency's spend to the chart and its table, and each row's share of its campaign's spend", () => {
    expect(toString(select("svg title", page) as Element)).toMatch(/^Landings, leads and spend per week/);
    expect(selectAll("details thead th", page).map((cell) => toString(cell))).toEqual(["Week from", "Landings", "Leads", "Spend, EUR", "Spend, USD"]);
    const landing = selectAll("table", page).find((table) => /Per landing page/.test(toString(select("caption", table) ?? table))) as Element;
    const row = Object.fromEntries(cellsOf(select("tbody tr", landing) as Element).map((cell) => [cell.properties.dataLabel, toString(cell)]));
    expect(row["Spend (shared out)"]).toBe("EUR 400");
  });

  it("names a pushed platform as the pulled ones are named, and says where spend comes from when no platform is pulled", () => {
    const pushed = withSpend(reportOf([], "2026-11-01", "2026-11-28"), [{ ...spend("55", "Search", 70, "EUR"), platform: "google" }, { ...spend("56", "B2B", 20, "EUR"), platform: "linkedin" }], {});
    const uploadsOnly = fromHtml(numbersPageHtml({ report: pushed, weeks, from: "2026-11-01", to: "2026-11-28", spendOn: true }));
    const table = selectAll("table", uploadsOnly).find((candidate) => /Per campaign/.test(toString(select("caption", candidate) ?? candidate))) as Element;
    expect(selectAll("tbody tr", table).map((row) => toString(cellsOf(row)[0] as Element))).toEqual(["Google Ads", "LinkedIn"]);
    const text = toString(uploadsOnly as unknown as Element);
    expect(text).toMatch(/uploaded to \/api\/spend: no ad platform is connected/);
    expect(text).not.toMatch(/No platform was pulled yet/);
    expect(toString(fromHtml(numbersPageHtml({ report: pushed, weeks, from: "2026-11-01", to: "2026-11-28", spendOn: true, pulling: true })) as unknown as Element)).toMatch(/No platform was pulled yet/);
  });

  it("with leads the agency's rules judged: each outcome and the qualified rate per row, not a fit by reason, and the cost per qualified lead", () => {
    const judged = withSpend(
      reportOf(
        [{ ...day, landingPage: "/lp/spring", source: "meta", campaign: "spring", campaignId: "1", landings: 40, leads: 4, qualified: 2, clients: 1, revenue: { EUR: 4800 }, outcomes: { fit: 2, review: 1, notFit: 1 } }],
        "2026-11-01",
        "2026-11-28",
        [],
        [{ day: "2026-11-23", reason: "Fewer than 1,000 followers", leads: 1 }],
      ),
      [spend("1", "Spring", 400, "EUR")],
      {},
    );
    const html = fromHtml(numbersPageHtml({ report: judged, weeks, from: "2026-11-01", to: "2026-11-28", spendOn: true }));
    const table = (caption: RegExp) => selectAll("table", html).find((candidate) => caption.test(toString(select("caption", candidate) ?? candidate))) as Element;
    const rowOf = (element: Element) => Object.fromEntries(cellsOf(select("tbody tr", element) as Element).map((cell) => [cell.properties.dataLabel, toString(cell)]));
    expect(rowOf(table(/Per landing page/))).toMatchObject({ Fit: "2", "To review": "1", "Not a fit": "1", Qualified: "2", "Qualified rate": "50.0 %" });
    expect(rowOf(table(/Per campaign/))).toMatchObject({ "Cost per lead": "EUR 100", Qualified: "2", "Cost per qualified lead": "EUR 200" });
    expect(rowOf(table(/not a fit, by the reason/))).toEqual({ Reason: "Fewer than 1,000 followers", Leads: "1" });
    expect(toString(html as unknown as Element)).toMatch(/cost per qualified lead EUR 200/);
  });

  it("fits a phone's screen with amounts in two currencies, the judged leads' columns and how fast the team answers: no sideways scroll at 360 px", async () => {
    const two = withSpend(
      reportOf(
        [{ ...day, landingPage: "/lp/creators-for-your-launch-in-the-uk", source: "meta", campaign: "creators-for-your-launch", campaignId: "120210000000001", landings: 40, leads: 4, qualified: 1, clients: 1, revenue: { EUR: 4800, USD: 1200.5 }, outcomes: { fit: 1, review: 2, notFit: 1 } }],
        "2026-11-01",
        "2026-11-28",
        [],
        [{ day: "2026-11-23", reason: "Fewer than 1,000 followers on every account the applicant named", leads: 1 }],
      ),
      [spend("120210000000001", "Creators for your launch", 694.9, "EUR"), spend("120210000000001", "Creators for your launch", 225, "USD"), { ...spend("1780000000000001", "US launch", 1234.56, "USD"), platform: "tiktok" }],
      {},
    );
    const speed = speedReportOf(
      [
        { reference: "A", day: "2026-11-23", person: "Anastasia Papadopoulou-Whitfield", weight: 3, source: "site", claimMs: 120_000, contactMs: 240_000, passes: 0 },
        { reference: "B", day: "2026-11-24", person: "Ben Okafor", weight: 1, source: "tiktok", claimMs: 5_400_000, passes: 2, outcome: "fit" },
      ],
      { A: ["booked", "client"] },
    );
    const html = numbersPageHtml({ report: two, weeks: [{ week: "2026-11-23", landings: 40, leads: 4, spend: { EUR: 694.9, USD: 1459.56 } }], from: "2026-11-01", to: "2026-11-28", spendOn: true, pulling: true, ...(speed ? { speed } : {}) });
    const speedTable = selectAll("table", fromHtml(html)).find((found) => toString(found).includes("Does speed pay?")) as Element;
    expect(Object.fromEntries(cellsOf(select("tbody tr", speedTable) as Element).map((cell) => [cell.properties.dataLabel, toString(cell)]))).toEqual({
      "First answer": "within 5 minutes",
      Leads: "1",
      "Booked a call": "1",
      "Booked rate": "100 %",
      "Became clients": "1",
      "Client rate": "100 %",
    });
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
      await page.setContent(html);
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([360, 360]);
      // Each amount stays whole on its line.
      const amounts = await page.evaluate(() => [...document.querySelectorAll(".amounts > span")].map((amount) => amount.getClientRects().length));
      expect(amounts.length).toBeGreaterThan(0);
      expect(amounts.every((lines) => lines === 1)).toBe(true);
    } finally {
      await browser.close();
    }
  });

  it("says how to add spend where none is set up", () => {
    const plain = toString(fromHtml(numbersPageHtml({ report, weeks, from: report.from, to: report.to })) as unknown as Element);
    expect(plain).toMatch(/META_ADS_TOKEN and META_AD_ACCOUNT_ID/);
    expect(plain).toMatch(/docs\/ad-spend\.md/);
  });
});

describe("a page that says one thing", () => {
  it("shows a command as code and escapes everything else", () => {
    const tree = fromHtml(messagePageHtml("Not <ready>", "Run `npm run wrangler -- d1 migrations apply NUMBERS --local` & reload."));
    expect(toString(select("h1", tree) as Element)).toBe("Not <ready>");
    expect(toString(select("p code", tree) as Element)).toBe("npm run wrangler -- d1 migrations apply NUMBERS --local");
    expect(toString(select("p", tree) as Element)).toBe("Run npm run wrangler -- d1 migrations apply NUMBERS --local & reload.");
  });
});
