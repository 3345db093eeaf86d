// @vitest-environment node
import { describe, expect, it } from "vitest";
import { platformName, platformOfSource } from "./ad-platforms.mjs";
import { reportOf } from "./numbers-report.mjs";
import { emptyCounts } from "./numbers-store.mjs";
import { shareOut, withSpend } from "./spend-report.mjs";

// The join of the spend with the numbers: by platform and campaign ID, else by a name one campaign alone had; never a
// sum across currencies; a campaign no landing carries shown as such; shares per page adding up to the spend.

const DAY = "2026-11-28";
const row = (landingPage: string, source: string, campaign: string, campaignId: string, counts: Partial<ReturnType<typeof emptyCounts>>) => ({
  day: DAY,
  landingPage,
  source,
  campaign,
  campaignId,
  ...emptyCounts(),
  ...counts,
});
const spend = (platform: string, campaignId: string, campaignName: string, amount: number, currency = "EUR", day = DAY) => ({ day, platform, campaignId, campaignName, amount, currency });

describe("the spend joined with the numbers", () => {
  const report = withSpend(
    reportOf(
      [
        // Meta's campaign by its ID, on two landing pages (and its old name on one of them: the ID decides).
        row("/lp/spring", "meta", "spring launch", "120210000000001", { landings: 30, leads: 3, clients: 1, revenue: { EUR: 4800 } }),
        row("/", "instagram", "spring", "120210000000001", { landings: 10, leads: 1 }),
        // TikTok's by its ID; its revenue in EUR, its spend in USD.
        row("/lp/creators", "tiktok", "us launch", "1780000000000002", { landings: 20, leads: 2, clients: 1, revenue: { EUR: 900 } }),
        // Google's by its name alone (the upload had no ID, nor the link).
        row("/services", "google", "brand search", "", { landings: 5, leads: 1 }),
        // Organic: no spend joins it.
        row("/", "direct", "(none)", "", { landings: 50, leads: 2 }),
      ],
      "2026-11-01",
      "2026-11-28",
    ),
    [
      spend("meta", "120210000000001", "Spring launch — UK", 300),
      spend("meta", "120210000000001", "Spring launch", 100, "EUR", "2026-11-20"),
      spend("tiktok", "1780000000000002", "US launch", 150, "USD"),
      spend("google", "", "Brand search", 50),
      // Spend that no landing carries: a broken link.
      spend("meta", "120210000000009", "Retargeting", 75.5),
    ],
    { meta: { tried: 1, pulled: 1, failedDays: [] } },
  );
  const campaign = (campaignId: string, name?: string) => report.campaigns.find((entry) => entry.campaignId === campaignId && (name === undefined || entry.campaign === name))!;

  it("joins each landing to its platform's campaign by ID, under the platform's current name", () => {
    const spring = campaign("120210000000001");
    expect(spring).toMatchObject({ platform: "meta", campaign: "Spring launch — UK", joined: true, landings: 40, leads: 4, clients: 1, revenue: { EUR: 4800 } });
    expect(spring.spend).toEqual({ amount: { EUR: 400 }, costPerLead: { EUR: 100 }, costPerQualified: null, costPerClient: { EUR: 400 }, roas: 12 });
  });

  it("gives ROAS only where revenue and spend are in one currency, and never adds two currencies", () => {
    const us = campaign("1780000000000002");
    expect(us.spend).toEqual({ amount: { USD: 150 }, costPerLead: { USD: 75 }, costPerQualified: null, costPerClient: { USD: 150 }, roas: null });
    expect(us.revenue).toEqual({ EUR: 900 });
    expect(report.spend.amount).toEqual({ EUR: 525.5, USD: 150 });
    expect(report.spend.roas).toBeNull();
  });

  it("joins by name where the link carried no ID, and only to a name one campaign alone had", () => {
    expect(campaign("", "Brand search")).toMatchObject({ platform: "google", joined: true, landings: 5, leads: 1 });
    const twice = withSpend(reportOf([row("/", "google", "brand", "", { landings: 3 })], DAY, DAY), [spend("google", "1", "Brand", 10), spend("google", "2", "Brand", 20)], {});
    expect(twice.campaigns.every((entry) => !entry.joined)).toBe(true);
    expect(twice.rows[0]!.spendShare).toBeUndefined();
  });

  it("shows spend no landing joins as a campaign of its own and in the unjoined total", () => {
    expect(campaign("120210000000009")).toMatchObject({ joined: false, landings: 0, spend: { amount: { EUR: 75.5 }, costPerLead: null, roas: 0 } });
    expect(report.spend.unjoined).toEqual({ EUR: 75.5 });
  });

  it("shares a campaign's spend out by its landings on each page, the shares adding up to its spend", () => {
    const shares = report.rows.filter((entry) => entry.campaignId === "120210000000001").map((entry) => entry.spendShare);
    expect(shares).toEqual([{ EUR: 300 }, { EUR: 100 }]);
    expect(report.rows.find((entry) => entry.source === "direct")!.spendShare).toBeUndefined();
    for (const weights of [[1, 1, 1], [7, 0, 3], [1, 2, 3, 4, 5, 6]]) expect(shareOut(100, weights).reduce((a, b) => Math.round((a + b) * 100) / 100, 0)).toBe(100);
    expect(shareOut(0.1, [1, 1, 1])).toEqual([0.04, 0.03, 0.03]);
  });
});

describe("the ad platforms the numbers know", () => {
  it("reads each of Meta's site_source_name values as Meta, and names every platform one way", () => {
    for (const source of ["fb", "ig", "msg", "an", "facebook", "instagram"]) expect(platformOfSource(source), source).toBe("meta");
    expect(platformOfSource("linkedin")).toBe("linkedin");
    expect(platformOfSource("newsletter")).toBe("newsletter");
    expect(["meta", "tiktok", "google", "linkedin", "quora"].map(platformName)).toEqual(["Meta", "TikTok", "Google Ads", "LinkedIn", "Quora"]);
  });

  it("gives the cost per qualified lead beside the cost per lead, and the landing rows the campaign's name as its platform writes it", () => {
    const qualified = withSpend(
      reportOf([row("/lp/spring", "meta", "lead ads autumn", "120210000000003", { landings: 40, leads: 8, qualified: 3, clients: 1 })], "2026-11-01", "2026-11-28"),
      [spend("meta", "120210000000003", "Lead Ads Autumn", 600)],
      {},
    );
    expect(qualified.campaigns[0]!.spend).toMatchObject({ costPerLead: { EUR: 75 }, costPerQualified: { EUR: 200 }, costPerClient: { EUR: 600 } });
    expect(qualified.spend.costPerQualified).toEqual({ EUR: 200 });
    expect(qualified.rows[0]).toMatchObject({ campaign: "lead ads autumn", campaignName: "Lead Ads Autumn" });
  });
});
