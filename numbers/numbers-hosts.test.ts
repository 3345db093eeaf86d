// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as checks from "~/forms/inbox-check";
import { relaySettings } from "../relay/lead-relay-settings.mjs";
import { createSiteServer } from "../server/server.mjs";
import { siteOrigin, TEST_SITES } from "../tests/test-sites.mjs";
import { asABrowser, numbersCases, NUMBERS_TOKEN } from "../tests/numbers/numbers-cases";
import { destinationsStandIn } from "../tests/relay/destinations-stand-in";
import { DIGEST_CRON } from "./numbers-digest.mjs";
import { RUNS_WORKER, startWorker, warmUpWorker } from "../tests/relay/worker-under-test";
import { MAX_KEYS_PER_DAY, numbersSettings } from "./numbers-settings.mjs";
import { HOST_CASE_LIMIT_MS, HOST_WAIT_LIMIT_MS, WORKER_WARM_UP_LIMIT_MS } from "../tests/hang-limits";

// The hosts of the site's numbers pass the same integration tests (tests/numbers/numbers-cases.ts): the included
// server and the Cloudflare Worker under workerd, from wrangler.jsonc with its D1 database (under Node 22 in
// `npm run test:node-versions`, RUNS_WORKER). Both serve the relay's test build (`npm run build:e2e`). The tests with a
// real browser and with a flood run once per host: the server's under the machine's Node, the Worker's under Node 22.

const BUILD = TEST_SITES.relay.buildDir;
const underOtherNodes = process.env.TESTS_UNDER_OTHER_NODES === "1";

/** Every file under a folder, with its text: what the server keeps. */
async function filesUnder(dir: string): Promise<string> {
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  const texts = await Promise.all(names.map(async (name) => `${name}\n${await readFile(join(dir, name), "utf8").catch(() => "")}`));
  return texts.join("\n");
}

numbersCases(
  "the included server",
  async (settings) => {
    const dir = await mkdtemp(join(tmpdir(), "numbers-"));
    const numbers = numbersSettings(settings);
    const { server } = createSiteServer({
      buildDir: BUILD,
      inboxFile: join(dir, "data", "inbox.jsonl"),
      checks,
      rateLimit: 0,
      relay: relaySettings(settings),
      outboxOptions: { log: () => undefined, retryDelays: [50] },
      ...(numbers ? { numbers, numbersOptions: { log: () => undefined } } : {}),
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return {
      origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      send: (request) => fetch(request),
      kept: () => filesUnder(join(dir, "data")),
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
  { heavy: !underOtherNodes },
);

describe.runIf(RUNS_WORKER)("under workerd", () => {
  beforeAll(() => warmUpWorker({ retryDelays: [0] }), WORKER_WARM_UP_LIMIT_MS);
  numbersCases(
    "the Cloudflare Worker",
    async (settings) => {
      const worker = await startWorker(settings, { retryDelays: [0] }, {}, { assets: `${BUILD}/client` });
      return {
        origin: worker.origin,
        send: worker.send,
        kept: async () => {
          const tables = await Promise.all(["counts", "day_keys", "leads"].map(async (table) => (await worker.numbers.prepare(`SELECT * FROM ${table}`).bind().all()).results));
          return tables.flat().length ? JSON.stringify(tables) : "";
        },
        close: worker.close,
      };
    },
    // Twice the day's limit of keys: every path of the limit, at about three D1 writes a landing.
    { heavy: true, flood: 2 * MAX_KEYS_PER_DAY },
  );

  it("without its tables (the migrations never applied): pages served, the numbers' addresses 503 naming the command, the counting and the Cron Trigger log it; once they are made, it counts with no restart", { timeout: HOST_CASE_LIMIT_MS }, async () => {
    const worker = await startWorker({ NUMBERS_TOKEN }, { retryDelays: [0] }, {}, { assets: `${BUILD}/client`, migrated: false });
    const command = /npm run wrangler -- d1 migrations apply NUMBERS --remote[\s\S]*npm run wrangler -- d1 migrations apply NUMBERS --local/;
    const land = () =>
      asABrowser(`${worker.origin}/?utm_campaign=spring`, "GET", {
        "User-Agent": "Mozilla/5.0 (iPhone) Safari/604.1",
        "Sec-Fetch-Dest": "document",
        "Sec-Fetch-Mode": "navigate",
        Referer: "https://l.instagram.com/",
      });
    const numbers = () => worker.send(new Request(`${worker.origin}/api/numbers`, { headers: { Authorization: `Bearer ${NUMBERS_TOKEN}` } }));
    try {
      const landing = await land();
      expect(landing.status).toBe(200);
      expect(await landing.text()).toContain("</html>");
      await expect.poll(() => worker.logs.filter((line) => command.test(line)), { timeout: HOST_WAIT_LIMIT_MS }).toHaveLength(1);

      const api = await numbers();
      expect(api.status).toBe(503);
      expect(((await api.json()) as { message: string }).message).toMatch(command);
      // Only to the signed-in: without the token, the sign-in as ever.
      expect((await worker.send(new Request(`${worker.origin}/admin/numbers`))).status).toBe(401);
      const page = await worker.send(new Request(`${worker.origin}/admin/numbers`, { headers: { Authorization: `Basic ${btoa(`staff:${NUMBERS_TOKEN}`)}` } }));
      expect(page.status).toBe(503);
      expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect((await page.text()).replace(/<\/?code>/g, "")).toMatch(command);

      // The Monday trigger ends without an exception, and says the same.
      await worker.scheduled(DIGEST_CRON);
      expect(worker.logs.filter((line) => command.test(line))).toHaveLength(2);

      // The tables made while it runs (the command above): the next landing is counted, nothing failed is remembered.
      await worker.migrate();
      expect((await land()).status).toBe(200);
      await expect.poll(async () => {
        const answer = await numbers();
        return answer.status === 200 ? ((await answer.json()) as { totals: { landings: number } }).totals.landings : answer.status;
      }).toBe(1);
      expect(worker.logs.filter((line) => command.test(line))).toHaveLength(2);
    } finally {
      await worker.close();
    }
  });

  it("sends the week's digest to the team's chat from its Cron Trigger", { timeout: HOST_CASE_LIMIT_MS }, async () => {
    const standIn = await destinationsStandIn();
    const worker = await startWorker({ LEAD_NOTIFY_URL: standIn.settings.LEAD_NOTIFY_URL!, NUMBERS_TOKEN }, { retryDelays: [0] }, {}, { assets: `${BUILD}/client` });
    try {
      const landing = await worker.send(new Request(`${worker.origin}/lp/creators-for-your-launch?utm_campaign=spring`, { headers: { "User-Agent": "Mozilla/5.0 (iPhone) Safari/604.1" } }));
      // Node's fetch says it is no navigation (Sec-Fetch-Mode: cors): the landing is counted by the D1 row below instead.
      expect(landing.status).toBe(200);
      await worker.numbers.prepare("INSERT INTO counts (day, landing_page, source, campaign, landings, leads) VALUES (?1, '/lp/spring', 'meta', 'spring', 12, 2)").bind(new Date().toISOString().slice(0, 10)).run();
      await worker.scheduled(DIGEST_CRON);
      await expect.poll(() => standIn.to("/chat").length, { timeout: HOST_WAIT_LIMIT_MS }).toBe(1);
      const { text } = JSON.parse(standIn.to("/chat")[0]!.body) as { text: string };
      expect(text).toMatch(/Landings: 12 \(\+12 on the week before\)[\s\S]*\/lp\/spring · Meta · spring: 2 leads/);
      // The link to the numbers' page, at the address the build was made for (its robots.txt says it).
      expect(text).toContain(`${siteOrigin(TEST_SITES.relay)}/admin/numbers`);
    } finally {
      await worker.close();
      await standIn.close();
    }
  });
});
