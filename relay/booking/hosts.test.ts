// @vitest-environment node
import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { beforeAll, describe } from "vitest";
import * as checks from "~/forms/inbox-check";
import { numbersSettings } from "../../numbers/numbers-settings.mjs";
import { createSiteServer } from "../../server/server.mjs";
import { writeTestBuild } from "../../server/site-under-test";
import { bookingCases } from "../../tests/relay/booking-cases";
import { mailStandIn } from "../../tests/relay/mail-stand-in";
import { EMULATED_MAIL, loggedMails, migrationStatements, RUNS_WORKER, startWorker, warmUpWorker } from "../../tests/relay/worker-under-test";
import { relaySettings } from "../lead-relay-settings.mjs";
import { WORKER_WARM_UP_LIMIT_MS } from "../../tests/hang-limits";

// The hosts of BOOKING_PATH and of each lead's reply pass the same integration tests (tests/relay/booking-cases.ts):
// the included server, which sends the reply by SMTP (to a local SMTP server standing in), and the Cloudflare Worker
// under workerd from wrangler.jsonc (its KV namespace, queues, D1 and `send_email` binding, whose local emulation
// writes each message to a file and logs where: under Node 22 in `npm run test:node-versions`, RUNS_WORKER). Netlify
// answers 501 (relay/site-forms/hosts.test.ts).

bookingCases(
  "the included server",
  async (settings) => {
    const smtp = await mailStandIn();
    const dir = await writeTestBuild({ localInbox: false });
    const numbers = numbersSettings(settings);
    const logs: string[] = [];
    const { server, outbox } = createSiteServer({
      buildDir: join(dir, "build"),
      inboxFile: join(dir, "data", "inbox.jsonl"),
      checks,
      rateLimit: 0,
      relay: relaySettings({ ...settings, REPLY_SMTP_URL: smtp.url }),
      outboxOptions: { log: (line) => void logs.push(line), retryDelays: [50] },
      ...(numbers ? { numbers, numbersOptions: { log: (line) => void logs.push(line) } } : {}),
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return {
      origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      send: (request) => fetch(request),
      mails: async () => smtp.received,
      logs: () => logs,
      mailServer: smtp,
      // A write of a stage's events that fails (a disk full for a moment) until mended.
      failStageStore: async () => {
        const stages = outbox!.stages;
        const send = stages.send;
        stages.send = () => Promise.reject(new Error("ENOSPC: no space left on device, write"));
        return { mend: async () => void (stages.send = send) };
      },
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await smtp.close().catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
  { stopsMail: true },
);

describe.runIf(RUNS_WORKER)("under workerd", () => {
  beforeAll(() => warmUpWorker({ retryDelays: [0] }), WORKER_WARM_UP_LIMIT_MS);
  bookingCases(
    "the Cloudflare Worker",
    async (settings) => {
      const worker = await startWorker(settings, { retryDelays: [0] });
      return {
        origin: worker.origin,
        send: worker.send,
        mails: () => loggedMails(worker.logs),
        logs: () => worker.logs.filter((line) => !line.includes(EMULATED_MAIL)),
        // D1's table of the stages reported gone (a release deployed before its migration) until it is made again.
        failStageStore: async () => {
          await worker.numbers.prepare("DROP TABLE stage_records").run();
          const create = (await migrationStatements()).find((statement) => statement.startsWith("CREATE TABLE stage_records"))!;
          return { mend: async () => void (await worker.numbers.prepare(create).run()) };
        },
        close: worker.close,
      };
    },
    { stopsMail: false },
  );
});
