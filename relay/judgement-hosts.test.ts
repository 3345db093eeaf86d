// @vitest-environment node
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { LEAD_RELAY_PATH } from "~/lib/site-endpoints.mjs";
import { startTestSite } from "../server/site-under-test";
import { EXAMPLE_RULES, EXAMPLE_RULES_FILE, JUDGEMENT_CASES } from "../tests/qualification/judgement-cases";
import { expectedNextStep, judgementHostCases, postedLead } from "../tests/qualification/judgement-host-cases";
import { RUNS_WORKER, startWorker, warmUpWorker } from "../tests/relay/worker-under-test";
import { WORKER_WARM_UP_LIMIT_MS } from "../tests/hang-limits";
import { relaySettings } from "./lead-relay-settings.mjs";
import { join } from "node:path";
import * as checks from "~/forms/inbox-check";
import { createSiteServer } from "../server/server.mjs";
import { SPEND_CRON } from "../numbers/numbers-digest.mjs";
import { destinationsStandIn, settled } from "../tests/relay/destinations-stand-in";
import { application } from "../tests/qualification/judgement-cases";
import { numbersSettings } from "../numbers/numbers-settings.mjs";

// Each host judges a lead by the agency's rules as the island does (docs/qualification.md): the included server, with
// the rules its build's forms judge with (build-info.json), at its local inbox; the Cloudflare Worker, with the rules
// it was bundled with, at the copies' address (under Node 22, RUNS_WORKER). Both pass the one table of cases.

/** The included server, behind Cloudflare's proxy, which it trusts: the visitor's country from CF-IPCountry. */
async function includedServer(settings: Record<string, string>, country: string | undefined) {
  const numbers = numbersSettings(settings);
  const site = await startTestSite({ trustProxy: "loopback", relay: relaySettings(settings), leadRules: EXAMPLE_RULES, outboxOptions: { log: () => undefined }, ...(numbers ? { numbers } : {}) });
  return {
    site,
    origin: site.url,
    path: "/api/inbox",
    send: (request: Request) => {
      if (country) request.headers.set("CF-IPCountry", country);
      return fetch(request, { redirect: "manual" });
    },
    close: site.close,
  };
}

judgementHostCases("the included server", includedServer);

describe("the included server's local inbox", () => {
  it("keeps each lead's outcome, and ends a form sent without JavaScript at its rule's next step on the thank-you page", async () => {
    const host = await includedServer({}, undefined);
    try {
      const cases = JUDGEMENT_CASES.filter((item) => !item.country);
      for (const [index, item] of cases.entries()) {
        // As a browser without JavaScript posts the prerendered form: it asks for a page, and names the way back.
        const posted = postedLead(item.fields, `NOJS-${String(index).padStart(4, "0")}`, { ...item.attribution, redirect: "https://www.example.com/thanks" });
        const response = await host.send(new Request(`${host.origin}/api/inbox`, { method: "POST", body: posted, headers: { Accept: "text/html" } }));
        expect(response.status, item.name).toBe(303);
        expect(response.headers.get("location"), item.name).toBe(expectedNextStep(item.rule));
      }
      const kept = (await readFile(host.site.inboxFile, "utf8")).trim().split("\n").map((line) => JSON.parse(line));
      expect(kept.map((lead) => lead.judgement)).toEqual(cases.map((item) => expect.objectContaining({ outcome: item.outcome, rule: item.rule })));
    } finally {
      await host.close();
    }
  });
});

describe("the included server's daily summary", () => {
  it("keeps a not-a-fit lead whose rule says so for the next morning's summary, sent once across a restart, on a controlled clock", async () => {
    const standIn = await destinationsStandIn();
    let clock = Date.now();
    // A morning two days on: the lead's day is before it even should the test run across midnight.
    const morning = Date.parse(`${new Date(clock).toISOString().slice(0, 10)}T08:00:00Z`) + 2 * 86_400_000;
    const settings = relaySettings({ LEAD_NOTIFY_URL: standIn.settings.LEAD_NOTIFY_URL! });
    const outboxOptions = { log: () => undefined, now: () => clock, summaryCheckEvery: 20 };
    const site = await startTestSite({ relay: settings, leadRules: EXAMPLE_RULES, outboxOptions });
    const post = (fields: Record<string, string>, reference: string) =>
      fetch(new Request(`${site.url}/api/inbox`, { method: "POST", body: postedLead(fields, reference), headers: { Accept: "application/json" } }));
    try {
      expect((await post(application({ followers: "300" }), "SMAL-2345")).ok).toBe(true);
      expect((await post(application({ age: "15", followers: "20000" }), "Y8NG-2345")).ok).toBe(true);
      // The one whose rule tells the chat at once is told; the other waits for the morning.
      await settled(standIn, 1);
      expect(standIn.to("/chat")[0]!.body).toContain("Y8NG-2345");
      clock = morning - 60_000;
      await settled(standIn, 1, 200);
      clock = morning;
      await settled(standIn, 2);
      const { text } = JSON.parse(standIn.to("/chat")[1]!.body) as { text: string };
      expect(text).toMatch(/^Not a fit, \d{4}-\d{2}-\d{2}: 1 lead/);
      expect(text).toContain("SMAL-2345: client application from Alex Morgan (Fewer than 1,000 followers)");
      expect(text).not.toContain("Y8NG-2345");
    } finally {
      await site.close();
    }
    // A restart the same morning sends nothing again.
    const again = createSiteServer({ buildDir: join(site.dir, "build"), inboxFile: site.inboxFile, checks, relay: settings, outboxOptions });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await again.outbox?.close();
    again.server.close();
    expect(standIn.to("/chat")).toHaveLength(2);
    await standIn.close();
  });
});

describe.runIf(RUNS_WORKER)("under workerd", () => {
  beforeAll(() => warmUpWorker(), WORKER_WARM_UP_LIMIT_MS);
  it("keeps a not-a-fit lead whose rule says so for the morning's summary, which its trigger sends once", async () => {
    const standIn = await destinationsStandIn();
    const worker = await startWorker({ LEAD_NOTIFY_URL: standIn.settings.LEAD_NOTIFY_URL! }, {}, {}, { leadRules: EXAMPLE_RULES_FILE });
    try {
      const response = await worker.send(new Request(`${worker.origin}${LEAD_RELAY_PATH}`, { method: "POST", body: postedLead(application({ followers: "300" }), "SMAL-2345"), headers: { Accept: "application/json" } }));
      expect(response.ok).toBe(true);
      const kept = async () => (await worker.numbers.prepare("SELECT reference, day, line FROM chat_summary").bind().all()).results;
      await expect.poll(kept).toEqual([expect.objectContaining({ reference: "SMAL-2345", day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })]);
      expect(standIn.to("/chat")).toHaveLength(0);
      // Two days before (as the morning finds it), the morning's trigger: one message, the lines dropped.
      const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
      await worker.numbers.prepare("UPDATE chat_summary SET day = ?1").bind(yesterday).run();
      await worker.scheduled(SPEND_CRON);
      await settled(standIn, 1);
      expect(JSON.parse(standIn.to("/chat")[0]!.body).text).toContain("SMAL-2345: client application from Alex Morgan (Fewer than 1,000 followers)");
      expect(await kept()).toEqual([]);
      await worker.scheduled(SPEND_CRON);
      await settled(standIn, 1);
    } finally {
      await worker.close();
      await standIn.close();
    }
  });

  judgementHostCases("the Cloudflare Worker", async (settings, country) => {
    const worker = await startWorker(settings, {}, country ? { country } : {}, { leadRules: EXAMPLE_RULES_FILE });
    // Each copy from a visitor of its own: the Worker takes five a minute from one address.
    let visitor = 0;
    const send = (request: Request) => {
      request.headers.set("CF-Connecting-IP", `198.51.100.${++visitor}`);
      return worker.send(request);
    };
    return { origin: worker.origin, path: LEAD_RELAY_PATH, send, close: worker.close };
  });
});
