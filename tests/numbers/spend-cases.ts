import { describe, expect, it } from "vitest";
import { NUMBERS_PAGE_PATH, NUMBERS_PATH, SPEND_PATH, SPEND_PULL_PATH } from "~/lib/site-endpoints.mjs";
import type { SpendReport } from "../../numbers/spend-report.mjs";
import { adPlatformsStandIn, META_ADS_TOKEN, TIKTOK_ADS_TOKEN } from "./ad-platforms-stand-in";
import { asABrowser, FROM_AN_AD, NUMBERS_TOKEN, type NumbersHost } from "./numbers-cases";
import { HOST_CASE_LIMIT_MS, HOST_WAIT_LIMIT_MS } from "../hang-limits";

// The ad spend on every host that keeps numbers (the included server, the Cloudflare Worker under workerd with its D1
// database): the agency's own rows posted, the platforms pulled (by the host itself, and at once when asked) from
// stand-ins in their documented shapes, and the spend joined with landings that came from the ads.

/** The spend's token, as the agency would set it. */
export const SPEND_TOKEN = "suite-spend-token-0b6e2d4c8a1f39e75d2c";

/** A host of the numbers with the spend, and what it logged. */
export interface SpendHost extends NumbersHost {
  readonly logs: readonly string[];
  /** Has the host pull by itself, as it does each morning (the server pulls at start: nothing more to do there). */
  pullByItself(): Promise<void>;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A visit from an ad in another app's browser, at `address`. */
const land = (host: NumbersHost, address: string) => asABrowser(`${host.origin}${address}`, "GET", FROM_AN_AD);

const numbers = async (host: NumbersHost) => {
  const answer = await host.send(new Request(`${host.origin}${NUMBERS_PATH}`, { headers: { Authorization: `Bearer ${NUMBERS_TOKEN}` } }));
  expect(answer.status).toBe(200);
  return (await answer.json()) as SpendReport;
};

const post = (host: NumbersHost, path: string, body: string, headers: Record<string, string>) => host.send(new Request(`${host.origin}${path}`, { method: "POST", body, headers }));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function spendCases(name: string, start: (settings: Record<string, string>) => Promise<SpendHost>) {
  async function withHost(settings: Record<string, string>, body: (host: SpendHost) => Promise<void>) {
    const host = await start(settings);
    try {
      await body(host);
    } finally {
      await host.close();
    }
  }

  describe(`${name}: the ad spend`, () => {
    it("keeps the agency's own rows, CSV or JSON, a row again replacing its figure; refuses a bad row by its line with nothing written, and any token but SPEND_TOKEN", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      await withHost({ NUMBERS_TOKEN, SPEND_TOKEN }, async (host) => {
        const csv = `day,platform,campaign_id,campaign_name,amount,currency\n${daysAgo(1)},google,1234567890,Brand search,12.50,EUR\n${today()},linkedin,,Founders,7,USD\n`;
        for (const token of ["not-the-token", NUMBERS_TOKEN]) {
          const refused = await post(host, SPEND_PATH, csv, { "Content-Type": "text/csv", ...bearer(token) });
          expect(refused.status).toBe(401);
        }
        expect((await post(host, SPEND_PATH, csv, { "Content-Type": "text/csv" })).status).toBe(401);
        const kept = await post(host, SPEND_PATH, csv, { "Content-Type": "text/csv", ...bearer(SPEND_TOKEN) });
        expect(kept.status).toBe(200);
        expect(await kept.json()).toEqual({ success: true, rows: 2 });

        const json = JSON.stringify([{ day: daysAgo(1), platform: "google", campaign_id: "1234567890", campaign_name: "Brand search", amount: "20.00", currency: "EUR" }]);
        expect((await post(host, SPEND_PATH, json, { "Content-Type": "application/json", ...bearer(SPEND_TOKEN) })).status).toBe(200);

        const bad = `day,platform,campaign_id,campaign_name,amount,currency\n${today()},google,1234567890,Brand search,99,EUR\n${today()},google,1234567890,Brand search,12;50,EUR\n`;
        const refused = await post(host, SPEND_PATH, bad, { "Content-Type": "text/csv", ...bearer(SPEND_TOKEN) });
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { message: string }).message).toMatch(/^Line 3: amount must be/);
        expect((await host.send(new Request(`${host.origin}${SPEND_PATH}`, { headers: bearer(SPEND_TOKEN) }))).status).toBe(405);

        const report = await numbers(host);
        expect(report.campaigns.map(({ platform, campaign, spend }) => [platform, campaign, spend.amount])).toEqual([
          ["google", "Brand search", { EUR: 20 }],
          ["linkedin", "Founders", { USD: 7 }],
        ]);
        expect(report.spend.amount).toEqual({ EUR: 20, USD: 7 });
      });
    });

    it("pulls Meta and TikTok by itself and at once when asked (deleted campaigns, and a window too large for Meta in smaller ones), joins the landings their ads brought by ID or name, and shows it all on the page; no token in a log", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      const platforms = adPlatformsStandIn();
      const stand = await platforms.listen();
      platforms.state.meta = [
        { day: daysAgo(1), id: "120210000000001", name: "Spring launch", spend: "80.00", currency: "EUR" },
        // Deleted since its ads ran: Insights lists it only when asked for deleted campaigns.
        { day: daysAgo(1), id: "120210000000009", name: "Retargeting", spend: "15.00", currency: "EUR", status: "DELETED" },
        { day: today(), id: "120210000000001", name: "Spring launch", spend: "20.00", currency: "EUR" },
      ];
      platforms.state.tiktok = [
        { day: daysAgo(1), id: "1780000000000001", name: "UGC creators", spend: "30.00", currency: "USD", status: "DELETED" },
        { day: today(), id: "1780000000000002", name: "Founders", spend: "-", currency: "USD" },
        { day: today(), id: "1780000000000003", name: "Autumn offer", spend: "10.00", currency: "USD" },
      ];
      // A large account: Meta times out on more than a week at once, so the 28 days are pulled in smaller windows.
      platforms.state.metaLongestWindow = 7;
      try {
        await withHost({ NUMBERS_TOKEN, SPEND_TOKEN, ...stand.settings }, async (host) => {
          // Landings from Meta's and TikTok's ads carrying the campaign's ID, and one from TikTok carrying its name only.
          for (const address of [
            "/lp/creators-for-your-launch?utm_source=facebook&utm_campaign=Spring%20launch&utm_id=120210000000001&fbclid=IwAR3-a",
            "/?utm_source=instagram&utm_campaign=Spring%20launch&utm_id=120210000000001&fbclid=IwAR3-b",
            "/lp/creators-for-your-launch?utm_source=facebook&utm_campaign=Spring%20launch&utm_id=120210000000001&fbclid=IwAR3-c",
            "/lp/creators-for-your-launch?utm_campaign=UGC%20creators&utm_id=1780000000000001&ttclid=E.C.P.a",
            "/services?utm_source=tiktok&utm_campaign=Autumn%20offer",
          ]) {
            expect((await land(host, address)).status).toBe(200);
          }
          await host.pullByItself();
          // Pulled, and every landing counted (after its answer).
          await expect
            .poll(async () => {
              const report = await numbers(host);
              return [report.campaigns.length, report.totals.landings];
            }, { timeout: HOST_WAIT_LIMIT_MS })
            .toEqual([4, 5]);
          // Restated on the platform since: asked at once, the new figure replaces the old.
          platforms.state.meta[0]!.spend = "90.00";
          const pulled = await post(host, SPEND_PULL_PATH, "", bearer(SPEND_TOKEN));
          expect(await pulled.json()).toEqual({ success: true, platforms: { meta: "pulled", tiktok: "pulled" } });
          expect((await post(host, SPEND_PULL_PATH, "", bearer(NUMBERS_TOKEN))).status).toBe(401);

          const report = await numbers(host);
          const campaign = (id: string) => report.campaigns.find((entry) => entry.campaignId === id);
          expect(campaign("120210000000001")).toMatchObject({ platform: "meta", campaign: "Spring launch", joined: true, landings: 3, spend: { amount: { EUR: 110 } } });
          expect(campaign("1780000000000001")).toMatchObject({ platform: "tiktok", joined: true, landings: 1, spend: { amount: { USD: 30 } } });
          expect(campaign("1780000000000003")).toMatchObject({ platform: "tiktok", joined: true, landings: 1, spend: { amount: { USD: 10 } } });
          expect(campaign("120210000000009")).toMatchObject({ joined: false, landings: 0 });
          expect(campaign("1780000000000002")).toBeUndefined();
          expect(report.spend.amount).toEqual({ EUR: 125, USD: 40 });
          expect(report.spend.unjoined).toEqual({ EUR: 15 });
          // Spring launch's landings on two pages: its spend shared out by them, adding up to it.
          const shares = report.rows.filter((row) => row.campaignId === "120210000000001").map((row) => row.spendShare?.EUR ?? 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(110, 2);
          expect(Object.keys(report.pulls).sort()).toEqual(["meta", "tiktok"]);

          const page = await host.send(new Request(`${host.origin}${NUMBERS_PAGE_PATH}`, { headers: { Authorization: `Basic ${btoa(`staff:${NUMBERS_TOKEN}`)}` } }));
          const html = await page.text();
          expect(html).toMatch(/Spring launch \(ID 120210000000001\)<\/td><td[^>]*>EUR 110<\/td>/);
          expect(html).toMatch(/Retargeting \(ID 120210000000009\) — no landing or lead carries this campaign/);
          expect(html).toMatch(/Meta: pulled \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
          expect(html).toContain("Spend, USD");
          expect(html).not.toMatch(/<script/i);

          for (const token of [META_ADS_TOKEN, TIKTOK_ADS_TOKEN, SPEND_TOKEN]) expect(host.logs.join("\n")).not.toContain(token);
          expect(await host.kept()).not.toContain(META_ADS_TOKEN);
        });
      } finally {
        await stand.close();
      }
    });

    it("serves a page at once while a pull waits on a platform that does not answer", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      const platforms = adPlatformsStandIn();
      platforms.state.silent = true;
      const stand = await platforms.listen();
      try {
        await withHost({ NUMBERS_TOKEN, SPEND_TOKEN, ...stand.settings }, async (host) => {
          const pulling = host.pullByItself();
          pulling.catch(() => undefined);
          await expect.poll(() => platforms.received.length).toBeGreaterThan(0);
          const started = performance.now();
          const page = await land(host, "/services?utm_campaign=a");
          expect(page.status).toBe(200);
          expect(await page.text()).toContain("</html>");
          // Well within the time a platform is given (a minute a page): the page did not wait for the pull.
          expect(performance.now() - started).toBeLessThan(10_000);
        });
      } finally {
        await stand.close();
      }
    });

    it("without the spend's settings: its addresses do not exist, the page says how to add spend, and a page is served byte for byte as with them", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      let withSpend = "";
      await withHost({ NUMBERS_TOKEN, SPEND_TOKEN }, async (host) => {
        withSpend = await (await land(host, "/services?utm_campaign=a")).text();
      });
      await withHost({ NUMBERS_TOKEN }, async (host) => {
        expect(await (await land(host, "/services?utm_campaign=a")).text()).toBe(withSpend);
        expect((await post(host, SPEND_PATH, "", bearer(SPEND_TOKEN))).status).toBe(404);
        expect((await post(host, SPEND_PULL_PATH, "", bearer(SPEND_TOKEN))).status).toBe(404);
        const report = await numbers(host);
        expect(report).not.toHaveProperty("campaigns");
        const page = await host.send(new Request(`${host.origin}${NUMBERS_PAGE_PATH}`, { headers: { Authorization: `Basic ${btoa(`staff:${NUMBERS_TOKEN}`)}` } }));
        expect(await page.text()).toMatch(/post your own spend to \/api\/spend with SPEND_TOKEN: the steps are in docs\/ad-spend\.md/);
      });
    });
  });
}
