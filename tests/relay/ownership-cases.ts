import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BOOKING_PATH, LEAD_CLAIM_PATH, NUMBERS_PATH, SLACK_ACTIONS_PATH } from "~/lib/site-endpoints.mjs";
import type { SpeedReport } from "../../numbers/answer-speed.mjs";
import { claimLinkOf, CLAIM_LINK_LIFETIME_MS } from "../../relay/claim-actions.mjs";
import { BOOKING_SECRET, calBody, hmac } from "./booking-cases";
import { destinationsStandIn, settled } from "./destinations-stand-in";

// One lead claimed from the team's chat (docs/team.md), on every host that keeps owners: the included server and the
// Cloudflare Worker pass the same cases (relay/ownership/hosts.test.ts). The team is the documented example
// (tests/fixtures/team-example/): a lead of the "Brands" pool goes first to Ana (Slack member U01ANA0001), then Ben.

export const TEAM_FILE = "tests/fixtures/team-example/team.json";
export const CLAIM_SECRET = "the-suite-s-claim-link-secret-7c1e9a2b";
export const SLACK_SECRET = "8f3a2c1d9e7b6a5f4c3d2e1f0a9b8c7d";
const NUMBERS_TOKEN = "the-suite-s-numbers-token-5d2f8a1c9e";

export interface OwnershipHost {
  /** Where its claim page and Slack address answer. */
  readonly origin: string;
  /** Posts a lead, as the site's form does, with this reference. */
  post(reference: string): Promise<Response>;
  send(request: Request): Promise<Response>;
  close(): Promise<void>;
}

type StandIn = Awaited<ReturnType<typeof destinationsStandIn>>;

/** The chat's messages' texts, in order. */
const chatTexts = (standIn: StandIn) => standIn.to("/chat").map(({ body }) => (JSON.parse(body) as { text: string }).text);

/** A link the chat carries for a lead's action, at the host's own address (a built server names the published one). */
function linkIn(text: string, action: "Claim" | "Contacted", origin: string) {
  const found = new RegExp(`^${action}: (\\S+)$`, "m").exec(text)?.[1];
  if (!found) throw new Error(`No ${action} link in: ${text}`);
  const url = new URL(found);
  expect(url.pathname).toBe(LEAD_CLAIM_PATH);
  return `${origin}${url.pathname}${url.search}`;
}

/** The page's heading. */
const headingOf = async (response: Response) => /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1]?.replaceAll("&#39;", "'");

/** A press of a name on the page, as a browser without JavaScript posts the form. */
const press = (host: OwnershipHost, link: string, person: string) =>
  host.send(new Request(link, { method: "POST", body: new URLSearchParams({ person }), headers: { "Content-Type": "application/x-www-form-urlencoded" } }));

/** A Slack click, signed with `secret` at `timestamp` (seconds), by the member `user`, on the lead's `action` button. */
export function slackClick(origin: string, responseUrl: string, { user, action, reference, timestamp = Math.floor(Date.now() / 1000), secret = SLACK_SECRET }: { user: string; action: string; reference: string; timestamp?: number; secret?: string }) {
  const payload = {
    type: "block_actions",
    user: { id: user, username: "someone", team_id: "T0AGENCY1" },
    team: { id: "T0AGENCY1", domain: "agency" },
    response_url: responseUrl,
    message: { type: "message", text: `New client application from Alex Morgan, reference ${reference}\nOwner: <@U01ANA0001>`, ts: "1764840000.000100" },
    actions: [{ type: "button", action_id: action, block_id: `lead:${reference}`, value: reference, text: { type: "plain_text", text: action }, action_ts: "1764840001.000200" }],
  };
  const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
  const signature = `v0=${createHmac("sha256", secret).update(`v0:${timestamp}:${body}`).digest("hex")}`;
  return new Request(`${origin}${SLACK_ACTIONS_PATH}`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Slack-Request-Timestamp": String(timestamp), "X-Slack-Signature": signature } });
}

export function ownershipCases(name: string, start: (settings: Record<string, string>) => Promise<OwnershipHost>) {
  describe(`${name}: a lead claimed from the chat`, () => {
    it("by a link: the page claims without JavaScript, once for two presses at once; an altered or expired link is refused; a booking with a team event's host hands it to them", async () => {
      const standIn = await destinationsStandIn();
      const host = await start({ LEAD_NOTIFY_URL: `${standIn.url}/chat`, LEAD_CLAIM_SECRET: CLAIM_SECRET, BOOKING_WEBHOOK_SECRET: BOOKING_SECRET, NUMBERS_TOKEN });
      try {
        expect((await host.post("CLM2-2345")).ok).toBe(true);
        await settled(standIn, 1);
        const [text = ""] = chatTexts(standIn);
        expect(text).toMatch(/^Owner: <@U01ANA0001>$/m);
        const claim = linkIn(text, "Claim", host.origin);
        const contacted = linkIn(text, "Contacted", host.origin);

        // The page asks who claims it: the pool's people, not one away; no script, a policy that allows none.
        const asked = await host.send(new Request(claim));
        expect(asked.status).toBe(200);
        expect(asked.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/);
        expect(asked.headers.get("Content-Security-Policy")).not.toMatch(/script-src/);
        const page = await asked.text();
        expect(page).not.toMatch(/<script/i);
        expect([...page.matchAll(/<button name="person" value="([^"]+)"/g)].map((found) => found[1])).toEqual(["Ana Silva", "Ben Okafor"]);
        // A chat's preview of the link (a GET) changed nothing.
        expect(standIn.received).toHaveLength(1);

        // Two presses at the same moment: one claim.
        const [first, second] = await Promise.all([press(host, claim, "Ben Okafor"), press(host, claim, "Ana Silva")]);
        const headings = [await headingOf(first), await headingOf(second)];
        expect(headings.filter((heading) => heading?.startsWith("Claimed: it is yours"))).toHaveLength(1);
        expect(headings.filter((heading) => heading === "Already claimed")).toHaveLength(1);
        await settled(standIn, 2);
        expect(chatTexts(standIn)[1]).toMatch(/^(Ben Okafor|Ana Silva) claimed lead CLM2-2345 \(\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\)$/);
        expect(await headingOf(await host.send(new Request(claim)))).toBe("Already claimed");

        // Altered (another lead's reference under this signature) and expired links change nothing.
        const altered = new URL(claim);
        altered.searchParams.set("lead", "CLM3-2345");
        const refusedAltered = await host.send(new Request(altered, { method: "POST", body: new URLSearchParams({ person: "Ana Silva" }), headers: { "Content-Type": "application/x-www-form-urlencoded" } }));
        expect([refusedAltered.status, await headingOf(refusedAltered)]).toEqual([403, "This link is not one the site made"]);
        const expired = new URL(await claimLinkOf({ secret: CLAIM_SECRET, origin: host.origin }, "CLM2-2345", "claim", Date.now() - CLAIM_LINK_LIFETIME_MS - 60_000));
        const refusedExpired = await press(host, expired.href, "Ana Silva");
        expect([refusedExpired.status, await headingOf(refusedExpired)]).toEqual([410, "This link has expired"]);
        await settled(standIn, 2);

        // Booked with Ben through a team event: he owns it, and the booking is its first answer.
        const booking = calBody("BOOKING_CREATED", { metadata: { reference: "CLM2-2345" }, organizer: { name: "Ben Okafor", email: "Ben@example.com", timeZone: "Europe/London" } });
        expect((await host.send(new Request(`${host.origin}${BOOKING_PATH}`, { method: "POST", body: booking, headers: { "Content-Type": "application/json", "X-Cal-Signature-256": hmac(booking) } }))).status).toBe(200);
        const after = await (await host.send(new Request(contacted))).text();
        expect(after).toContain("<h1>Already answered</h1>");
        expect(after).toMatch(/<dt>Owner<\/dt><dd>Ben Okafor<\/dd>/);

        // The numbers: Ben's lead, answered within five minutes (its booking), booked.
        const numbers = await host.send(new Request(`${host.origin}${NUMBERS_PATH}`, { headers: { Authorization: `Bearer ${NUMBERS_TOKEN}` } }));
        const { speed } = (await numbers.json()) as { speed: SpeedReport };
        expect(speed.people).toEqual([expect.objectContaining({ name: "Ben Okafor", weight: 1, leads: 1, contact: expect.objectContaining({ answered: 1, within5MinShare: 1 }) })]);
        expect(speed.bands[0]).toEqual({ band: "within 5 minutes", leads: 1, booked: 1, clients: 0 });
      } finally {
        await host.close();
        await standIn.close();
      }
    });

    it("by a Slack button: a signed click claims and updates the message; a forged, old or replayed click is refused and changes nothing", async () => {
      const standIn = await destinationsStandIn();
      const host = await start({ LEAD_NOTIFY_URL: `${standIn.url}/chat`, SLACK_SIGNING_SECRET: SLACK_SECRET, SLACK_RESPONSE_ORIGIN: standIn.url });
      const responseUrl = `${standIn.url}/slack-response/T0AGENCY1/1234/abcd`;
      try {
        expect((await host.post("SLK2-2345")).ok).toBe(true);
        await settled(standIn, 1);
        const message = JSON.parse(standIn.to("/chat")[0]!.body) as { text: string; blocks: { type: string; elements?: { action_id: string; value: string }[] }[] };
        expect(message.text).toMatch(/^Owner: <@U01ANA0001>$/m);
        expect(message.blocks.find((block) => block.type === "actions")?.elements?.map(({ action_id, value }) => [action_id, value])).toEqual([
          ["claim", "SLK2-2345"],
          ["contacted", "SLK2-2345"],
        ]);

        const click = slackClick(host.origin, responseUrl, { user: "U01ANA0001", action: "claim", reference: "SLK2-2345" });
        const replay = click.clone();
        const answered = await host.send(click);
        expect([answered.status, await answered.text()]).toEqual([200, ""]);
        await settled(standIn, 2);
        const update = JSON.parse(standIn.to("/slack-response")[0]!.body) as { replace_original: boolean; text: string; blocks: { type: string; elements?: { action_id: string }[] }[] };
        expect(update.replace_original).toBe(true);
        expect(update.text).toMatch(/\nAna Silva claimed lead SLK2-2345 \(\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\)$/);
        expect(update.blocks.find((block) => block.type === "actions")?.elements?.map(({ action_id }) => action_id)).toEqual(["contacted"]);

        // Refused, each with nothing changed: a forged signature, a timestamp six minutes old, the same click again.
        const forged = slackClick(host.origin, responseUrl, { user: "U01ANA0001", action: "contacted", reference: "SLK2-2345", secret: "0".repeat(32) });
        const old = slackClick(host.origin, responseUrl, { user: "U01ANA0001", action: "contacted", reference: "SLK2-2345", timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
        for (const refused of [forged, old, replay]) expect((await host.send(refused)).status).toBe(401);
        await settled(standIn, 2);

        // A later claim is told, privately, who has it; someone Slack knows but the team does not, that they are not in it.
        expect((await host.send(slackClick(host.origin, responseUrl, { user: "U01CHL0003", action: "claim", reference: "SLK2-2345" }))).status).toBe(200);
        await settled(standIn, 3);
        expect((await host.send(slackClick(host.origin, responseUrl, { user: "U09NOBODY9", action: "claim", reference: "SLK2-2345" }))).status).toBe(200);
        await settled(standIn, 4);
        const [later, stranger] = standIn.to("/slack-response").slice(1).map(({ body }) => JSON.parse(body) as { response_type: string; replace_original: boolean; text: string });
        expect(later).toMatchObject({ response_type: "ephemeral", replace_original: false, text: expect.stringMatching(/^Ana Silva claimed this lead on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/) });
        expect(stranger).toMatchObject({ response_type: "ephemeral", replace_original: false, text: expect.stringMatching(/Slack member ID \(U09NOBODY9\) is not one of the team's/) });
      } finally {
        await host.close();
        await standIn.close();
      }
    });
  });
}
