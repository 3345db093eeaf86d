// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as checks from "~/forms/inbox-check";
import { relaySettings } from "../relay/lead-relay-settings.mjs";
import { createSiteServer } from "../server/server.mjs";
import { TEST_SITES } from "../tests/test-sites.mjs";
import { asABrowser, FROM_AN_AD, NUMBERS_TOKEN } from "../tests/numbers/numbers-cases";
import { spendCases } from "../tests/numbers/spend-cases";
import { RUNS_WORKER, startWorker, warmUpWorker } from "../tests/relay/worker-under-test";
import { CATCH_UP_CRON, ESCALATION_CRON } from "../cloudflare/site-worker";
import { DIGEST_CRON, SPEND_CRON } from "./numbers-digest.mjs";
import { numbersSettings } from "./numbers-settings.mjs";
import { HOST_CASE_LIMIT_MS, WORKER_WARM_UP_LIMIT_MS } from "../tests/hang-limits";

// The hosts of the ad spend pass the same integration tests (tests/numbers/spend-cases.ts): the included server, which
// pulls by itself at start and every day, and the Cloudflare Worker under workerd, from wrangler.jsonc with its D1
// database, which pulls from its morning Cron Triggers (under Node 22 in `npm run test:node-versions`, RUNS_WORKER).

const BUILD = TEST_SITES.relay.buildDir;

spendCases("the included server", async (settings) => {
  const dir = await mkdtemp(join(tmpdir(), "spend-"));
  const logs: string[] = [];
  const log = (line: string) => void logs.push(line);
  const numbers = numbersSettings(settings);
  const { server } = createSiteServer({
    buildDir: BUILD,
    inboxFile: join(dir, "data", "inbox.jsonl"),
    checks,
    rateLimit: 0,
    relay: relaySettings(settings),
    outboxOptions: { log },
    ...(numbers ? { numbers, numbersOptions: { log } } : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    send: (request) => fetch(request),
    logs,
    pullByItself: async () => undefined,
    kept: async () => {
      const names = await readdir(join(dir, "data")).catch(() => []);
      return (await Promise.all(names.map((name) => readFile(join(dir, "data", name), "utf8").catch(() => "")))).join("\n");
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe.runIf(RUNS_WORKER)("under workerd", () => {
  beforeAll(() => warmUpWorker({ retryDelays: [0] }), WORKER_WARM_UP_LIMIT_MS);
  spendCases("the Cloudflare Worker", async (settings) => {
    const worker = await startWorker(settings, { retryDelays: [0] }, {}, { assets: `${BUILD}/client` });
    return {
      origin: worker.origin,
      send: worker.send,
      logs: worker.logs,
      pullByItself: async () => void (await worker.scheduled(SPEND_CRON)),
      kept: async () => JSON.stringify((await worker.numbers.prepare("SELECT * FROM spend_pulls").bind().all()).results),
      close: worker.close,
    };
  });

  it("counts on when an ad spend setting is wrong, the spend off and the setting named in the log", { timeout: HOST_CASE_LIMIT_MS }, async () => {
    const worker = await startWorker({ NUMBERS_TOKEN, META_ADS_TOKEN: "a-token", META_AD_ACCOUNT_ID: "the agency's account" }, { retryDelays: [0] }, {}, { assets: `${BUILD}/client` });
    try {
      expect((await asABrowser(`${worker.origin}/services?utm_campaign=a`, "GET", FROM_AN_AD)).status).toBe(200);
      await expect
        .poll(async () => {
          const answer = await worker.send(new Request(`${worker.origin}/api/numbers`, { headers: { Authorization: `Bearer ${NUMBERS_TOKEN}` } }));
          return ((await answer.json()) as { totals?: { landings: number } }).totals?.landings;
        })
        .toBe(1);
      expect(worker.logs.some((line) => /^The ad spend is off: META_AD_ACCOUNT_ID must be the ad account's number/.test(line))).toBe(true);
      expect(worker.logs.join("\n")).not.toContain("a-token");
    } finally {
      await worker.close();
    }
  });

  it("pulls every morning from wrangler.jsonc's Cron Triggers, Mondays' with the digest (and catches up the Instant Form leads every hour, the unclaimed leads every minute)", async () => {
    const { unstable_readConfig } = await import("wrangler");
    expect(unstable_readConfig({ config: "wrangler.jsonc" }).triggers.crons).toEqual([DIGEST_CRON, SPEND_CRON, CATCH_UP_CRON, ESCALATION_CRON]);
  });
});
