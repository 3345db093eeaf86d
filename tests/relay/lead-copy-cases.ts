import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CONSENT_FIELD, CONSENTED } from "~/forms/form-definition";
import { LEAD_RELAY_PATH } from "~/lib/site-endpoints.mjs";
import { destinationsStandIn, settled } from "./destinations-stand-in";

// The integration tests every host of `/api/lead` passes alike (the included server, the Cloudflare Worker under
// workerd, a Netlify Function): a lead's copy as the browser sends it, every destination stood in for.

/** A host answering at `LEAD_RELAY_PATH`, started with the relay's settings. */
export interface CopyHost {
  /** The site's origin, as the browser that sends the copy knows it. */
  readonly origin: string;
  /** Sends a request to the host as a browser of the site would, and gives its answer. */
  send(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** The copy a visitor's form sends (app/forms/send-lead.ts), from a landing page they reached through an ad. */
export function leadCopy(overrides: Record<string, string> = {}) {
  const body = new FormData();
  const fields = {
    name: "Zoë Brand",
    email: "  Zoe@Brand.COM ",
    message: "Hello",
    reference: "K7QM-3XPA",
    landing_page: "/lp/spring: Spring launch",
    first_touch_landing_page: "/",
    first_touch_utm_source: "instagram",
    first_touch_utm_campaign: "spring",
    first_touch_fbclid: "FBtest.AbC-123_x",
    first_touch_ttclid: "TTtest123",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * @param name the host, as the tests name it
 * @param start starts the host with the relay's settings (every destination, pointing at the stand-in)
 */
export function leadCopyCases(name: string, start: (settings: Record<string, string>) => Promise<CopyHost>) {
  /** The host and the stand-in, both closed after `body`. */
  async function withHost(body: (host: CopyHost, standIn: Awaited<ReturnType<typeof destinationsStandIn>>, post: (body: BodyInit, headers?: Record<string, string>) => Promise<Response>) => Promise<void>) {
    const standIn = await destinationsStandIn();
    const host = await start(standIn.settings);
    const post = (payload: BodyInit, headers: Record<string, string> = {}) =>
      host.send(new Request(`${host.origin}${LEAD_RELAY_PATH}`, { method: "POST", body: payload, headers: { Accept: "application/json", Referer: `${host.origin}/lp/spring`, ...headers } }));
    try {
      await body(host, standIn, post);
    } finally {
      await host.close();
      await standIn.close();
    }
  }

  describe(`${name}: a lead's copy`, () => {
    it("with the box ticked reaches the agency's tool (signed), its chat, Meta and TikTok, once each, with its page", async () => {
      await withHost(async (_, standIn, post) => {
        const response = await post(leadCopy({ [CONSENT_FIELD]: CONSENTED }));
        expect(response.status).toBe(202);
        await settled(standIn, 4, 100);
        const [webhook] = standIn.to("/webhook");
        const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(webhook!.headers["x-lead-signature"])) ?? [];
        expect(v1).toBe(createHmac("sha256", standIn.settings.LEAD_WEBHOOK_SECRET!).update(`${t}.${webhook!.body}`).digest("hex"));
        expect(webhook!.headers["idempotency-key"]).toBe("K7QM-3XPA");
        expect(JSON.parse(webhook!.body)).toMatchObject({
          reference: "K7QM-3XPA",
          form: "contact",
          attribution: { first_touch_utm_campaign: "spring" },
          landing_page: "/lp/spring: Spring launch",
          conversions_consent: true,
        });
        expect(standIn.to("/chat")).toHaveLength(1);
        const [meta] = JSON.parse(standIn.to("/graph")[0]!.body).data;
        expect(meta).toMatchObject({ event_name: "Lead", event_id: "K7QM-3XPA", custom_data: { landing_page: "/lp/spring: Spring launch" } });
        expect(meta.user_data.em).toEqual([sha256("zoe@brand.com")]);
        expect(meta.user_data.fbc).toMatch(/^fb\.1\.\d{13}\.FBtest\.AbC-123_x$/);
        const [tiktok] = JSON.parse(standIn.to("/tiktok")[0]!.body).data;
        expect(tiktok).toMatchObject({ event_id: "K7QM-3XPA", user: { ttclid: "TTtest123" } });
      });
    });

    it("without the tick reaches the agency's tool and its chat only", async () => {
      await withHost(async (_, standIn, post) => {
        expect((await post(leadCopy())).status).toBe(202);
        await settled(standIn, 2, 100);
        expect(standIn.received.map((request) => request.path.split("?")[0]).sort()).toEqual(["/chat", "/webhook"]);
      });
    });

    it("is refused, saying why, for another method, too large, of another kind, incomplete or unreferenced; a bot's is relayed nowhere", async () => {
      await withHost(async (host, standIn, post) => {
        expect((await host.send(new Request(`${host.origin}${LEAD_RELAY_PATH}`))).status).toBe(405);
        expect((await post(leadCopy({ message: "x".repeat(70_000) }))).status).toBe(413);
        expect((await post("name=Zoë", { "Content-Type": "text/plain" })).status).toBe(415);
        const incomplete = await post(leadCopy({ email: "" }));
        expect(incomplete.status).toBe(400);
        expect((await incomplete.json()).errors).toHaveProperty("email");
        const unreferenced = await post(leadCopy({ reference: "not-a-reference" }));
        expect(unreferenced.status).toBe(400);
        expect((await unreferenced.json()).errors).toHaveProperty("reference");
        expect((await post(leadCopy({ botcheck: "on" }))).status).toBe(202);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(standIn.received).toEqual([]);
      });
    });
  });
}
