// @vitest-environment node
import { readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { beforeAll, describe } from "vitest";
import * as checks from "~/forms/inbox-check";
import { numbersSettings } from "../numbers/numbers-settings.mjs";
import { createSiteServer } from "../server/server.mjs";
import { writeTestBuild } from "../server/site-under-test";
import { CATCH_UP_CRON } from "../cloudflare/site-worker";
import { leadAdsCases } from "../tests/relay/lead-ads-cases";
import { mailStandIn } from "../tests/relay/mail-stand-in";
import { EMULATED_MAIL, loggedMails, RUNS_WORKER, startWorker, warmUpWorker } from "../tests/relay/worker-under-test";
import { WORKER_WARM_UP_LIMIT_MS } from "../tests/hang-limits";
import { instantFormSettings } from "./instant-form-settings.mjs";
import { relaySettings } from "./lead-relay-settings.mjs";

// The hosts of the platforms' lead webhooks pass the same integration tests (tests/relay/lead-ads-cases.ts): the
// included server, its catch-up run as its hourly timer would, and the Cloudflare Worker under workerd from
// wrangler.jsonc (its queue, D1, KV and `send_email`; its hourly Cron Trigger run as Cloudflare would), under Node 22 in
// `npm run test:node-versions` (RUNS_WORKER). Netlify answers 501 (relay/lead-copy-hosts.test.ts).

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
