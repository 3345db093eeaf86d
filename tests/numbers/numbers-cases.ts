import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB3FORMS_ENDPOINT } from "~/lib/form-endpoint";
import { LEAD_RELAY_PATH, LEAD_STAGE_PATH, NUMBERS_PAGE_PATH, NUMBERS_PATH } from "~/lib/site-endpoints.mjs";
import { MAX_KEYS_PER_DAY } from "../../numbers/numbers-settings.mjs";
import type { Report } from "../../numbers/numbers-report.mjs";
import { OTHER } from "../../numbers/traffic-key.mjs";
import { chromiumLaunchOptions } from "../chromium.mjs";
import { waitForHydration } from "../hydration";
import { destinationsStandIn } from "../relay/destinations-stand-in";
import { leadCopy } from "../relay/lead-copy-cases";
import { STAGE_TOKEN } from "../relay/lead-stage-cases";
import { HOST_CASE_LIMIT_MS } from "../hang-limits";

// The integration tests every host of the site's numbers passes alike (the included server, the Cloudflare Worker
// under workerd with its D1 database): landings as browsers make them, a lead sent from a real browser, its stages
// from the agency's tool, and what must count nothing. Each host serves the relay's test build (the shipped landing
// pages, forms that post to the form service, stood in for, and copy each lead to the site).

/** A token as the agency would set it. */
export const NUMBERS_TOKEN = "suite-numbers-token-5d1c8e3a9f07b2c64e1a";

/** A host of the numbers, started with the settings given. */
export interface NumbersHost {
  readonly origin: string;
  send(request: Request): Promise<Response>;
  /** Everything the host keeps of its numbers, as text: its files, or its database's rows. */
  kept(): Promise<string>;
  close(): Promise<void>;
}

/** A landing page of the shipped content, and an ad's click on it. */
const LANDING = "/lp/creators-for-your-launch";
const CAMPAIGN = "Spring-Launch";
/** The campaign's ID, as Meta's URL parameters write it into the ad's address ({{campaign.id}}). */
const CAMPAIGN_ID = "120210000000001";
const AD_CLICK = `${LANDING}?utm_campaign=${CAMPAIGN}&utm_id=${CAMPAIGN_ID}&fbclid=IwAR3-suite_click`;

/** An ordinary phone's browser, as its user agent says. */
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** The headers of a browser opening a page from an ad in another app. */
export const FROM_AN_AD = {
  "User-Agent": PHONE,
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Site": "cross-site",
  "Accept-Encoding": "br, gzip",
  Referer: "https://l.instagram.com/",
};

/**
 * A request sent with exactly the headers given, as a browser sends them (Node's fetch would replace a browser's
 * Sec-Fetch-Mode with its own), and its answer.
 */
export function asABrowser(url: string, method: string, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    // A connection of its own, as a browser's new tab may open: a kept-alive one can be closed by the host just as the
    // next request goes out on it (a browser sends that request again; this helper would see ECONNRESET).
    const request = httpRequest(url, { method, headers, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) for (const item of [value ?? []].flat()) answerHeaders.append(name, item);
        // Decoded as a browser decodes it (the headers stay as sent).
        const decode = { br: brotliDecompressSync, gzip: gunzipSync }[String(answer.headers["content-encoding"])] ?? ((bytes: Buffer) => bytes);
        const body = method === "HEAD" || answer.statusCode === 204 || answer.statusCode === 304 ? null : decode(Buffer.concat(chunks));
        resolve(new Response(body ? new Uint8Array(body) : null, { status: answer.statusCode ?? 0, headers: answerHeaders }));
      });
      answer.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * @param name the host, as the tests name it
 * @param start starts the host with the settings given (NUMBERS_TOKEN among them, or not)
 * @param heavy whether the tests with a real browser and with a flood run here (once per host in the suite)
 * @param flood how many made-up campaigns the flood brings: any number well past the day's limit of keys takes every
 *   path of it (a new key while there is room, the last place taken by concurrent requests, every key after it under
 *   OTHER); a host whose every new key costs several database writes (the Worker's D1) is given fewer
 */
export function numbersCases(name: string, start: (settings: Record<string, string>) => Promise<NumbersHost>, { heavy, flood = 2000 }: { heavy: boolean; flood?: number }) {
  const on = { NUMBERS_TOKEN, LEAD_STAGE_TOKEN: STAGE_TOKEN };

  async function withHost(settings: Record<string, string>, body: (host: NumbersHost) => Promise<void>) {
    const host = await start(settings);
    try {
      await body(host);
    } finally {
      await host.close();
    }
  }

  const get = (host: NumbersHost, path: string, headers: Record<string, string> = FROM_AN_AD, method = "GET") => asABrowser(`${host.origin}${path}`, method, headers);
  const numbers = async (host: NumbersHost, query = "") => {
    const answer = await host.send(new Request(`${host.origin}${NUMBERS_PATH}${query}`, { headers: { Authorization: `Bearer ${NUMBERS_TOKEN}` } }));
    expect(answer.status).toBe(200);
    return (await answer.json()) as Report;
  };
  const rowOf = (report: Report, landingPage: string, campaign: string) => report.rows.filter((row) => row.landingPage === landingPage && row.campaign === campaign);
  const report = (host: NumbersHost, body: unknown) =>
    host.send(new Request(`${host.origin}${LEAD_STAGE_PATH}`, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json", Authorization: `Bearer ${STAGE_TOKEN}` } }));

  describe(`${name}: the site's numbers`, () => {
    let browser: Browser | undefined;
    beforeAll(async () => {
      if (heavy) browser = await chromium.launch(chromiumLaunchOptions());
    }, 60_000);
    afterAll(() => browser?.close());

    it.runIf(heavy)("six landings from an ad, a lead sent from a real browser after a look around, its stages: one row, and nothing else counts", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      await withHost(on, async (host) => {
        for (let visit = 0; visit < 5; visit++) expect((await get(host, AD_CLICK)).status).toBe(200);

        // The sixth visitor, in a real browser: lands, looks at another page, comes back, sends an application.
        const context = await (browser as Browser).newContext({ userAgent: PHONE, baseURL: host.origin });
        const page = await context.newPage();
        await page.goto(AD_CLICK, { referer: "https://l.instagram.com/" });
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
        await page.waitForURL(/\/services$/);
        await page.goBack();
        // Back shows the page from the browser's cache: the site is not asked again (the row's six landings show it).
        await page.waitForURL(/creators-for-your-launch/);
        const posts: string[] = [];
        await page.route(WEB3FORMS_ENDPOINT, async (route) => {
          posts.push(route.request().postData() ?? "");
          await route.fulfill({ status: 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: JSON.stringify({ success: true, message: "Email sent successfully!" }) });
        });
        await waitForHydration(page);
        for (const [label, value] of Object.entries({ "Full name": "Renée O'Connor", "E-mail": "renee@brand.com", Age: "29", "Instagram handle": "@renee.brand", "Phone number": "+44 7700 900123", "Total followers": "12500" })) {
          await page.getByLabel(label, { exact: true }).fill(value);
        }
        await page.getByLabel("Your main goals").fill("Launch our spring line");
        const copySent = page.waitForResponse((response) => new URL(response.url()).pathname === LEAD_RELAY_PATH);
        // Awaited below; a failure before then closes the page, which must not end the run as well.
        copySent.catch(() => undefined);
        await page.getByRole("button", { name: "Send application" }).click();
        await expect.poll(() => page.getByRole("status").textContent()).toBe("Form Submitted Successfully");
        expect((await copySent).status()).toBeLessThan(300);
        const reference = /name="reference"\r\n\r\n([A-Z0-9-]+)/.exec(posts[0] ?? "")?.[1] ?? "";
        expect(reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
        await context.close();

        expect((await report(host, { reference, stage: "qualified" })).status).toBe(202);
        expect((await report(host, { reference, stage: "client", value: 4800, currency: "EUR" })).status).toBe(202);
        // Reported twice: counted once.
        expect((await report(host, { reference, stage: "client", value: 4800, currency: "EUR" })).status).toBe(202);

        // What counts nothing: a bot, a prefetch, HEAD, an asset, a page that does not exist, a move within the site.
        expect((await get(host, AD_CLICK, { ...FROM_AN_AD, "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).status).toBe(200);
        expect((await get(host, AD_CLICK, { ...FROM_AN_AD, "Sec-Purpose": "prefetch;prerender" })).status).toBe(200);
        expect((await get(host, AD_CLICK, { ...FROM_AN_AD, Purpose: "prefetch" })).status).toBe(200);
        expect((await get(host, AD_CLICK, FROM_AN_AD, "HEAD")).status).toBe(200);
        expect((await get(host, `/favicon.ico?utm_campaign=${CAMPAIGN}&fbclid=x`)).status).toBe(200);
        expect((await get(host, `${LANDING}-gone?utm_campaign=${CAMPAIGN}&fbclid=x`)).status).toBe(404);
        expect((await get(host, AD_CLICK, { ...FROM_AN_AD, "Sec-Fetch-Site": "same-origin", Referer: `${host.origin}/services` })).status).toBe(200);

        await expect
          .poll(async () => rowOf(await numbers(host), LANDING, CAMPAIGN.toLowerCase()))
          .toEqual([{ landingPage: LANDING, source: "meta", campaign: "spring-launch", campaignId: CAMPAIGN_ID, landings: 6, leads: 1, qualified: 1, booked: 0, clients: 1, revenue: { EUR: 4800 } }]);
        // A moment more, for anything counted after its answer.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const final = await numbers(host);
        expect(final.rows).toHaveLength(1);
        expect(final.totals).toEqual({ landings: 6, leads: 1, qualified: 1, booked: 0, clients: 1, revenue: { EUR: 4800 } });
      });
    });

    it("a lead sent without the tick: its stage is counted, and no platform hears of it", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      const standIn = await destinationsStandIn();
      try {
        await withHost({ ...standIn.settings, ...on }, async (host) => {
          const copy = await host.send(new Request(`${host.origin}${LEAD_RELAY_PATH}`, { method: "POST", body: leadCopy(), headers: { Accept: "application/json", Referer: `${host.origin}/lp/spring` } }));
          expect(copy.status).toBe(202);
          const answer = await report(host, { reference: "K7QM-3XPA", stage: "client", value: "4800", currency: "eur" });
          expect(answer.status).toBe(202);
          expect(((await answer.json()) as { message: string }).message).toMatch(/no ad platform hears of it/i);
          await expect.poll(async () => rowOf(await numbers(host), "/", "spring")).toEqual([
            { landingPage: "/", source: "meta", campaign: "spring", campaignId: "", landings: 0, leads: 1, qualified: 0, booked: 0, clients: 1, revenue: { EUR: 4800 } },
          ]);
          // The lead's own chat and webhook messages arrive; the platforms hear of neither the lead nor its stage.
          await expect.poll(() => standIn.to("/chat").length).toBe(1);
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect([...standIn.to("/graph"), ...standIn.to("/tiktok")]).toEqual([]);
          // An unknown lead is still refused.
          expect((await report(host, { reference: "ZZZZ-2222", stage: "qualified" })).status).toBe(404);
        });
      } finally {
        await standIn.close();
      }
    });

    // Long by nature: a page per campaign, each counted (under workerd, three D1 writes for a new key), beside the
    // browser suites and two busy loops on a slow day.
    it.runIf(heavy)(`${flood.toLocaleString("en-GB")} made-up campaigns at once: every page served, the day's keys bounded, the totals right`, { timeout: 300_000 }, async () => {
      expect(flood).toBeGreaterThanOrEqual(2 * MAX_KEYS_PER_DAY);
      await withHost(on, async (host) => {
        const statuses: number[] = [];
        for (let batch = 0; batch < flood / 50; batch++) {
          const answers = await Promise.all(
            Array.from({ length: 50 }, async (_, index) => {
              const answer = await get(host, `/?utm_campaign=made-up-${batch * 50 + index}`);
              return (await answer.text()).includes("</html>") ? answer.status : 0;
            }),
          );
          statuses.push(...answers);
        }
        expect(statuses.filter((status) => status === 200)).toHaveLength(flood);
        await expect.poll(async () => (await numbers(host)).totals.landings, { timeout: 120_000 }).toBe(flood);
        const { rows } = await numbers(host);
        expect(rows.length).toBeLessThanOrEqual(MAX_KEYS_PER_DAY + 1);
        const other = rows.filter((row) => row.campaign === OTHER);
        expect(other).toHaveLength(1);
        expect(other[0]?.landings).toBe(flood - (rows.length - 1));
        expect(rows.length - 1).toBe(MAX_KEYS_PER_DAY);
      });
    });

    it("without NUMBERS_TOKEN nothing is counted or kept, pages are served byte for byte as with it, and both addresses do not exist", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      /**
       * A page's status, headers and bytes, but two headers that say when and how fast, not what: its date, and
       * Cloudflare's asset server's CF-Cache-Status, which it sets from how long the asset took to fetch (HIT within
       * 100 ms, else MISS: under load the same page is either).
       */
      const pageOf = async (host: NumbersHost) => {
        const answer = await get(host, AD_CLICK);
        const headers = [...answer.headers].filter(([header]) => header !== "date" && header !== "cf-cache-status");
        return { status: answer.status, headers, bytes: Buffer.from(await answer.arrayBuffer()).toString("base64") };
      };
      let counted: Awaited<ReturnType<typeof pageOf>> | undefined;
      await withHost(on, async (host) => void (counted = await pageOf(host)));
      await withHost({}, async (host) => {
        expect(await pageOf(host)).toEqual(counted);
        for (const path of [NUMBERS_PATH, NUMBERS_PAGE_PATH]) {
          expect((await get(host, path, { Authorization: `Bearer ${NUMBERS_TOKEN}` })).status).toBe(404);
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await host.kept()).toBe("");
      });
    });

    it("the numbers' page asks the browser's sign-in, then shows the table with no script; the JSON needs the token and real days", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      await withHost(on, async (host) => {
        await get(host, AD_CLICK);
        const unsigned = await get(host, NUMBERS_PAGE_PATH, {});
        expect(unsigned.status).toBe(401);
        expect(unsigned.headers.get("WWW-Authenticate")).toMatch(/^Basic /);
        const wrong = await get(host, NUMBERS_PAGE_PATH, { Authorization: `Basic ${btoa("staff:not-the-token")}` });
        expect(wrong.status).toBe(401);
        await expect.poll(async () => (await numbers(host)).totals.landings).toBe(1);
        const page = await get(host, NUMBERS_PAGE_PATH, { Authorization: `Basic ${btoa(`anyone:${NUMBERS_TOKEN}`)}` });
        expect(page.status).toBe(200);
        expect(page.headers.get("Cache-Control")).toBe("no-store");
        expect(page.headers.get("X-Robots-Tag")).toMatch(/noindex/);
        expect(page.headers.get("Content-Security-Policy")).not.toMatch(/script-src|unsafe/);
        const html = await page.text();
        expect(html).not.toMatch(/<script/i);
        expect(html).toContain("<svg");
        expect(html).toMatch(new RegExp(`${LANDING}</td><td[^>]*>Meta</td><td[^>]*>spring-launch \\(ID ${CAMPAIGN_ID}\\)</td><td[^>]*>1</td>`));

        expect((await get(host, NUMBERS_PATH, { Authorization: "Bearer not-the-token-at-all-but-as-long-as-one" })).status).toBe(401);
        const badDay = await get(host, `${NUMBERS_PATH}?from=2026-02-30`, { Authorization: `Bearer ${NUMBERS_TOKEN}` });
        expect(badDay.status).toBe(400);
        expect(await badDay.json()).toMatchObject({ errors: { from: expect.stringMatching(/YYYY-MM-DD/) } });
        // The stage token reads no numbers, and the numbers' token reports no stage.
        expect((await get(host, NUMBERS_PATH, { Authorization: `Bearer ${STAGE_TOKEN}` })).status).toBe(401);
        const stageWithNumbersToken = await host.send(
          new Request(`${host.origin}${LEAD_STAGE_PATH}`, { method: "POST", body: JSON.stringify({ reference: "K7QM-3XPA", stage: "qualified" }), headers: { "Content-Type": "application/json", Authorization: `Bearer ${NUMBERS_TOKEN}` } }),
        );
        expect(stageWithNumbersToken.status).toBe(401);
      });
    });
  });
}
