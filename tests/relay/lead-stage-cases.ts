import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { CONSENT_FIELD, CONSENTED } from "~/forms/form-definition";
import { LEAD_RELAY_PATH, LEAD_STAGE_PATH } from "~/lib/site-endpoints.mjs";
import { STAGES } from "../../relay/lead-stages.mjs";
import { destinationsStandIn, settled, type Received } from "./destinations-stand-in";
import { leadCopy, type CopyHost } from "./lead-copy-cases";

// The integration tests every host of LEAD_STAGE_PATH passes alike (the included server, the Cloudflare Worker under
// workerd): a lead's copy as the browser sends it, then the agency's tool reporting its stages, every destination
// stood in for.

/**
 * Where the visitor of these tests is, as Cloudflare places an address: the Worker reads all of it from `request.cf`,
 * the included server the country from the `CF-IPCountry` header of the proxy it trusts.
 */
export const VISITOR_PLACE = { country: "GB", city: "London", region: "England", regionCode: "ENG", postalCode: "SW1A 1AA" };

/** Meta's own Business SDK's hash of a normalised identifier: what the relay's must equal. */
const { ServerSideUtils } = createRequire(import.meta.url)("facebook-nodejs-business-sdk") as {
  ServerSideUtils: { normalizeAndHash(input: string, field: string): string };
};
const metaHash = (input: string, field: string) => ServerSideUtils.normalizeAndHash(input, field);

/** A token as the agency would set it: a random string of at least 32 characters. */
export const STAGE_TOKEN = "suite-stage-token-7f3a9c1e5b2d8f40a6c";

type StandIn = Awaited<ReturnType<typeof destinationsStandIn>>;

/** The event a platform received in a request, and the request's id for a repeat. */
const eventOf = (request: Received) => JSON.parse(request.body).data[0];

/**
 * @param name the host, as the tests name it
 * @param start starts the host with the relay's settings (every destination, pointing at the stand-in), retrying a
 *   failed delivery within a second, its visitors at VISITOR_PLACE
 * @param knows what the host knows of where its visitors are: the country alone, or the whole place
 */
export function leadStageCases(name: string, start: (settings: Record<string, string>) => Promise<CopyHost>, knows: "country" | "place") {
  interface Session {
    readonly standIn: StandIn;
    sendCopy(overrides?: Record<string, string>): Promise<Response>;
    report(body: unknown, headers?: Record<string, string>): Promise<Response>;
    forget(reference: string, headers?: Record<string, string>): Promise<Response>;
  }

  /** The host with LEAD_STAGE_TOKEN set (unless told), and the stand-in answering as told; both closed after `body`. */
  async function withHost(body: (session: Session) => Promise<void>, { answer, token = true }: { answer?: (request: Received, index: number) => number; token?: boolean } = {}) {
    const standIn = await destinationsStandIn(answer);
    const host = await start({ ...standIn.settings, ...(token ? { LEAD_STAGE_TOKEN: STAGE_TOKEN } : {}) });
    const authorised = { Authorization: `Bearer ${STAGE_TOKEN}` };
    const session: Session = {
      standIn,
      sendCopy: (overrides = {}) =>
        host.send(
          new Request(`${host.origin}${LEAD_RELAY_PATH}`, {
            method: "POST",
            body: leadCopy(overrides),
            headers: { Accept: "application/json", Referer: `${host.origin}/lp/spring`, "CF-IPCountry": VISITOR_PLACE.country },
          }),
        ),
      report: (report, headers = authorised) =>
        host.send(new Request(`${host.origin}${LEAD_STAGE_PATH}`, { method: "POST", body: JSON.stringify(report), headers: { "Content-Type": "application/json", ...headers } })),
      forget: (reference, headers = authorised) => host.send(new Request(`${host.origin}${LEAD_STAGE_PATH}/${reference}`, { method: "DELETE", headers })),
    };
    try {
      await body(session);
    } finally {
      await host.close();
      await standIn.close();
    }
  }

  const consenting = { [CONSENT_FIELD]: CONSENTED };

  describe(`${name}: a lead's stages`, () => {
    it("reach each platform once per stage, keyed <reference>:<stage>, with the lead's own person and click, the value with client; a stage again, even eight times at the same moment, sends nothing", async () => {
      await withHost(async ({ standIn, sendCopy, report }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        const lead = { meta: eventOf(standIn.to("/graph")[0]!), tiktok: eventOf(standIn.to("/tiktok")[0]!) };

        expect((await report({ reference: "K7QM-3XPA", stage: "qualified" })).status).toBe(202);
        expect((await report({ reference: "K7QM-3XPA", stage: "booked" })).status).toBe(202);
        // Reported eight times at the same moment (the agency's tool, its retries, a webhook): each platform hears it once.
        const atOnce = await Promise.all(Array.from({ length: 8 }, (_, index) => report({ reference: index % 2 ? "K7QM-3XPA" : "k7qm-3xpa", stage: "client", value: 4800, currency: "EUR" })));
        expect(atOnce.map((answer) => answer.status)).toEqual(atOnce.map(() => 202));
        await settled(standIn, 10);

        const meta = standIn.to("/graph").slice(1);
        const tiktok = standIn.to("/tiktok").slice(1);
        expect(meta.map((request) => request.headers["idempotency-key"]).sort()).toEqual(["K7QM-3XPA:booked", "K7QM-3XPA:client", "K7QM-3XPA:qualified"]);
        for (const request of meta) {
          const event = eventOf(request);
          const stage = event.event_id.split(":")[1] as keyof typeof STAGES;
          expect(event).toMatchObject({ event_name: STAGES[stage].meta, action_source: "system_generated", user_data: lead.meta.user_data });
          expect(event.user_data.fbc).toBe(lead.meta.user_data.fbc);
          expect(event.custom_data.value, stage).toBe(stage === "client" ? 4800 : undefined);
          expect(event.custom_data.currency, stage).toBe(stage === "client" ? "EUR" : undefined);
        }
        expect(tiktok.map((request) => eventOf(request).event_id).sort()).toEqual(["K7QM-3XPA:booked", "K7QM-3XPA:client", "K7QM-3XPA:qualified"]);
        for (const request of tiktok) {
          const event = eventOf(request);
          const stage = event.event_id.split(":")[1] as keyof typeof STAGES;
          expect(event).toMatchObject({ event: STAGES[stage].tiktok, user: lead.tiktok.user });
          expect(event.user.ttclid).toBe("TTtest123");
          expect(event.properties.value, stage).toBe(stage === "client" ? 4800 : undefined);
        }

        expect((await report({ reference: "K7QM-3XPA", stage: "client", value: 5000, currency: "EUR" })).status).toBe(202);
        await settled(standIn, 10);
      });
    });

    it("carry who sent the lead as the platforms match it, the same in its Lead and its client stage: e-mail, phone with the visitor's country, names, the place the host knows, one ID", async () => {
      await withHost(async ({ standIn, sendCopy, report }) => {
        const application = { fullName: "María-José O'Neil", email: "Maria@Brand.com", age: "31", instagramId: "@mariajose", phoneNumber: "07911 123456", followers: "12000", goals: "A spring launch" };
        expect((await sendCopy({ ...consenting, ...application })).status).toBe(202);
        await settled(standIn, 4);
        expect((await report({ reference: "K7QM-3XPA", stage: "client", value: "4800", currency: "EUR" })).status).toBe(202);
        await settled(standIn, 6);
        const [metaLead, metaClient] = standIn.to("/graph").map(eventOf);
        const [tiktokLead, tiktokClient] = standIn.to("/tiktok").map(eventOf);
        const person = { em: [metaHash("maria@brand.com", "em")], ph: [metaHash("447911123456", "ph")], fn: [metaHash("maríajosé", "fn")], ln: [metaHash("oneil", "ln")] };
        const place =
          knows === "place"
            ? { country: [metaHash("gb", "country")], ct: [metaHash("london", "ct")], st: [metaHash("england", "st")], zp: [metaHash("sw1a1aa", "zp")] }
            : { country: [metaHash("gb", "country")] };
        const externalId = metaHash("k7qm-3xpa", "external_id");
        expect(metaLead.event_name).toBe("Lead");
        expect(metaLead.user_data).toMatchObject({ ...person, ...place, external_id: [externalId], fbc: expect.stringMatching(/^fb\.1\.\d+\.FBtest/) });
        if (knows === "country") expect(Object.keys(metaLead.user_data)).not.toEqual(expect.arrayContaining(["ct"]));
        expect(metaClient.event_id).toBe("K7QM-3XPA:client");
        expect(metaClient.user_data).toEqual(metaLead.user_data);
        expect(tiktokLead.user).toMatchObject({ email: person.em[0], phone: person.ph[0], external_id: externalId, ttclid: "TTtest123" });
        expect(tiktokClient.user).toEqual(tiktokLead.user);
        // The agency's own tool gets the number as typed.
        expect(JSON.parse(standIn.to("/webhook")[0]!.body).fields.phoneNumber).toBe("07911 123456");
      });
    });

    it("are refused for a lead sent without the tick (404), and nothing is sent", async () => {
      await withHost(async ({ standIn, sendCopy, report }) => {
        expect((await sendCopy()).status).toBe(202);
        await settled(standIn, 2);
        expect((await report({ reference: "K7QM-3XPA", stage: "booked" })).status).toBe(404);
        expect((await report({ reference: "K7QM-3XPA", stage: "client", value: 4800, currency: "EUR" })).status).toBe(404);
        await settled(standIn, 2);
      });
    });

    it("are refused without the token (401), and with a bad stage, value or currency (400 naming the field)", async () => {
      await withHost(async ({ standIn, sendCopy, report }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        const booked = { reference: "K7QM-3XPA", stage: "booked" };
        expect((await report(booked, { Authorization: `Bearer ${STAGE_TOKEN.slice(0, -1)}x` })).status).toBe(401);
        expect((await report(booked, {})).status).toBe(401);
        const refused = async (body: unknown) => {
          const answer = await report(body);
          expect(answer.status, JSON.stringify(body)).toBe(400);
          return Object.keys((await answer.json()).errors);
        };
        expect(await refused({ reference: "K7QM-3XPA", stage: "signed" })).toEqual(["stage"]);
        expect(await refused({ reference: "K7QM-3XPA", stage: "booked", value: 10 })).toEqual(["value"]);
        expect(await refused({ reference: "K7QM-3XPA", stage: "client", value: "4,800", currency: "EUR" })).toEqual(["value"]);
        expect(await refused({ reference: "K7QM-3XPA", stage: "client", value: 4800, currency: "EURO" })).toEqual(["currency"]);
        expect(await refused({ reference: "K7QM-3XPA", stage: "client", value: 4800 })).toEqual(["currency"]);
        expect(await refused({ reference: "not a reference", stage: "booked" })).toEqual(["reference"]);
        await settled(standIn, 4);
      });
    });

    it("are not tried again when a platform refuses them (400), and are when it fails (503)", async () => {
      let failures = 0;
      const answer = (request: Received) => {
        if (!request.body.includes("K7QM-3XPA:booked")) return 200;
        if (request.path.startsWith("/graph")) return 400;
        return failures++ < 1 ? 503 : 200;
      };
      await withHost(
        async ({ standIn, sendCopy, report }) => {
          expect((await sendCopy(consenting)).status).toBe(202);
          await settled(standIn, 4);
          expect((await report({ reference: "K7QM-3XPA", stage: "booked" })).status).toBe(202);
          await settled(standIn, 7);
          expect(standIn.to("/graph").filter((request) => request.body.includes("K7QM-3XPA:booked"))).toHaveLength(1);
          expect(standIn.to("/tiktok").filter((request) => request.body.includes("K7QM-3XPA:booked"))).toHaveLength(2);
        },
        { answer },
      );
    });

    it("stop once the lead is forgotten: the host removes what it kept and says so, and a stage for it is 404", async () => {
      await withHost(async ({ standIn, sendCopy, report, forget }) => {
        expect((await sendCopy(consenting)).status).toBe(202);
        await settled(standIn, 4);
        expect((await forget("K7QM-3XPA", { Authorization: "Bearer wrong" })).status).toBe(401);
        expect((await forget("not-a-reference")).status).toBe(400);
        const forgotten = await forget("K7QM-3XPA");
        expect(forgotten.status).toBe(200);
        const { removed } = await forgotten.json();
        expect(Object.values(removed as Record<string, number>).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
        expect((await report({ reference: "K7QM-3XPA", stage: "booked" })).status).toBe(404);
        const again = await forget("K7QM-3XPA");
        expect(Object.values((await again.json()).removed as Record<string, number>).every((count) => count === 0)).toBe(true);
        await settled(standIn, 4);
      });
    });

    it("do not exist without LEAD_STAGE_TOKEN (404), and the lead's copy is relayed as before", async () => {
      await withHost(
        async ({ standIn, sendCopy, report, forget }) => {
          expect((await sendCopy(consenting)).status).toBe(202);
          await settled(standIn, 4);
          expect((await report({ reference: "K7QM-3XPA", stage: "booked" })).status).toBe(404);
          expect((await forget("K7QM-3XPA")).status).toBe(404);
          await settled(standIn, 4);
        },
        { token: false },
      );
    });
  });
}
