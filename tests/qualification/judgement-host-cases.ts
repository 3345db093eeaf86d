import { describe, expect, it } from "vitest";
import { nextStepId } from "~/lib/lead-judgement.mjs";
import { HOST_CASE_LIMIT_MS } from "../hang-limits";
import { destinationsStandIn, settled } from "../relay/destinations-stand-in";
import { EXAMPLE_RULES, JUDGEMENT_CASES } from "./judgement-cases";

// The hosts judge each lead of the table (judgement-cases.ts) as the island does, with the country they know: the
// agency's tool hears the outcome in its webhook, the chat says a fit or a not-a-fit lead so first.

/** A host that takes a lead, started with the agency's webhook and chat pointing at the stand-in, placing its visitors in `country`. */
export interface JudgingHost {
  readonly origin: string;
  /** Where the browser sends the lead: the local inbox, or the copy's address. */
  readonly path: string;
  send(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** What the browser posts for a lead of the table (app/forms/send-lead.ts). */
export function postedLead(fields: Record<string, string>, reference: string, more: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, reference, ...more })) body.append(name, value);
  return body;
}

/** The table's references, one per case, in the site's alphabet. */
const referenceOf = (index: number) => `JDG${String.fromCharCode(65 + index)}-2345`;

export function judgementHostCases(name: string, start: (settings: Record<string, string>, country: string | undefined) => Promise<JudgingHost>) {
  describe(`${name}: each lead judged by the agency's rules`, () => {
    // One host per country the table places its visitors in (the cases without one go to the first).
    const countries = [...new Set(JUDGEMENT_CASES.map((item) => item.country))].filter((country) => country !== undefined);
    it.each(countries)("in %s: every case of the table reaches the webhook and the chat with its outcome", { timeout: HOST_CASE_LIMIT_MS }, async (country) => {
      const cases = JUDGEMENT_CASES.map((item, index) => ({ ...item, reference: referenceOf(index) })).filter((item) => item.country === country || (item.country === undefined && country === countries[0]));
      const standIn = await destinationsStandIn();
      const { LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET, LEAD_NOTIFY_URL } = standIn.settings;
      const host = await start({ LEAD_WEBHOOK_URL: LEAD_WEBHOOK_URL!, LEAD_WEBHOOK_SECRET: LEAD_WEBHOOK_SECRET!, LEAD_NOTIFY_URL: LEAD_NOTIFY_URL! }, country);
      try {
        for (const item of cases) {
          const response = await host.send(
            new Request(`${host.origin}${host.path}`, { method: "POST", body: postedLead(item.fields, item.reference, item.attribution), headers: { Accept: "application/json" } }),
          );
          expect(response.ok, item.name).toBe(true);
        }
        await settled(standIn, cases.length * 2);
        for (const item of cases) {
          const webhook = standIn.to("/webhook").find((request) => JSON.parse(request.body).reference === item.reference);
          expect(JSON.parse(webhook!.body).judgement, item.name).toMatchObject({ outcome: item.outcome, rule: item.rule });
          const chat = standIn.to("/chat").find((request) => request.body.includes(item.reference));
          const firstLine = String(JSON.parse(chat!.body).text).split("\n")[0];
          const said = { fit: `Fit lead (${item.rule}):`, "not-a-fit": `Not a fit (${item.rule}):`, review: `New ` }[item.outcome];
          expect(firstLine, item.name).toMatch(new RegExp(`^${said.replace(/[()]/g, "\\$&")}`));
        }
      } finally {
        await host.close();
        await standIn.close();
      }
    });
  });
}

/** Where a form sent without JavaScript ends, for each rule of the example. */
export const expectedNextStep = (rule: string) => `/thanks#${nextStepId(EXAMPLE_RULES.findIndex((item) => item.name === rule) + 1)}`;
