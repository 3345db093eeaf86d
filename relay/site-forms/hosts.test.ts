// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKING_PATH, LEAD_RELAY_PATH, LEAD_STAGE_PATH, META_LEADS_PATH, NUMBERS_PAGE_PATH, NUMBERS_PATH, SPEND_PATH, SPEND_PULL_PATH, TIKTOK_LEADS_PATH } from "~/lib/site-endpoints.mjs";
import * as checks from "~/forms/inbox-check";
import netlifyFunction, { config as netlifyConfig } from "../../netlify/functions/lead-relay.mts";
import netlifyStages, { config as netlifyStagesConfig } from "../../netlify/functions/lead-stage.mts";
import netlifyBooking, { config as netlifyBookingConfig } from "../../netlify/functions/booking-reports.mts";
import netlifyNumbers, { config as netlifyNumbersConfig } from "../../netlify/functions/numbers.mts";
import netlifyInstantForms, { config as netlifyInstantFormsConfig } from "../../netlify/functions/platform-lead-webhooks.mts";
import { startTestSite } from "../../server/site-under-test";
import { destinationsStandIn } from "../../tests/relay/destinations-stand-in";
import { leadCopyCases } from "../../tests/relay/lead-copy-cases";
import { RUNS_WORKER, startWorker, warmUpWorker } from "../../tests/relay/worker-under-test";
import { answerLeadCopy } from "./function-hosts.mjs";
import { sendWithRetries } from "../send-with-retries.mjs";
import { relaySettings } from "../lead-relay-settings.mjs";
import { WORKER_WARM_UP_LIMIT_MS } from "../../tests/hang-limits";

// The hosts of `/api/lead` pass the same integration tests (tests/relay/lead-copy-cases.ts): the included server, the
// Netlify Function invoked through its documented signature, and the Cloudflare Worker under workerd, Cloudflare's
// runtime (Miniflare, which needs Node 22: `npm run test:node-versions` runs it under Node 22, RUNS_WORKER).

const ORIGIN = "http://localhost:8788";

leadCopyCases("the included server", async (settings) => {
  const site = await startTestSite({ localInbox: false, relay: relaySettings(settings), outboxOptions: { log: () => undefined } });
  return { origin: site.url, send: (request) => fetch(request), close: site.close };
});

/** The Netlify Function with the settings in its environment, each answer's work after it awaited as Netlify would. */
leadCopyCases("a Netlify Function", async (settings) => {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  const work: Promise<unknown>[] = [];
  return {
    origin: ORIGIN,
    // As Netlify hands it over: a request read from the network, its body bytes (not the sender's FormData).
    send: async (request) => {
      const body = request.body ? await request.arrayBuffer() : undefined;
      const received = new Request(request.url, { method: request.method, headers: request.headers, ...(body ? { body } : {}) });
      return netlifyFunction(received, { ip: "203.0.113.7", waitUntil: (promise) => work.push(promise) });
    },
    close: async () => {
      await Promise.all(work);
      process.env = saved;
    },
  };
});


describe.runIf(RUNS_WORKER)("under workerd", () => {
  beforeAll(() => warmUpWorker(), WORKER_WARM_UP_LIMIT_MS);
  leadCopyCases("the Cloudflare Worker", async (settings) => {
    const worker = await startWorker(settings);
    // Each request from a visitor of its own: the Worker limits copies per address (its own test).
    let visitors = 0;
    const send = (request: Request) => {
      const headers = new Headers(request.headers);
      headers.set("CF-Connecting-IP", `198.51.100.${++visitors}`);
      return worker.send(new Request(request, { headers }));
    };
    return { origin: worker.origin, send, close: worker.close };
  });
});

/** A contact lead's copy, as the browser sends it. */
function copyRequest() {
  const body = new FormData();
  for (const [name, value] of Object.entries({ name: "Zoë", email: "zoe@brand.com", message: "Hello", reference: "K7QM-3XPA" })) body.append(name, value);
  return new Request(`${ORIGIN}${LEAD_RELAY_PATH}`, { method: "POST", body });
}

describe("a function host", () => {
  it("serves the relay's path on Netlify", () => {
    expect(netlifyConfig.path).toBe(LEAD_RELAY_PATH);
  });

  it("on Netlify answers a lead's stage 501, naming the hosts that take it", async () => {
    expect(netlifyStagesConfig.path).toEqual([LEAD_STAGE_PATH, `${LEAD_STAGE_PATH}/*`]);
    const answer = netlifyStages();
    expect(answer.status).toBe(501);
    expect((await answer.json()).message).toMatch(/included server.*Cloudflare Worker/);
  });

  it("on Netlify answers a scheduler's booking 501, naming the hosts that take it", async () => {
    expect(netlifyBookingConfig.path).toBe(BOOKING_PATH);
    const answer = netlifyBooking();
    expect(answer.status).toBe(501);
    expect((await answer.json()).message).toMatch(/included server.*Cloudflare Worker/);
  });

  it("on Netlify answers the platforms' lead webhooks 501, naming the hosts that take them", async () => {
    expect(netlifyInstantFormsConfig.path).toEqual([META_LEADS_PATH, TIKTOK_LEADS_PATH]);
    const answer = netlifyInstantForms();
    expect(answer.status).toBe(501);
    expect((await answer.json()).message).toMatch(/included server.*Cloudflare Worker/);
  });

  it("on Netlify answers the numbers' addresses 501, naming the hosts that count them", async () => {
    expect(netlifyNumbersConfig.path).toEqual([NUMBERS_PATH, NUMBERS_PAGE_PATH, SPEND_PATH, SPEND_PULL_PATH]);
    const answer = netlifyNumbers();
    expect(answer.status).toBe(501);
    expect((await answer.json()).message).toMatch(/included server.*Cloudflare Worker/);
  });

  it("on Netlify answers the visitor's copy before a destination that never answers, and finishes the work after", async () => {
    const silent = await destinationsStandIn(() => undefined);
    let work: Promise<unknown> | undefined;
    const started = performance.now();
    const response = await answerLeadCopy(copyRequest(), {
      checks,
      env: { LEAD_NOTIFY_URL: `${silent.url}/chat` },
      keep: async (deliveries, settings) => void (work = sendWithRetries(deliveries, settings, { log: () => undefined, retryDelays: [] })),
      log: () => undefined,
    });
    expect(response.status).toBe(202);
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect.poll(() => silent.received.length).toBe(1);
    await silent.close();
    await work;
  });

  it("relays nothing with nothing configured (404), and with a setting given half says so in its log, not to the visitor", async () => {
    const lines: string[] = [];
    const keep = async () => undefined;
    const request = () => new Request(`${ORIGIN}${LEAD_RELAY_PATH}`, { method: "POST", body: new FormData() });
    expect((await answerLeadCopy(request(), { checks, env: {}, keep, log: (line) => lines.push(line) })).status).toBe(404);
    const misconfigured = await answerLeadCopy(request(), { checks, env: { META_PIXEL_ID: "123456789012345" }, keep, log: (line) => lines.push(line) });
    expect(misconfigured.status).toBe(500);
    expect(await misconfigured.text()).not.toContain("META");
    expect(lines).toEqual(["No lead is relayed: META_PIXEL_ID is set, so META_CAPI_TOKEN must be set too"]);
  });

  it("answers 503 when the host cannot keep a lead's deliveries, so nothing is acknowledged that is not kept", async () => {
    const lines: string[] = [];
    const response = await answerLeadCopy(copyRequest(), {
      checks,
      env: { LEAD_NOTIFY_URL: "https://hooks.example.com/chat" },
      keep: () => Promise.reject(new Error("Queue is over its limit")),
      log: (line) => lines.push(line),
    });
    expect(response.status).toBe(503);
    expect(lines).toEqual(["Lead K7QM-3XPA: its deliveries could not be kept (Queue is over its limit)"]);
  });

  it("on Netlify tries a failing destination three times, then logs it given up, naming the reference and never a field", async () => {
    const failing = await destinationsStandIn(() => 503);
    const lines: string[] = [];
    await answerLeadCopy(copyRequest(), {
      checks,
      env: { LEAD_NOTIFY_URL: `${failing.url}/chat` },
      keep: (deliveries, settings) => sendWithRetries(deliveries, settings, { log: (line) => lines.push(line), retryDelays: [10, 20] }),
      log: (line) => lines.push(line),
    });
    await failing.close();
    expect(failing.received).toHaveLength(3);
    expect(lines).toEqual(["Lead K7QM-3XPA → notify: given up (HTTP 503) after 3 tries"]);
  });
});
