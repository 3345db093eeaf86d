import { describe, expect, it } from "vitest";
import { CONSENT_FIELD, CONSENTED } from "~/forms/form-definition";
import { LEAD_STAGE_PATH, NUMBERS_PATH } from "~/lib/site-endpoints.mjs";
import { NUMBERS_TOKEN } from "../numbers/numbers-cases";
import { STAGE_TOKEN } from "../relay/lead-stage-cases";
import { nextStepId } from "~/lib/lead-judgement.mjs";
import { HOST_CASE_LIMIT_MS } from "../hang-limits";
import { destinationsStandIn, settled } from "../relay/destinations-stand-in";
import { application, EXAMPLE_RULES, JUDGEMENT_CASES } from "./judgement-cases";

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
      const host = await start({ LEAD_WEBHOOK_URL: LEAD_WEBHOOK_URL!, LEAD_WEBHOOK_SECRET: LEAD_WEBHOOK_SECRET!, LEAD_NOTIFY_URL: LEAD_NOTIFY_URL!, NUMBERS_TOKEN }, country);
      try {
        for (const item of cases) {
          const response = await host.send(
            new Request(`${host.origin}${host.path}`, { method: "POST", body: postedLead(item.fields, item.reference, item.attribution), headers: { Accept: "application/json" } }),
          );
          expect(response.ok, item.name).toBe(true);
        }
        // Each lead's webhook, and its chat message but where its rule keeps it for the daily summary.
        await settled(standIn, cases.length * 2 - cases.filter((item) => item.inSummary).length);
        for (const item of cases) {
          const webhook = standIn.to("/webhook").find((request) => JSON.parse(request.body).reference === item.reference);
          expect(JSON.parse(webhook!.body).judgement, item.name).toMatchObject({ outcome: item.outcome, rule: item.rule });
          const chat = standIn.to("/chat").find((request) => request.body.includes(item.reference));
          if (item.inSummary) {
            expect(chat, item.name).toBeUndefined();
            continue;
          }
          const firstLine = String(JSON.parse(chat!.body).text).split("\n")[0];
          const said = { fit: `Fit lead (${item.rule}):`, "not-a-fit": `Not a fit (${item.rule}):`, review: `New ` }[item.outcome];
          expect(firstLine, item.name).toMatch(new RegExp(`^${said.replace(/[()]/g, "\\$&")}`));
        }
        // The numbers count each outcome, and the not-a-fit leads by their rule's reason.
        const count = (outcome: string) => cases.filter((item) => item.outcome === outcome).length;
        const numbers = await (await host.send(new Request(`${host.origin}${NUMBERS_PATH}`, { headers: { Authorization: `Bearer ${NUMBERS_TOKEN}` } }))).json();
        expect(numbers.totals.outcomes).toEqual({ fit: count("fit"), review: count("review"), notFit: count("not-a-fit") });
        const notFit = cases.filter((item) => item.outcome === "not-a-fit").map((item) => item.rule);
        const reasons = [...new Set(notFit)].map((reason) => ({ reason, leads: notFit.filter((rule) => rule === reason).length }));
        expect(numbers.notFitReasons ?? []).toEqual(expect.arrayContaining(reasons));
        expect(numbers.notFitReasons ?? []).toHaveLength(reasons.length);
      } finally {
        await host.close();
        await standIn.close();
      }
    });

    it("a fit lead whose rule says so is reported qualified to Meta and TikTok once, with its Lead's match, and not again when the team reports it", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      const standIn = await destinationsStandIn();
      const platforms = Object.fromEntries(Object.entries(standIn.settings).filter(([name]) => /^(META_(PIXEL_ID|CAPI_TOKEN|GRAPH_URL)|TIKTOK_(PIXEL_ID|EVENTS_TOKEN|EVENTS_URL))$/.test(name)));
      const host = await start({ ...platforms, LEAD_STAGE_TOKEN: STAGE_TOKEN }, undefined);
      const consenting = { [CONSENT_FIELD]: CONSENTED, first_touch_fbclid: "FBtest.AbC-123_x", first_touch_ttclid: "TTtest123" };
      const send = (fields: Record<string, string>, reference: string) =>
        host.send(new Request(`${host.origin}${host.path}`, { method: "POST", body: postedLead(fields, reference, consenting), headers: { Accept: "application/json" } }));
      try {
        expect((await send(application({ followers: "20000" }), "QF8T-2345")).ok).toBe(true);
        expect((await send(application({ age: "15", followers: "20000" }), "QYNG-2345")).ok).toBe(true);
        expect((await send(application(), "QREV-2345")).ok).toBe(true);
        // Each lead's Lead and SubmitForm, and the fit lead's QualifiedLead on each platform.
        await settled(standIn, 8);
        const events = (path: string) => standIn.to(path).map((request) => JSON.parse(request.body).data[0]);
        const meta = events("/graph");
        const qualified = meta.filter((event) => event.event_name === "QualifiedLead");
        expect(qualified.map((event) => event.event_id)).toEqual(["QF8T-2345:qualified"]);
        // The same person and click as its Lead event.
        expect(qualified[0].user_data).toEqual(meta.find((event) => event.event_name === "Lead" && event.event_id === "QF8T-2345").user_data);
        expect(events("/tiktok").filter((event) => event.event === "QualifiedLead").map((event) => event.event_id)).toEqual(["QF8T-2345:qualified"]);
        const report = await host.send(
          new Request(`${host.origin}${LEAD_STAGE_PATH}`, { method: "POST", body: JSON.stringify({ reference: "QF8T-2345", stage: "qualified" }), headers: { Authorization: `Bearer ${STAGE_TOKEN}`, "Content-Type": "application/json" } }),
        );
        expect(report.status).toBe(202);
        expect((await report.json()).message).toMatch(/before: nothing is sent again/);
        await settled(standIn, 8);
      } finally {
        await host.close();
        await standIn.close();
      }
    });
  });
}

/** Where a form sent without JavaScript ends, for each rule of the example. */
export const expectedNextStep = (rule: string) => `/thanks#${nextStepId(EXAMPLE_RULES.findIndex((item) => item.name === rule) + 1)}`;
