// @vitest-environment node
import { readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as checks from "~/forms/inbox-check";
import { numbersSettings } from "../../numbers/numbers-settings.mjs";
import { createSiteServer } from "../../server/server.mjs";
import { writeTestBuild } from "../../server/site-under-test";
import { CATCH_UP_CRON } from "../../cloudflare/site-worker";
import { graphLead, leadAdsCases } from "../../tests/relay/lead-ads-cases";
import { destinationsStandIn, settled } from "../../tests/relay/destinations-stand-in";
import { graphStandIn, leadgenDelivery, metaSignature } from "../../tests/relay/lead-ads-stand-in";
import { META_LEADS_PATH } from "~/lib/site-endpoints.mjs";
import { mailStandIn } from "../../tests/relay/mail-stand-in";
import { EMULATED_MAIL, loggedMails, RUNS_WORKER, startWorker, warmUpWorker } from "../../tests/relay/worker-under-test";
import { HOST_CASE_LIMIT_MS, HOST_WAIT_LIMIT_MS, WORKER_WARM_UP_LIMIT_MS } from "../../tests/hang-limits";
import { instantFormSettings } from "./settings.mjs";
import { relaySettings } from "../lead-relay-settings.mjs";

// The hosts of the platforms' lead webhooks pass the same integration tests (tests/relay/lead-ads-cases.ts): the
// included server, its catch-up run as its hourly timer would, and the Cloudflare Worker under workerd from
// wrangler.jsonc (its queue, D1, KV and `send_email`; its hourly Cron Trigger run as Cloudflare would), under Node 22 in
// `npm run test:node-versions` (RUNS_WORKER). Netlify answers 501 (relay/site-forms/hosts.test.ts).

leadAdsCases("the included server", async (settings) => {
  // As the server reads its settings at start (server.mjs stops naming the wrong one: server/server.test.ts).
  const instant = instantFormSettings(settings);
  const smtp = await mailStandIn();
  const dir = await writeTestBuild({ localInbox: false });
  const numbers = numbersSettings(settings);
  const logs: string[] = [];
  const log = (line: string) => void logs.push(line);
  const inboxFile = join(dir, "data", "inbox.jsonl");
  const { server, instantForms } = createSiteServer({
    buildDir: join(dir, "build"),
    inboxFile,
    checks,
    rateLimit: 0,
    relay: relaySettings({ ...settings, REPLY_SMTP_URL: smtp.url }),
    outboxOptions: { log, retryDelays: [50] },
    ...(instant ? { instant, instantOptions: { log, catchUpEvery: 0 } } : {}),
    ...(numbers ? { numbers, numbersOptions: { log } } : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    send: (request) => fetch(request),
    mails: async () => smtp.received,
    mailsShowReplyTo: true,
    logs: () => logs,
    catchUp: async () => void (await instantForms?.catchUp()),
    inbox: async () =>
      (await readFile(inboxFile, "utf8").catch(() => ""))
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await smtp.close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}, { stopsOnBadSetting: true });

describe("the included server, restarted", () => {
  // The outbox file keeps what Meta's webhook named until it is read: a restart while the reads are under way, and
  // before Meta answers, loses no lead and relays none twice.
  it("while Meta's reads of a delivery are under way: after the restart each lead is read and relayed once, and the delivery again adds nothing", { timeout: HOST_CASE_LIMIT_MS }, async () => {
    const [standIn, graph, dir] = await Promise.all([destinationsStandIn(), graphStandIn(), writeTestBuild({ localInbox: false })]);
    const settings = { ...standIn.settings, META_GRAPH_URL: graph.graphUrl, META_PIXEL_ID: "", TIKTOK_PIXEL_ID: "" };
    const start = async () => {
      const { server } = createSiteServer({
        buildDir: join(dir, "build"),
        inboxFile: join(dir, "data", "inbox.jsonl"),
        checks,
        rateLimit: 0,
        relay: relaySettings(settings),
        outboxOptions: { log: () => undefined, retryDelays: [50] },
        instant: instantFormSettings(settings)!,
        instantOptions: { log: () => undefined, catchUpEvery: 0 },
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    };
    const ids = ["98765432109876543", "98765432109876544"];
    for (const id of ids) graph.addLead(graphLead(id, "Zoë Brand", `zoe+${id.slice(-1)}@brand.example`));
    const delivery = leadgenDelivery(ids.map((id) => ({ leadgen_id: id, form_id: "918273645501234", created_time: Math.floor(Date.now() / 1000) })));
    const deliver = (origin: string) => fetch(`${origin}${META_LEADS_PATH}`, { method: "POST", body: delivery, headers: { "Content-Type": "application/json", "X-Hub-Signature-256": metaSignature(delivery) } });
    try {
      graph.setMood("hang");
      const first = await start();
      expect((await deliver(first.origin)).status).toBe(200);
      await expect.poll(() => ids.every((id) => graph.readsOf(id).length > 0), { timeout: HOST_WAIT_LIMIT_MS }).toBe(true);
      // Stopped with both reads in flight; Meta's connections then drop.
      first.server.closeAllConnections();
      const closed = new Promise((resolve) => first.server.close(resolve));
      graph.setMood("answer");
      await closed;
      expect(standIn.received).toHaveLength(0);

      const second = await start();
      try {
        await settled(standIn, 4);
        expect(standIn.to("/webhook").map((request) => JSON.parse(request.body).platform_lead.lead_id).sort()).toEqual(ids);
        expect((await deliver(second.origin)).status).toBe(200);
        await settled(standIn, 4, 1_000);
      } finally {
        second.server.closeAllConnections();
        await new Promise((resolve) => second.server.close(resolve));
      }
    } finally {
      await Promise.all([standIn.close(), graph.close()]);
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(RUNS_WORKER)("under workerd", () => {
  beforeAll(() => warmUpWorker({ retryDelays: [0] }), WORKER_WARM_UP_LIMIT_MS);
  leadAdsCases("the Cloudflare Worker", async (settings) => {
    const worker = await startWorker(settings, { retryDelays: [0] });
    return {
      origin: worker.origin,
      send: worker.send,
      mails: () => loggedMails(worker.logs),
      mailsShowReplyTo: false,
      logs: () => worker.logs.filter((line) => !line.includes(EMULATED_MAIL)),
      catchUp: async () => void (await worker.scheduled(CATCH_UP_CRON)),
      close: worker.close,
    };
  }, { stopsOnBadSetting: false });
});
