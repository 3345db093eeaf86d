// @vitest-environment node
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LEAD_REFERENCE_PATTERN } from "~/forms/lead-reference.mjs";
import { metaCrmEventBody } from "../crm-events.mjs";
import { fieldsOfAnswers, platformReference, relayedLeadOf } from "./lead-from-answers.mjs";
import { instantFormSettings } from "./settings.mjs";
import { DEFAULT_META_GRAPH_URL, relaySettings } from "../lead-relay-settings.mjs";
import { leadgenChangesOf, metaLeadOf, parseExactly } from "./meta-leads.mjs";
import { tiktokLeadsOf, tiktokSignatureMatches } from "./tiktok-leads.mjs";
import { judgementOf } from "../judged-lead.mjs";
import { deliveriesOf } from "../lead-deliveries.mjs";
import { stageDeliveriesOf } from "../lead-stages.mjs";
import { matchOf } from "../lead-match.mjs";
import type { LeadRule } from "~/lib/lead-judgement.mjs";

const META = { META_LEADS_TOKEN: "token", META_PAGE_ID: "104729365810293", META_LEADS_VERIFY_TOKEN: "a-verify-token-of-16", META_APP_SECRET: "0123456789abcdef0123456789abcdef" };

describe("the platforms' own forms' settings", () => {
  it("are off when none is set, and name what is missing or wrong when one is", () => {
    expect(instantFormSettings({})).toBeUndefined();
    expect(instantFormSettings(META)?.meta).toMatchObject({ pageId: META.META_PAGE_ID, graphUrl: DEFAULT_META_GRAPH_URL });
    expect(() => instantFormSettings({ META_PAGE_ID: META.META_PAGE_ID })).toThrow("META_PAGE_ID is set, so META_LEADS_TOKEN and META_LEADS_VERIFY_TOKEN must be set too");
    expect(() => instantFormSettings({ ...META, META_APP_SECRET: "" })).toThrow(/META_APP_SECRET must be set too: Meta signs/);
    expect(() => instantFormSettings({ ...META, META_APP_SECRET: "not-hex" })).toThrow(/32 hexadecimal characters/);
    expect(() => instantFormSettings({ ...META, META_PAGE_ID: "My Page" })).toThrow(/META_PAGE_ID must be the Facebook Page's number/);
    expect(() => instantFormSettings({ ...META, META_LEADS_VERIFY_TOKEN: "short" })).toThrow(/at least 16 characters/);
    expect(instantFormSettings({ TIKTOK_APP_SECRET: "a-tiktok-app-secret" })?.tiktok).toEqual({ appSecret: "a-tiktok-app-secret" });
    expect(() => relaySettings({ TIKTOK_CRM_EVENT_SET_ID: "7301234567890123456" })).toThrow("TIKTOK_CRM_EVENT_SET_ID is set, so TIKTOK_EVENTS_TOKEN must be set too");
  });
});

describe("a platform's lead", () => {
  it("has the same reference every time it arrives, in the site's reference alphabet", async () => {
    const reference = await platformReference("meta", "98765432109876543");
    expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
    expect(await platformReference("meta", "98765432109876543")).toBe(reference);
    expect(await platformReference("tiktok", "98765432109876543")).not.toBe(reference);
  });

  it("keeps its name, e-mail and phone (placed in its country) as the site's forms do, every other answer and consent box in the message", () => {
    const fields = fieldsOfAnswers(
      [
        ["first_name", ["Zoë"]],
        ["last_name", ["Brand"]],
        ["email", ["zoe@brand.example"]],
        ["phone_number", ["07911 123456"]],
        ["country", ["GB"]],
        ["what_do_you_need?", ["Paid social\u0007 and influencers"]],
      ],
      [{ key: "terms", checked: true }],
    );
    expect(fields).toEqual({
      name: "Zoë Brand",
      email: "zoe@brand.example",
      phoneNumber: "+447911123456",
      message: "country: GB\nwhat_do_you_need?: Paid social  and influencers\n\nConsent boxes of the form:\nterms: ticked",
    });
  });

  it("keeps every ID as its digits, a 17- or 19-digit one included, never through a JavaScript number", () => {
    const delivery = parseExactly('{"object":"page","entry":[{"id":"1","changes":[{"field":"leadgen","value":{"leadgen_id":98765432109876543,"form_id":"9","page_id":"1"}},{"field":"feed","value":{}}]}]}');
    expect(leadgenChangesOf(delivery)).toEqual([{ leadgenId: "98765432109876543", formId: "9", pageId: "1" }]);
    expect(leadgenChangesOf(parseExactly('{"object":"user","entry":[]}'))).toBeNull();
    const [lead] = tiktokLeadsOf(parseExactly('{"object":1,"entry":[{"id":7312345678901234567,"campaign_id":1789012345678901234,"changes":[{"field":"email","value":"a@b.example"}]}]}')) ?? [];
    expect(lead?.platformLead).toMatchObject({ platform: "tiktok", leadId: "7312345678901234567", campaignId: "1789012345678901234", organic: false });
    expect(tiktokLeadsOf(parseExactly('{"object":2,"entry":[{"id":1}]}'))).toEqual([]);
    const read = metaLeadOf({ id: "98765432109876543", created_time: "2026-11-29T09:12:44+0000", field_data: [], form_id: "9" }, {});
    expect(read?.platformLead).toMatchObject({ createdAt: "2026-11-29T09:12:44.000Z", organic: true });
    const body = metaCrmEventBody({ reference: "K7QM-3XPA", platformLead: { platform: "meta", leadId: "98765432109876543" } }, { stage: "lead", time: 1 }, { pixelId: "1", token: "t", graphUrl: "https://graph.example" });
    expect(body).toContain('"lead_id":98765432109876543');
  });

  it("from TikTok is signed over its body with every non-ASCII character escaped, as TikTok signs it", async () => {
    const body = '{"object":1,"entry":[{"id":1,"changes":[{"field":"name","value":"Zoë 🦊"}]}]}';
    const sign = (text: string) => createHmac("sha256", "secret-of-the-app").update(text).digest("hex");
    const escaped = body.replace("ë", "\\u00eb").replace("🦊", "\\ud83e\\udd8a");
    expect(await tiktokSignatureMatches(sign(escaped), body, "secret-of-the-app")).toBe(true);
    expect(await tiktokSignatureMatches(sign(escaped), body, "another-secret")).toBe(false);
    expect(await tiktokSignatureMatches(sign(escaped), body.replace("Zoë", "Zoe"), "secret-of-the-app")).toBe(false);
    expect(await tiktokSignatureMatches(null, body, "secret-of-the-app")).toBe(false);
  });
});

describe("a platform's lead judged by the agency's rules", () => {
  it("by its answers to the form's own questions: a fit one reported qualified at once to its platform by its lead ID", async () => {
    const rules: LeadRule[] = [
      { type: "fit", name: "Budget of 10k or more", when: [{ field: "answer", question: "monthly_budget", test: "contains any of", value: "10k, 25k" }], reportQualified: true },
      { type: "review", name: "Everyone else", when: [] },
    ];
    const settings = { ...relaySettings({ META_PIXEL_ID: "123456789012345", META_CAPI_TOKEN: "token" }), rules };
    const read = metaLeadOf({ id: "98765432109876543", created_time: "2026-11-29T09:12:44+0000", form_id: "9", field_data: [{ name: "email", values: ["a@b.example"] }, { name: "monthly_budget", values: ["10k to 25k"] }] }, {})!;
    const lead = await relayedLeadOf(read, Date.parse("2026-11-29T09:13:00Z"));
    expect(judgementOf(lead, rules)).toMatchObject({ outcome: "fit", rule: "Budget of 10k or more" });
    const stage = (await deliveriesOf(lead, settings)).find((delivery) => delivery.destination === "stage");
    expect(JSON.parse(stage!.body)).toEqual({ reference: lead.reference, stage: "qualified" });
    const [event] = stageDeliveriesOf(await matchOf(lead, settings), { reference: lead.reference, stage: "qualified" }, settings, Date.parse("2026-11-29T09:14:00Z"));
    expect(event!.body).toContain('"lead_id":98765432109876543');
    expect(JSON.parse(event!.body).data[0]).toMatchObject({ event_name: "qualified", action_source: "system_generated" });
    // Its first answer from the team (the chat's Contacted, docs/team.md) goes back the same way, as Conversion Leads' stage.
    const [contacted] = stageDeliveriesOf(await matchOf(lead, settings), { reference: lead.reference, stage: "contacted" }, settings, Date.parse("2026-11-29T09:15:00Z"));
    expect(contacted!.body).toContain('"lead_id":98765432109876543');
    expect(JSON.parse(contacted!.body).data[0]).toMatchObject({ event_name: "contacted", action_source: "system_generated" });
    const smaller = await relayedLeadOf({ ...read, answers: { ...read.answers, monthly_budget: "under 5k" } }, Date.parse("2026-11-29T09:13:00Z"));
    expect((await deliveriesOf(smaller, settings)).some((delivery) => delivery.destination === "stage")).toBe(false);
  });
});
