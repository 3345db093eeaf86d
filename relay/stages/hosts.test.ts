// @vitest-environment node
import { beforeAll, describe } from "vitest";
import { startTestSite } from "../../server/site-under-test";
import { leadStageCases, VISITOR_PLACE } from "../../tests/relay/lead-stage-cases";
import { RUNS_WORKER, startWorker, warmUpWorker } from "../../tests/relay/worker-under-test";
import { relaySettings } from "../lead-relay-settings.mjs";
import { WORKER_WARM_UP_LIMIT_MS } from "../../tests/hang-limits";

// The hosts of LEAD_STAGE_PATH pass the same integration tests (tests/relay/lead-stage-cases.ts): the included server
// and the Cloudflare Worker under workerd, from wrangler.jsonc (its KV namespace and queues; under Node 22 in
// `npm run test:node-versions`, RUNS_WORKER). Netlify answers 501 (relay/site-forms/hosts.test.ts).

leadStageCases("the included server", async (settings) => {
  // Behind Cloudflare's proxy, which it trusts: the country from CF-IPCountry.
  const site = await startTestSite({ localInbox: false, trustProxy: "loopback", relay: relaySettings(settings), outboxOptions: { log: () => undefined, retryDelays: [50] } });
  return { origin: site.url, send: (request) => fetch(request), close: site.close };
}, "country");


describe.runIf(RUNS_WORKER)("under workerd", () => {
  beforeAll(() => warmUpWorker({ retryDelays: [0] }), WORKER_WARM_UP_LIMIT_MS);
  leadStageCases("the Cloudflare Worker", async (settings) => {
    const worker = await startWorker(settings, { retryDelays: [0] }, VISITOR_PLACE);
    return { origin: worker.origin, send: worker.send, close: worker.close };
  }, "place");
});
