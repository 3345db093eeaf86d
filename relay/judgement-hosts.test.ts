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

describe.runIf(RUNS_WORKER)("under workerd", () => {
  beforeAll(() => warmUpWorker(), WORKER_WARM_UP_LIMIT_MS);
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
