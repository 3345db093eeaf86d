// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as checks from "~/forms/inbox-check";
import { LEAD_RELAY_PATH } from "~/lib/site-endpoints.mjs";
import { REFERENCE_ALPHABET } from "~/forms/lead-reference.mjs";
import type { Team } from "~/content/schema/team";
import { startTestSite } from "../server/site-under-test";
import { createSiteServer } from "../server/server.mjs";
import { application } from "../tests/qualification/judgement-cases";
import { postedLead } from "../tests/qualification/judgement-host-cases";
import { destinationsStandIn, settled } from "../tests/relay/destinations-stand-in";
import { RUNS_WORKER, startWorker, warmUpWorker } from "../tests/relay/worker-under-test";
import { WORKER_WARM_UP_LIMIT_MS } from "../tests/hang-limits";
import { relaySettings } from "./lead-relay-settings.mjs";
import { inboxTable } from "../scripts/list-leads.mjs";

// Each lead is given an owner as it arrives (docs/team.md), on both hosts: the documented example team
// (tests/fixtures/team-example/), whose "Brands" pool is Ana (share 3) and Ben (share 1), with the same hours (so the
// test's clock never changes who may take a turn) and Dev, away.
const TEAM_FILE = "tests/fixtures/team-example/team.json";
const TEAM = JSON.parse(readFileSync(TEAM_FILE, "utf8")) as Team;
const LEADS_AT_ONCE = 40;

/** The reference of the n-th lead, in the site's alphabet. */
const referenceOf = (index: number) => `QW${REFERENCE_ALPHABET[Math.floor(index / 32)]}${REFERENCE_ALPHABET[index % 32]}-2345`;

/** Who each chat message's owner line names, by the lead's reference. */
function ownersInChat(messages: readonly { body: string }[]) {
  return new Map(
    messages.map(({ body }) => {
      const text = (JSON.parse(body) as { text: string }).text;
      return [/reference (\S+)/.exec(text)?.[1] ?? "", /^Owner: (.+)$/m.exec(text)?.[1] ?? "none"];
    }),
  );
}

function tally(owners: Iterable<string>) {
  const all = [...owners];
  return Object.fromEntries([...new Set(all)].map((name) => [name, all.filter((other) => other === name).length]));
}

describe("the included server gives each lead an owner", () => {
  it(`shares ${LEADS_AT_ONCE} leads arriving together exactly by share, names the owner in the chat, the webhook and the inbox, and loses no turn across a restart`, async () => {
    const standIn = await destinationsStandIn();
    const settings = relaySettings({ LEAD_NOTIFY_URL: standIn.settings.LEAD_NOTIFY_URL!, LEAD_WEBHOOK_URL: standIn.settings.LEAD_WEBHOOK_URL!, LEAD_WEBHOOK_SECRET: standIn.settings.LEAD_WEBHOOK_SECRET! });
    const site = await startTestSite({ relay: settings, team: TEAM, outboxOptions: { log: () => undefined } });
    const post = (url: string, index: number) => fetch(`${url}/api/inbox`, { method: "POST", body: postedLead(application(), referenceOf(index)), headers: { Accept: "application/json" } });
    try {
      const answers = await Promise.all(Array.from({ length: LEADS_AT_ONCE }, (_, index) => post(site.url, index)));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      // Each answer names the owner's own scheduler, where they have one (Ana), for the form's success state.
      const schedulers = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { scheduler?: string }).scheduler ?? "none"));
      await settled(standIn, 2 * LEADS_AT_ONCE);
      const owners = ownersInChat(standIn.to("/chat"));
      expect([...owners.keys()].sort()).toEqual(Array.from({ length: LEADS_AT_ONCE }, (_, index) => referenceOf(index)).sort());
      expect(tally(owners.values())).toEqual({ "<@U01ANA0001>": 30, "Ben Okafor": 10 });
      expect(tally(schedulers)).toEqual({ "https://cal.com/ana-silva/intro": 30, none: 10 });
      const hooks = standIn.to("/webhook").map(({ body }) => JSON.parse(body) as { reference: string; owner: { name: string; email: string; pool: string } });
      expect(hooks.map(({ reference, owner }) => [reference, owner.name === "Ana Silva" ? "<@U01ANA0001>" : owner.name])).toEqual(hooks.map(({ reference }) => [reference, owners.get(reference)]));
      expect(hooks[0]!.owner).toMatchObject({ pool: "Brands", email: expect.stringMatching(/@example\.com$/) });
      const inbox = readFileSync(site.inboxFile, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { reference: string; owner: string });
      expect(tally(inbox.map((lead) => lead.owner))).toEqual({ "Ana Silva": 30, "Ben Okafor": 10 });
      // `npm run inbox` shows whose each lead is.
      const table = inboxTable(readFileSync(site.inboxFile, "utf8")).split("\n");
      expect(table[0]).toMatch(/\bowner\b/);
      expect(table.filter((line) => /\bBen Okafor\b/.test(line))).toHaveLength(10);
      // The 41st turn, the first of a new round: Ana.
      expect((await post(site.url, LEADS_AT_ONCE)).status).toBe(200);
      await settled(standIn, 2 * LEADS_AT_ONCE + 2);
      expect(ownersInChat(standIn.to("/chat")).get(referenceOf(LEADS_AT_ONCE))).toBe("<@U01ANA0001>");
    } finally {
      await site.close();
      await site.outbox?.close();
    }
    // Started again on the same outbox: the turns go on from the 42nd (Ana, Ben), not from the first (Ana, Ana).
    const again = createSiteServer({ buildDir: join(site.dir, "build"), inboxFile: site.inboxFile, checks, relay: settings, outboxOptions: { log: () => undefined } });
    await new Promise<void>((resolve) => again.server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(again.server.address() as { port: number }).port}`;
    try {
      for (const index of [LEADS_AT_ONCE + 1, LEADS_AT_ONCE + 2]) expect((await post(url, index)).status).toBe(200);
      await settled(standIn, 2 * LEADS_AT_ONCE + 6);
      const owners = ownersInChat(standIn.to("/chat"));
      expect([owners.get(referenceOf(LEADS_AT_ONCE + 1)), owners.get(referenceOf(LEADS_AT_ONCE + 2))]).toEqual(["<@U01ANA0001>", "Ben Okafor"]);
    } finally {
      await again.outbox?.close();
      again.server.closeAllConnections();
      again.server.close();
      await standIn.close();
    }
  });
});

describe.runIf(RUNS_WORKER)("the Cloudflare Worker gives each lead an owner", () => {
  beforeAll(() => warmUpWorker(), WORKER_WARM_UP_LIMIT_MS);

  it(`shares ${LEADS_AT_ONCE} leads arriving together exactly by share, one D1 statement per turn, and names the owner in the chat and the webhook`, async () => {
    const standIn = await destinationsStandIn();
    const worker = await startWorker(
      { LEAD_NOTIFY_URL: standIn.settings.LEAD_NOTIFY_URL!, LEAD_WEBHOOK_URL: standIn.settings.LEAD_WEBHOOK_URL!, LEAD_WEBHOOK_SECRET: standIn.settings.LEAD_WEBHOOK_SECRET! },
      {},
      {},
      { team: TEAM_FILE },
    );
    try {
      // Each copy from a visitor of its own: the Worker takes five a minute from one address.
      const answers = await Promise.all(
        Array.from({ length: LEADS_AT_ONCE }, (_, index) => {
          const request = new Request(`${worker.origin}${LEAD_RELAY_PATH}`, { method: "POST", body: postedLead(application(), referenceOf(index)), headers: { Accept: "application/json", "CF-Connecting-IP": `198.51.100.${index + 1}` } });
          return worker.send(request);
        }),
      );
      // The copy's answer: kept (the form service answered the visitor already).
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
      const schedulers = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { scheduler?: string }).scheduler ?? "none"));
      expect(tally(schedulers)).toEqual({ "https://cal.com/ana-silva/intro": 30, none: 10 });
      await settled(standIn, 2 * LEADS_AT_ONCE);
      const owners = ownersInChat(standIn.to("/chat"));
      expect(tally(owners.values())).toEqual({ "<@U01ANA0001>": 30, "Ben Okafor": 10 });
      const hooks = standIn.to("/webhook").map(({ body }) => JSON.parse(body) as { reference: string; owner: { name: string } });
      expect(tally(hooks.map(({ owner }) => owner.name))).toEqual({ "Ana Silva": 30, "Ben Okafor": 10 });
      const { results } = await worker.numbers.prepare("SELECT pool, turns FROM pool_turns").bind().all();
      expect(results).toEqual([{ pool: "Brands", turns: LEADS_AT_ONCE }]);
    } finally {
      await worker.close();
      await standIn.close();
    }
  });
});
