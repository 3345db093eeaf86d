// @vitest-environment node
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { LEAD_CLAIM_PATH, LEAD_RELAY_PATH, SLACK_ACTIONS_PATH } from "~/lib/site-endpoints.mjs";
import type { Team } from "~/content/schema/team";
import { startTestSite } from "../../server/site-under-test";
import { application } from "../../tests/qualification/judgement-cases";
import { postedLead } from "../../tests/qualification/judgement-host-cases";
import { ownershipCases, TEAM_FILE } from "../../tests/relay/ownership-cases";
import { RUNS_WORKER, startWorker, warmUpWorker } from "../../tests/relay/worker-under-test";
import { WORKER_WARM_UP_LIMIT_MS } from "../../tests/hang-limits";
import { relaySettings } from "../lead-relay-settings.mjs";
import netlifyClaims, { config as netlifyClaimsConfig } from "../../netlify/functions/lead-claims.mts";

// The chat's claims on every host that keeps owners (tests/relay/ownership-cases.ts): the included server, on its local
// inbox, and the Cloudflare Worker under workerd (under Node 22, RUNS_WORKER). Netlify keeps nothing between requests
// and answers 501.
const TEAM = JSON.parse(readFileSync(TEAM_FILE, "utf8")) as Team;

ownershipCases("the included server", async (settings) => {
  const site = await startTestSite({ relay: relaySettings(settings), team: TEAM, outboxOptions: { log: () => undefined } });
  return {
    origin: site.url,
    post: (reference) => fetch(`${site.url}/api/inbox`, { method: "POST", body: postedLead(application(), reference), headers: { Accept: "application/json" } }),
    send: (request) => fetch(request, { redirect: "manual" }),
    close: async () => {
      await site.close();
      await site.outbox?.close();
    },
  };
});

describe.runIf(RUNS_WORKER)("under workerd", () => {
  beforeAll(() => warmUpWorker(), WORKER_WARM_UP_LIMIT_MS);
  ownershipCases("the Cloudflare Worker", async (settings) => {
    const worker = await startWorker(settings, {}, {}, { team: TEAM_FILE });
    let visitor = 0;
    return {
      origin: worker.origin,
      post: (reference) =>
        worker.send(new Request(`${worker.origin}${LEAD_RELAY_PATH}`, { method: "POST", body: postedLead(application(), reference), headers: { Accept: "application/json", "CF-Connecting-IP": `198.51.100.${++visitor}` } })),
      send: (request) => worker.send(request),
      close: worker.close,
    };
  });
});

describe("Netlify", () => {
  it("answers the claim links and Slack's clicks 501, naming the hosts that keep owners", async () => {
    expect(netlifyClaimsConfig.path).toEqual([LEAD_CLAIM_PATH, SLACK_ACTIONS_PATH]);
    const answer = netlifyClaims();
    expect(answer.status).toBe(501);
    expect((await answer.json()).message).toMatch(/included server.*Cloudflare Worker/);
  });
});
