import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BOOKING_PATH, LEAD_STAGE_PATH, META_LEADS_PATH, NUMBERS_PAGE_PATH, NUMBERS_PATH, SPEND_PATH, TIKTOK_LEADS_PATH } from "~/lib/site-endpoints.mjs";
import { HOST_CASE_LIMIT_MS, HOST_WAIT_LIMIT_MS } from "../hang-limits";
import { NUMBERS_TOKEN } from "../numbers/numbers-cases";
import { SPEND_TOKEN } from "../numbers/spend-cases";
import { destinationsStandIn, settled, type Received } from "./destinations-stand-in";
import { graphStandIn, graphTime, leadgenDelivery, META_LEADS_VERIFY_TOKEN, metaSignature, TIKTOK_APP_SECRET, type GraphLead } from "./lead-ads-stand-in";
import type { CopyHost } from "./lead-copy-cases";
import { STAGE_TOKEN } from "./lead-stage-cases";
import { BOOKING_SECRET, calBody, hmac } from "./booking-cases";
import type { ReceivedMail } from "./mail-stand-in";

// The integration tests every host of the platforms' lead webhooks passes alike (the included server, the Cloudflare
// Worker under workerd): Meta's deliveries signed and shaped as Meta's, its Graph API and TikTok's webhook stood in for
// (lead-ads-stand-in.ts, ../shared/background/instant-forms.md), every destination of a lead stood in for.

export const TIKTOK_CRM_EVENT_SET_ID = "7301234567890123456";
export const REPLY_FROM = "replies@agency.example";

/** A host of the platforms' lead webhooks. */
export interface LeadAdsHost extends CopyHost {
  /** Every mail the host sent (the replies and the agency's own). */
  mails(): Promise<ReceivedMail[]>;
  logs(): readonly string[];
  /** Runs the hourly catch-up once, as the host's clock or Cron Trigger would. */
  catchUp(): Promise<void>;
  /** Whether `mails` shows a mail's Reply-To (workerd's `send_email` emulation logs From, To and Subject only). */
  readonly mailsShowReplyTo: boolean;
  /** The leads in the inbox file `npm run inbox` lists, where the host has one. */
  readonly inbox?: () => Promise<{ reference: string; form: string; fields: Record<string, string> }[]>;
}

/** A 17-digit lead ID, which a JavaScript number would change (98765432109876543 → …540), and a 15-digit one. */
const LEAD_17 = "98765432109876543";
const LEAD_15 = "123456789012345";
/** TikTok's 19-digit IDs, sent as JSON numbers. */
const TIKTOK_LEAD = "7312345678901234567";
const TIKTOK_CAMPAIGN = "1789012345678901234";
const FORM = "918273645501234";
const CAMPAIGN = "120210000000000017";

const now = () => Date.now();

/** A lead as Meta's Graph API gives it, made `minutesAgo` before now. */
export const graphLead = (id: string, name: string, email: string, minutesAgo = 1): GraphLead => ({
  id,
  form_id: FORM,
  created_time: graphTime(now() - minutesAgo * 60_000),
  campaign_id: CAMPAIGN,
  campaign_name: "Spring leads",
  adset_id: "120210000000000018",
  ad_id: "120210000000000019",
  is_organic: false,
  platform: "ig",
  field_data: [
    { name: "full_name", values: [name] },
    { name: "email", values: [email] },
    { name: "phone_number", values: ["+447911123456"] },
    { name: "monthly_budget", values: ["5,000–10,000 €"] },
  ],
  custom_disclaimer_responses: [{ checkbox_key: "marketing_optin", is_checked: "1" }],
});

/** TikTok's lead webhook, its IDs as JSON numbers, written as TikTok writes them. */
const tiktokDelivery = () =>
  `{"object":1,"entry":[{"id":${TIKTOK_LEAD},"lead_source":"INSTANT_FORM","page_id":7301111111111111111,"advertiser_id":7302222222222222222,"campaign_id":${TIKTOK_CAMPAIGN},"adgroup_id":1789012345678901235,"ad_id":1789012345678901236,"create_time":${Math.floor(now() / 1000)},"changes":[{"field":"name","value":"Zoë Ångström"},{"field":"email","value":"zoe@brand.tiktok.example"},{"field":"company_name","value":"Brand Ltd"}]}],"time":${Math.floor(now() / 1000)}}`;

/** TikTok's signature: the body with its non-ASCII characters escaped, keyed with the app's secret (relay/instant-forms/tiktok-leads.mjs). */
const tiktokSignature = (body: string, secret = TIKTOK_APP_SECRET) =>
  createHmac("sha256", secret)
    .update(body.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`))
    .digest("hex");

const chatTexts = (received: readonly Received[]) => received.filter((request) => request.path.startsWith("/chat")).map((request) => JSON.parse(request.body).text as string);
const webhookBodies = (received: readonly Received[]) => received.filter((request) => request.path.startsWith("/webhook")).map((request) => JSON.parse(request.body));

/**
 * @param name the host, as the tests name it
 * @param start starts the host with the settings given (every destination and the Graph API pointing at the stand-ins)
 */
export function leadAdsCases(name: string, start: (settings: Record<string, string>) => Promise<LeadAdsHost>, { stopsOnBadSetting }: { stopsOnBadSetting: boolean }) {
  async function withHosts(body: (context: { host: LeadAdsHost; standIn: Awaited<ReturnType<typeof destinationsStandIn>>; graph: Awaited<ReturnType<typeof graphStandIn>> }) => Promise<void>, extra: Record<string, string> = {}) {
    const [standIn, graph] = await Promise.all([destinationsStandIn(), graphStandIn()]);
    const host = await start({
      ...standIn.settings,
      META_GRAPH_URL: graph.graphUrl,
      TIKTOK_CRM_EVENT_SET_ID,
      NUMBERS_TOKEN,
      SPEND_TOKEN,
      LEAD_STAGE_TOKEN: STAGE_TOKEN,
      BOOKING_WEBHOOK_SECRET: BOOKING_SECRET,
      REPLY_FROM,
      ...extra,
    });
    try {
      await body({ host, standIn, graph });
    } finally {
      await host.close();
      await Promise.all([standIn.close(), graph.close()]);
    }
  }

  const post = (host: LeadAdsHost, path: string, body: string, headers: Record<string, string>) =>
    host.send(new Request(`${host.origin}${path}`, { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } }));
  const deliverMeta = (host: LeadAdsHost, body: string, signature: string | null = metaSignature(body)) => post(host, META_LEADS_PATH, body, signature === null ? {} : { "X-Hub-Signature-256": signature });
  const numbers = async (host: LeadAdsHost) => {
    const answer = await host.send(new Request(`${host.origin}${NUMBERS_PATH}`, { headers: { Authorization: `Bearer ${NUMBERS_TOKEN}` } }));
    expect(answer.status).toBe(200);
    return (await answer.json()) as {
      rows: { landingPage: string; source: string; campaign: string; campaignId: string; leads: number; clients: number }[];
      waits: { source: string; leads: number; averageMs: number; longestMs: number }[];
      campaigns: { platform: string; campaignId: string; joined: boolean; leads: number; spend: { costPerLead: Record<string, number> | null } }[];
      spend: { unjoined: Record<string, number> };
    };
  };
  const stage = (host: LeadAdsHost, report: object) => post(host, LEAD_STAGE_PATH, JSON.stringify(report), { Authorization: `Bearer ${STAGE_TOKEN}` });

  describe(`${name}: Meta's Instant Form leads`, () => {
    it(
      "a signed delivery of two leads → two leads with their answers in the chat, the webhook, the e-mails and the inbox, Meta told each by its exact ID, counted under their campaign with its spend; the same delivery again, and twice at once, adds nothing",
      { timeout: HOST_CASE_LIMIT_MS },
      async () => {
        await withHosts(async ({ host, standIn, graph }) => {
          graph.addForm(FORM, "Spring offer form");
          graph.addLead(graphLead(LEAD_17, "Zoë Brand", "zoe@brand.example"));
          graph.addLead(graphLead(LEAD_15, "Max Müller", "max@brand.example"));
          const delivery = leadgenDelivery([LEAD_17, LEAD_15].map((id) => ({ leadgen_id: id, form_id: FORM, ad_id: "120210000000000019", created_time: Math.floor(now() / 1000) })));

          // The handshake: the challenge as plain text for the verify token, 403 for any other.
          const handshake = (token: string) => host.send(new Request(`${host.origin}${META_LEADS_PATH}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`));
          const shaken = await handshake(META_LEADS_VERIFY_TOKEN);
          expect([shaken.status, await shaken.text(), shaken.headers.get("content-type")]).toEqual([200, "1158201444", "text/plain; charset=utf-8"]);
          expect((await handshake("not-the-verify-token")).status).toBe(403);
          // A delivery without a signature, or signed with another secret: refused, nothing read or kept.
          expect((await deliverMeta(host, delivery, null)).status).toBe(401);
          expect((await deliverMeta(host, delivery, metaSignature(delivery, "fedcba9876543210fedcba9876543210"))).status).toBe(403);
          expect((await deliverMeta(host, `${delivery} `, metaSignature(delivery))).status).toBe(403);

          expect((await deliverMeta(host, delivery)).status).toBe(200);
          await settled(standIn, 4);
          await expect.poll(() => graph.events().length).toBe(2);
          expect(graph.calls.filter((call) => call.method === "GET").every((call) => !call.query.has("access_token"))).toBe(true);

          const hooks = webhookBodies(standIn.received);
          const zoe = hooks.find((hook) => hook.platform_lead.lead_id === LEAD_17);
          expect(zoe).toMatchObject({
            form: "meta-instant-form",
            fields: { name: "Zoë Brand", email: "zoe@brand.example", phoneNumber: "+447911123456" },
            platform_lead: { platform: "meta", lead_id: LEAD_17, form_id: FORM, form_name: "Spring offer form", campaign_id: CAMPAIGN, campaign_name: "Spring leads", is_organic: false },
          });
          expect(zoe.fields.message).toContain("monthly_budget: 5,000–10,000 €");
          expect(zoe.fields.message).toContain("marketing_optin: ticked");
          const texts = chatTexts(standIn.received);
          expect(texts).toHaveLength(2);
          for (const text of texts) expect(text).toMatch(/Meta Instant Form "Spring offer form", campaign "Spring leads"/);
          expect(texts.join("\n")).toContain(zoe.reference);

          // Meta's Conversion Leads: the lead's first stage by its ID alone, written as the number it is.
          const events = graph.events();
          expect(events.some((body) => body.includes(`"lead_id":${LEAD_17}`))).toBe(true);
          expect(events.some((body) => body.includes(`"lead_id":${LEAD_15}`))).toBe(true);
          for (const body of events) {
            expect(body).toContain('"action_source":"system_generated"');
            expect(body).not.toMatch(/"em"|"ph"|"fn"|client_ip_address/);
          }

          // The reply to each, with its reference, and the agency's own e-mail with the answers.
          await expect.poll(async () => (await host.mails()).length).toBe(4);
          const mails = await host.mails();
          expect(mails.find((mail) => mail.to.includes("zoe@brand.example"))?.text).toContain(zoe.reference);
          const agency = mails.find((mail) => mail.subject.includes(zoe.reference) && mail.subject.startsWith("New lead"));
          expect(agency?.text).toContain("monthly_budget: 5,000–10,000 €");
          if (host.mailsShowReplyTo) expect(agency?.replyTo).toContain("zoe@brand.example");
          if (host.inbox) expect((await host.inbox()).filter((lead) => lead.form === "meta-instant-form")).toHaveLength(2);

          // The same delivery again, then twice at the same moment: no lead more anywhere.
          expect((await deliverMeta(host, delivery)).status).toBe(200);
          const twice = await Promise.all([deliverMeta(host, delivery), deliverMeta(host, delivery)]);
          expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
          await settled(standIn, 4, 1_000);
          expect(graph.events()).toHaveLength(2);

          // Counted under the campaign's ID, with no landing page; its spend joins them.
          const report = await numbers(host);
          expect(report.rows.filter((row) => row.campaignId === CAMPAIGN)).toMatchObject([{ landingPage: "(no landing page)", source: "meta", leads: 2 }]);
          // How long they waited for the chat, counted once its message was delivered.
          await expect.poll(async () => (await numbers(host)).waits).toMatchObject([{ source: "meta", leads: 2 }]);
          const page = await (await host.send(new Request(`${host.origin}${NUMBERS_PAGE_PATH}`, { headers: { Authorization: `Basic ${btoa(`staff:${NUMBERS_TOKEN}`)}` } }))).text();
          expect(page).toContain("no landing page");
          expect(page).not.toContain("0.0 %");
          expect(page).toContain("Meta Instant Form");
          const csv = `day,platform,campaign_id,campaign_name,amount,currency\n${new Date().toISOString().slice(0, 10)},meta,${CAMPAIGN},Spring leads,90.50,EUR\n`;
          expect((await post(host, SPEND_PATH, csv, { "Content-Type": "text/csv", Authorization: `Bearer ${SPEND_TOKEN}` })).status).toBe(200);
          const joined = await numbers(host);
          expect(joined.campaigns.find((campaign) => campaign.campaignId === CAMPAIGN)).toMatchObject({ joined: true, leads: 2, spend: { costPerLead: { EUR: 45.25 } } });
          expect(joined.spend.unjoined).toEqual({});

          // A client, with its value: Meta hears it by the lead's exact ID.
          expect((await stage(host, { reference: zoe.reference, stage: "client", value: 4800, currency: "EUR" })).status).toBe(202);
          await expect.poll(() => graph.events().length).toBe(3);
          const client = JSON.parse(graph.events()[2]!.replace(`"lead_id":${LEAD_17}`, `"lead_id":"${LEAD_17}"`));
          expect(client.data[0]).toMatchObject({ event_name: "client", action_source: "system_generated", user_data: { lead_id: LEAD_17 }, custom_data: { event_source: "crm", lead_event_source: "agency-website", value: 4800, currency: "EUR" } });

          // The other lead books its call through the link its reply carried: Meta hears it booked, by its ID.
          const max = hooks.find((hook) => hook.platform_lead.lead_id === LEAD_15);
          const booking = calBody("BOOKING_CREATED", { metadata: { reference: max.reference } });
          expect((await post(host, BOOKING_PATH, booking, { "X-Cal-Signature-256": hmac(booking) })).status).toBe(200);
          await expect.poll(() => graph.events().length).toBe(4);
          expect(graph.events()[3]).toMatch(new RegExp(`"event_name":"booked".*"lead_id":${LEAD_15}`));
        });
      },
    );

    it("Meta throttling, then a token revoked: the leads wait, the chat is told once which setting to mend, and both leads arrive once Meta answers", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      await withHosts(async ({ host, standIn, graph }) => {
        graph.addForm(FORM, "Spring offer form");
        graph.addLead(graphLead(LEAD_17, "Zoë Brand", "zoe@brand.example"));
        graph.addLead(graphLead(LEAD_15, "Max Müller", "max@brand.example"));
        graph.throttle(2);
        expect((await deliverMeta(host, leadgenDelivery([{ leadgen_id: LEAD_17, form_id: FORM, created_time: Math.floor(now() / 1000) }]))).status).toBe(200);
        await expect.poll(() => webhookBodies(standIn.received).length, { timeout: HOST_WAIT_LIMIT_MS }).toBe(1);
        expect(graph.readsOf(LEAD_17).length).toBeGreaterThanOrEqual(3);

        graph.setMood("revoked");
        expect((await deliverMeta(host, leadgenDelivery([{ leadgen_id: LEAD_15, form_id: FORM, created_time: Math.floor(now() / 1000) }]))).status).toBe(200);
        await expect.poll(() => graph.readsOf(LEAD_15).length, { timeout: HOST_WAIT_LIMIT_MS }).toBeGreaterThanOrEqual(3);
        // The warning goes through the outbox or queue like any chat message: it arrives, once, however often the read failed.
        const warnings = () => chatTexts(standIn.received).filter((text) => text.startsWith("Meta's Instant Form leads cannot be read"));
        await expect.poll(() => warnings().length, { timeout: HOST_WAIT_LIMIT_MS }).toBe(1);
        expect(warnings()[0]).toMatch(/META_LEADS_TOKEN/);
        expect(webhookBodies(standIn.received)).toHaveLength(1);

        graph.setMood("answer");
        await expect.poll(() => webhookBodies(standIn.received).length, { timeout: HOST_WAIT_LIMIT_MS }).toBe(2);
        // Each lead's webhook and chat message, and the one warning: nothing more.
        await settled(standIn, 5, 1_000);
        expect(warnings()).toHaveLength(1);
      });
    });

    it("a lead whose webhook never came arrives with the hourly catch-up, once however often it runs; a client's stage goes to TikTok's CRM event set by its 19-digit ID; forgetting a lead forgets it", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      await withHosts(async ({ host, standIn, graph }) => {
        graph.addForm(FORM, "Spring offer form");
        graph.addLead(graphLead(LEAD_17, "Zoë Brand", "zoe@brand.example", 50));
        await host.catchUp();
        await expect.poll(() => webhookBodies(standIn.received).length).toBe(1);
        expect(webhookBodies(standIn.received)[0].platform_lead.lead_id).toBe(LEAD_17);
        await host.catchUp();
        // Its webhook, late: nothing new either.
        expect((await deliverMeta(host, leadgenDelivery([{ leadgen_id: LEAD_17, form_id: FORM, created_time: Math.floor(now() / 1000) - 3000 }]))).status).toBe(200);
        await settled(standIn, 2, 1_000);

        // TikTok: refused unsigned or signed with another secret; its lead whole from the delivery, its IDs exact.
        const body = tiktokDelivery();
        expect((await post(host, TIKTOK_LEADS_PATH, body, {})).status).toBe(401);
        expect((await post(host, TIKTOK_LEADS_PATH, body, { "X-Open-Signature": tiktokSignature(body, "another-app-secret-0000") })).status).toBe(403);
        expect((await post(host, TIKTOK_LEADS_PATH, body, { "X-Open-Signature": tiktokSignature(body) })).status).toBe(200);
        expect((await post(host, TIKTOK_LEADS_PATH, body, { "X-Open-Signature": tiktokSignature(body) })).status).toBe(200);
        await expect.poll(() => webhookBodies(standIn.received).length).toBe(2);
        const tiktok = webhookBodies(standIn.received)[1];
        expect(tiktok).toMatchObject({ form: "tiktok-instant-form", fields: { name: "Zoë Ångström", email: "zoe@brand.tiktok.example" }, platform_lead: { lead_id: TIKTOK_LEAD, campaign_id: TIKTOK_CAMPAIGN } });
        await expect.poll(() => chatTexts(standIn.received).filter((text) => text.includes("TikTok Instant Form")).length).toBe(1);
        await expect.poll(() => standIn.to("/tiktok").length).toBe(1);
        expect(standIn.to("/tiktok")[0]!.body).toContain(`"lead_id":"${TIKTOK_LEAD}"`);

        expect((await stage(host, { reference: tiktok.reference, stage: "client", value: "1200", currency: "USD" })).status).toBe(202);
        await expect.poll(() => standIn.to("/tiktok").length).toBe(2);
        expect(JSON.parse(standIn.to("/tiktok")[1]!.body)).toMatchObject({ event_source: "crm", event_source_id: TIKTOK_CRM_EVENT_SET_ID, data: [{ event: "client", lead: { lead_id: TIKTOK_LEAD }, properties: { value: 1200, currency: "USD" } }] });

        const forgot = await host.send(new Request(`${host.origin}${LEAD_STAGE_PATH}/${tiktok.reference}`, { method: "DELETE", headers: { Authorization: `Bearer ${STAGE_TOKEN}` } }));
        expect(forgot.status).toBe(200);
        expect((await stage(host, { reference: tiktok.reference, stage: "booked" })).status).toBe(404);
        if (host.inbox) expect((await host.inbox()).some((lead) => lead.reference === tiktok.reference)).toBe(false);
      });
    });

    it("a delivery of 1,000 changes is answered while Meta has answered none of its reads, and every lead is read from what was kept", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      await withHosts(
        async ({ host, graph }) => {
          const ids = Array.from({ length: 1000 }, (_, index) => `${90000000000000000n + BigInt(index)}`);
          graph.setMood("hang");
          const delivery = leadgenDelivery(ids.map((id) => ({ leadgen_id: id, form_id: FORM, created_time: Math.floor(now() / 1000) })));
          expect((await deliverMeta(host, delivery)).status).toBe(200);
          graph.setMood("throttle");
          await expect.poll(() => new Set(graph.calls.map((call) => call.path)).size, { timeout: HOST_WAIT_LIMIT_MS, interval: 500 }).toBeGreaterThanOrEqual(1000);
          expect(ids.every((id) => graph.readsOf(id).length > 0)).toBe(true);
        },
        // Nowhere else to send them: the case is the delivery's keeping, not the relay's.
        { LEAD_WEBHOOK_URL: "", LEAD_NOTIFY_URL: "", META_PIXEL_ID: "", TIKTOK_PIXEL_ID: "", TIKTOK_CRM_EVENT_SET_ID: "", LEAD_STAGE_TOKEN: "", BOOKING_WEBHOOK_SECRET: "", REPLY_FROM: "" },
      );
    });

    it(`with Meta's settings half set, ${stopsOnBadSetting ? "the host does not start" : "both addresses do not exist and the log says why"}, naming what is missing`, { timeout: HOST_CASE_LIMIT_MS }, async () => {
      const standIn = await destinationsStandIn();
      const missing = /META_LEADS_TOKEN is set, so META_PAGE_ID and META_LEADS_VERIFY_TOKEN must be set too/;
      const settings = { ...standIn.settings, META_LEADS_TOKEN: "a-system-user-token", META_PAGE_ID: "", META_LEADS_VERIFY_TOKEN: "", TIKTOK_APP_SECRET: "" };
      try {
        if (stopsOnBadSetting) {
          await expect(start(settings)).rejects.toThrow(missing);
          return;
        }
        const host = await start(settings);
        try {
          expect((await host.send(new Request(`${host.origin}${META_LEADS_PATH}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`))).status).toBe(404);
          // workerd hands its log lines over after the answer.
          await expect.poll(() => host.logs().some((line) => line.startsWith("The Instant Form leads are off:") && missing.test(line)), { timeout: HOST_WAIT_LIMIT_MS }).toBe(true);
        } finally {
          await host.close();
        }
      } finally {
        await standIn.close();
      }
    });

    it("without their settings, both addresses do not exist (404)", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      await withHosts(
        async ({ host }) => {
          expect((await host.send(new Request(`${host.origin}${META_LEADS_PATH}?hub.mode=subscribe&hub.verify_token=${META_LEADS_VERIFY_TOKEN}&hub.challenge=1`))).status).toBe(404);
          expect((await post(host, TIKTOK_LEADS_PATH, tiktokDelivery(), {})).status).toBe(404);
        },
        { META_LEADS_TOKEN: "", META_PAGE_ID: "", META_LEADS_VERIFY_TOKEN: "", TIKTOK_APP_SECRET: "" },
      );
    });
  });
}
