// @vitest-environment node
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { LEAD_CLAIM_PATH, LEAD_RELAY_PATH, SLACK_ACTIONS_PATH } from "~/lib/site-endpoints.mjs";
import type { Team } from "~/content/schema/team";
import { startTestSite } from "../../server/site-under-test";
import { application } from "../../tests/qualification/judgement-cases";
import { postedLead } from "../../tests/qualification/judgement-host-cases";
import { CLAIM_SECRET, ownershipCases, TEAM_FILE } from "../../tests/relay/ownership-cases";
import { destinationsStandIn, settled } from "../../tests/relay/destinations-stand-in";
import { createSiteServer } from "../../server/server.mjs";
import * as checks from "~/forms/inbox-check";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { RUNS_WORKER, startWorker, warmUpWorker } from "../../tests/relay/worker-under-test";
import { ESCALATION_CRON } from "../../cloudflare/site-worker";
import { WORKER_WARM_UP_LIMIT_MS } from "../../tests/hang-limits";
import { relaySettings } from "../lead-relay-settings.mjs";
import { numbersSettings } from "../../numbers/numbers-settings.mjs";
import netlifyClaims, { config as netlifyClaimsConfig } from "../../netlify/functions/claim-addresses.mts";

// The chat's claims on every host that keeps owners (tests/relay/ownership-cases.ts): the included server, on its local
// inbox, and the Cloudflare Worker under workerd (under Node 22, RUNS_WORKER). Netlify keeps nothing between requests
// and answers 501.
const TEAM = JSON.parse(readFileSync(TEAM_FILE, "utf8")) as Team;

ownershipCases("the included server", async (settings) => {
  const numbers = numbersSettings(settings);
  const site = await startTestSite({ relay: relaySettings(settings), team: TEAM, outboxOptions: { log: () => undefined }, ...(numbers ? { numbers } : {}) });
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

describe("the included server's unclaimed leads, on a controlled clock", () => {
  /** Friday 4 December 2026, 11:00 in London, where Ana and Ben work until 17:30. */
  const FRIDAY = Date.parse("2026-12-04T11:00:00Z");
  const MINUTE = 60_000;

  it("reminds the owner after the pool's minutes, passes the lead on after twice that, neither lost nor doubled across a restart; the clock waits outside working hours", async () => {
    const standIn = await destinationsStandIn();
    let clock = FRIDAY;
    const settings = relaySettings({ LEAD_NOTIFY_URL: `${standIn.url}/chat`, LEAD_CLAIM_SECRET: CLAIM_SECRET });
    const outboxOptions = { log: () => undefined, now: () => clock, escalateEvery: 20 };
    const site = await startTestSite({ relay: settings, team: TEAM, outboxOptions });
    const post = (url: string, reference: string) => fetch(`${url}/api/inbox`, { method: "POST", body: postedLead(application(), reference), headers: { Accept: "application/json" } });
    const texts = () => standIn.to("/chat").map(({ body }) => (JSON.parse(body) as { text: string }).text);
    try {
      expect((await post(site.url, "ESC2-2345")).ok).toBe(true);
      await settled(standIn, 1);
      clock = FRIDAY + 5 * MINUTE - 1;
      await settled(standIn, 1, 200);
      clock = FRIDAY + 5 * MINUTE;
      await settled(standIn, 2);
      expect(texts()[1]).toMatch(/^Reminder for <@U01ANA0001>: lead ESC2-2345 \(client application\) is still unclaimed after 5 working minutes\.\nClaim: \S+\nContacted: \S+$/);
    } finally {
      await site.close();
      await site.outbox?.close();
    }
    // Started again a minute on: the reminder is not sent twice, and the lead still passes on at ten minutes.
    clock = FRIDAY + 6 * MINUTE;
    const again = createSiteServer({ buildDir: join(site.dir, "build"), inboxFile: site.inboxFile, checks, relay: settings, outboxOptions });
    await new Promise<void>((resolve) => again.server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(again.server.address() as AddressInfo).port}`;
    try {
      await settled(standIn, 2, 200);
      clock = FRIDAY + 10 * MINUTE;
      await settled(standIn, 3);
      expect(texts()[2]).toMatch(/^Passed on to Ben Okafor: lead ESC2-2345 \(client application\), unclaimed by Ana Silva after 10 working minutes\. <@U01ANA0001>, for your information\.\nClaim: /);
      // Ben claims it from the link: its clock stops.
      const claim = new URL(/^Claim: (\S+)$/m.exec(texts()[2]!)![1]!);
      const claimed = await fetch(`${url}${claim.pathname}${claim.search}`, { method: "POST", body: new URLSearchParams({ person: "Ben Okafor" }) });
      expect(claimed.status).toBe(200);
      await settled(standIn, 4);
      clock = FRIDAY + 60 * MINUTE;
      await settled(standIn, 4, 200);

      // Two minutes before the end of Friday: three more minutes of its owner's time are on Monday at 09:03.
      clock = Date.parse("2026-12-04T17:28:00Z");
      expect((await post(url, "ESC3-2345")).ok).toBe(true);
      await settled(standIn, 5);
      const owner = /^Owner: (.+)$/m.exec(texts()[4]!)![1];
      clock = Date.parse("2026-12-05T12:00:00Z");
      await settled(standIn, 5, 200);
      clock = Date.parse("2026-12-07T09:03:00Z") - 1;
      await settled(standIn, 5, 200);
      clock = Date.parse("2026-12-07T09:03:00Z");
      await settled(standIn, 6);
      expect(texts()[5]).toMatch(new RegExp(`^Reminder for ${owner!.replace(/[<>@]/g, "\\$&")}: lead ESC3-2345 `));
    } finally {
      await again.outbox?.close();
      again.server.closeAllConnections();
      again.server.close();
      await standIn.close();
    }
  });
});

describe.runIf(RUNS_WORKER)("under workerd", () => {
  beforeAll(() => warmUpWorker(), WORKER_WARM_UP_LIMIT_MS);
  it("reminds an unclaimed lead's owner, then passes it on, each once however often the minute's trigger runs", async () => {
    const standIn = await destinationsStandIn();
    const worker = await startWorker({ LEAD_NOTIFY_URL: `${standIn.url}/chat`, LEAD_CLAIM_SECRET: CLAIM_SECRET }, {}, {}, { team: TEAM_FILE });
    const texts = () => standIn.to("/chat").map(({ body }) => (JSON.parse(body) as { text: string }).text);
    // The lead's clock run out, as the minutes of its owner's working time would (the Worker's own clock is the real one).
    const fallDue = () => worker.numbers.prepare("UPDATE lead_owners SET due_at = ?1, record = json_set(record, '$.due.at', ?1)").bind(Date.now() - 1000).run();
    try {
      const body = postedLead(application(), "ESC2-2345");
      expect((await worker.send(new Request(`${worker.origin}${LEAD_RELAY_PATH}`, { method: "POST", body, headers: { Accept: "application/json", "CF-Connecting-IP": "198.51.100.7" } }))).status).toBe(202);
      await settled(standIn, 1);
      await fallDue();
      await worker.scheduled(ESCALATION_CRON);
      await worker.scheduled(ESCALATION_CRON);
      await settled(standIn, 2);
      expect(texts()[1]).toMatch(/^Reminder for <@U01ANA0001>: lead ESC2-2345 \(client application\) is still unclaimed after 5 working minutes\.\nClaim: /);
      await fallDue();
      await Promise.all([worker.scheduled(ESCALATION_CRON), worker.scheduled(ESCALATION_CRON)]);
      await settled(standIn, 3);
      expect(texts()[2]).toMatch(/^Passed on to Ben Okafor: lead ESC2-2345 \(client application\), unclaimed by Ana Silva after 10 working minutes\. <@U01ANA0001>, for your information\./);
    } finally {
      await worker.close();
      await standIn.close();
    }
  });

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
