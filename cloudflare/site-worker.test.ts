// @vitest-environment node
import { request as httpRequest } from "node:http";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_FIELD, CONSENTED } from "~/forms/form-definition";
import { REFERENCE_ALPHABET } from "~/forms/lead-reference.mjs";
import { LEAD_RELAY_PATH } from "~/lib/site-endpoints.mjs";
import type { Delivery } from "../relay/lead-deliveries.mjs";
import { STAGE_MATCH_KEPT_FOR_MS } from "../relay/lead-stages.mjs";
import { loadInboxChecks, readBuildInfo } from "../server/build-info.mjs";
import { createSiteServer } from "../server/server.mjs";
import { EDITOR_PATH, HOST_FILES } from "../server/security-headers.mjs";
import { destinationsStandIn, type Received } from "../tests/relay/destinations-stand-in";
import { STAGE_TOKEN } from "../tests/relay/lead-stage-cases";
import { RUNS_WORKER, startWorker } from "../tests/relay/worker-under-test";
import { createSiteWorker, QUEUES, type SiteEnv } from "./site-worker";
import { HOST_CASE_LIMIT_MS, HOST_WAIT_LIMIT_MS } from "../tests/hang-limits";

// The site as one Cloudflare Worker (wrangler.jsonc). Its answer to a copy is checked here in Node against a queue
// stood in for; the rest under workerd, from the same wrangler.jsonc a deploy reads (tests/relay/worker-under-test.ts):
// the built site as Cloudflare serves it, and a lead's deliveries through Cloudflare Queues' own retries.

/** The address a copy names; the Worker under workerd answers it at its own origin. */
const WORKER_ORIGIN = "https://www.example.com";

/** A contact lead's copy as the browser sends it, from a visitor at `ip`. */
function copyRequest(reference = "K7QM-3XPA", ip = "203.0.113.7", more: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ name: "Zoë Brand", email: "zoe@brand.com", message: "Hello from Zoë", reference, ...more })) body.append(name, value);
  return new Request(`${WORKER_ORIGIN}${LEAD_RELAY_PATH}`, { method: "POST", body, headers: { "CF-Connecting-IP": ip } });
}

describe("the Worker's answer to a lead's copy", () => {
  /** The Worker's env with the queue stood in for: what it was sent, or a refusal. */
  function env(settings: Record<string, string>, sendBatch: (messages: { body: Delivery }[]) => Promise<void>) {
    const refuse = () => Promise.reject(new Error("not used"));
    return { ...settings, ASSETS: { fetch: refuse }, LEAD_DELIVERIES: { send: refuse, sendBatch: (messages) => sendBatch([...messages]) }, LEAD_DELIVERIES_GIVEN_UP: { send: refuse, sendBatch: refuse } } as SiteEnv;
  }
  /** Work after the answer, run at once. */
  const ctx = { waitUntil: (work: Promise<unknown>) => void work };
  const settings = { LEAD_WEBHOOK_URL: "https://hooks.example.com/lead", LEAD_WEBHOOK_SECRET: "a-webhook-secret-of-the-agency", LEAD_NOTIFY_URL: "https://chat.example.com/hook" };

  it("keeps one queue message per delivery before it answers 202", async () => {
    const sent: Delivery[] = [];
    const response = await createSiteWorker({ log: () => undefined }).fetch(copyRequest(), env(settings, async (messages) => void sent.push(...messages.map(({ body }) => body))), ctx);
    expect(response.status).toBe(202);
    expect(sent.map(({ destination, reference }) => `${reference} → ${destination}`)).toEqual(["K7QM-3XPA → webhook", "K7QM-3XPA → notify"]);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("answers 503 when the queue refuses the messages, so the copy is not acknowledged", async () => {
    const lines: string[] = [];
    const response = await createSiteWorker({ log: (line) => lines.push(line) }).fetch(copyRequest(), env(settings, () => Promise.reject(new Error("Queue send failed"))), ctx);
    expect(response.status).toBe(503);
    expect(lines).toEqual(["Lead K7QM-3XPA: its deliveries could not be kept (Queue send failed)"]);
  });
});

describe.runIf(RUNS_WORKER)("under workerd, from wrangler.jsonc", () => {
  it("consumes the queues wrangler.jsonc names, the given-up one as the deliveries' dead letters", async () => {
    const { unstable_readConfig } = await import("wrangler");
    const { queues } = unstable_readConfig({ config: "wrangler.jsonc" });
    expect(queues.producers?.map(({ queue }: { queue: string }) => queue).sort()).toEqual(Object.values(QUEUES).sort());
    expect(queues.consumers?.map(({ queue, dead_letter_queue }: { queue: string; dead_letter_queue?: string }) => [queue, dead_letter_queue])).toEqual([
      [QUEUES.deliveries, QUEUES.givenUp],
      [QUEUES.givenUp, undefined],
    ]);
  });

  describe("the built site, as the included server serves it", () => {
    const BUILD = "build";
    let server: ReturnType<typeof createSiteServer>["server"];
    let worker: Awaited<ReturnType<typeof startWorker>>;
    beforeAll(async () => {
      const info = readBuildInfo(BUILD);
      const inboxFile = join(await mkdtemp(join(tmpdir(), "worker-compared-")), "inbox.jsonl");
      ({ server } = createSiteServer({ buildDir: BUILD, inboxFile, checks: await loadInboxChecks(BUILD, info), hsts: true }));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      worker = await startWorker();
    });
    afterAll(async () => {
      await worker?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    /** A request whose path reaches the host exactly as written (fetch would normalise it). */
    const raw = (port: number, path: string, method = "GET") =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
        const request = httpRequest({ host: "127.0.0.1", port, path, method }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        });
        request.on("error", reject);
        request.end();
      });
    const SECURITY = ["content-security-policy", "strict-transport-security", "x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy", "cross-origin-opener-policy", "cross-origin-resource-policy"];
    const security = (headers: Record<string, string | string[] | undefined>) => Object.fromEntries(SECURITY.map((name) => [name, headers[name]]));
    const serverPort = () => Number((server.address() as { port: number }).port);

    it("answers every built page, the editor, an unknown address, the host's files, HEAD and a traversal with the same status and security headers", async () => {
      const pages = readBuildInfo(BUILD).pages.map((page) => page.path).filter((path) => path !== "*");
      const probes: [string, string][] = [
        ...pages.map((path): [string, string] => ["GET", path]),
        ["GET", EDITOR_PATH],
        ["GET", "/no-such-page"],
        ...HOST_FILES.map((path): [string, string] => ["GET", path]),
        ["HEAD", "/"],
        ["HEAD", "/no-such-page"],
        ["GET", "/../../../../etc/passwd"],
        ["GET", "/assets/../../package.json"],
      ];
      for (const [method, path] of probes) {
        const [expected, got] = [await raw(serverPort(), path, method), await raw(worker.port, path, method)];
        expect({ status: got.status, ...security(got.headers) }, `${method} ${path}`).toEqual({ status: expected.status, ...security(expected.headers) });
      }
    });

    it("never serves a file outside the site: an encoded traversal is redirected to its plain address, which is not found", async () => {
      for (const path of ["/..%2f..%2fpackage.json", "/%2e%2e%2fpackage.json", "//package.json", "/assets/..%2f..%2fbuild-info.json"]) {
        const first = await raw(worker.port, path);
        if (first.status === 307) {
          const location = new URL(String(first.headers.location), worker.origin);
          expect(location.origin, path).toBe(worker.origin);
          expect((await raw(worker.port, location.pathname)).status, `${path} → ${location.pathname}`).toBe(404);
        } else expect(first.status, path).toBe(404);
      }
    });
  });

  it("limits the copies from one address to five a minute, as the included server does", async () => {
    const worker = await startWorker({ LEAD_NOTIFY_URL: "http://127.0.0.1:9/chat" });
    try {
      const statuses = [];
      for (let copy = 0; copy < 6; copy++) statuses.push((await worker.send(copyRequest(undefined, "203.0.113.50"))).status);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      expect((await worker.send(copyRequest(undefined, "203.0.113.51"))).status).toBe(202);
    } finally {
      await worker.close();
    }
  });

  it("keeps a consenting lead's match in KV, expiring by itself, never the message; nothing of a lead without the tick", async () => {
    const standIn = await destinationsStandIn();
    const worker = await startWorker({ ...standIn.settings, LEAD_STAGE_TOKEN: STAGE_TOKEN });
    try {
      const sent = Date.now();
      expect((await worker.send(copyRequest("K7QM-3XPA", "198.51.100.1", { [CONSENT_FIELD]: CONSENTED }))).status).toBe(202);
      const answered = Date.now();
      expect((await worker.send(copyRequest("K7QM-3XPB", "198.51.100.2"))).status).toBe(202);
      const kv = await worker.matches();
      const { keys } = await kv.list();
      // The match, and its e-mail's hash pointing at it (a booking whose link lost the reference finds it: decision 043).
      expect(keys.map(({ name }) => name)).toEqual(["K7QM-3XPA", expect.stringMatching(/^email:[0-9a-f]{64}$/)]);
      const [match, byEmail] = keys;
      expect(await kv.get(byEmail!.name)).toBe(JSON.stringify("K7QM-3XPA"));
      expect(byEmail!.expiration).toBe(match!.expiration);
      // The lead arrived between the copy's sending and its answer; KV counts whole seconds.
      const expires = match!.expiration! * 1000;
      expect(expires).toBeGreaterThan(sent + STAGE_MATCH_KEPT_FOR_MS - 1_000);
      expect(expires).toBeLessThanOrEqual(answered + STAGE_MATCH_KEPT_FOR_MS);
      const kept = (await kv.get("K7QM-3XPA")) ?? "";
      expect(JSON.parse(kept).match).toMatchObject({ reference: "K7QM-3XPA", email: expect.stringMatching(/^[0-9a-f]{64}$/), ip: "198.51.100.1" });
      expect(kept).not.toMatch(/Zoë|zoe@brand\.com|Hello from/);
    } finally {
      await worker.close();
      await standIn.close();
    }
  });

  // The queue hands a batch over up to a second after its last message (wrangler.jsonc's max_batch_timeout), so a
  // delivery tried three times takes about three seconds on a quiet host, and much longer beside the browser suites.
  const QUEUE_WAIT = { timeout: HOST_WAIT_LIMIT_MS };

  describe("a lead's deliveries through the queue", { timeout: HOST_CASE_LIMIT_MS }, () => {
    /** The Worker relaying to a stand-in for the agency's chat that answers as told, with a schedule of seconds. */
    async function relay(answer: (request: Received, index: number) => number, giveUpAfter = 60_000) {
      const standIn = await destinationsStandIn(answer);
      const worker = await startWorker({ LEAD_NOTIFY_URL: standIn.settings.LEAD_NOTIFY_URL! }, { retryDelays: [0], giveUpAfter });
      return {
        standIn,
        worker,
        close: async () => {
          await worker.close();
          await standIn.close();
        },
      };
    }

    it("delivers once to a destination that answers 500 twice, then 200, through the queue's own retries", async () => {
      const { standIn, worker, close } = await relay((_, index) => (index < 2 ? 500 : 200));
      try {
        expect((await worker.send(copyRequest())).status).toBe(202);
        await expect.poll(() => worker.logs.filter((line) => line.startsWith("Lead K7QM-3XPA → notify: delivered")), QUEUE_WAIT).toHaveLength(1);
        expect(standIn.received).toHaveLength(3);
        expect(worker.logs.filter((line) => line.includes("HTTP 500, tried again"))).toHaveLength(2);
      } finally {
        await close();
      }
    });

    it("gives up a destination that fails every time, and its dead-letter consumer logs it by reference, never a field", async () => {
      const { standIn, worker, close } = await relay(() => 503, 1_500);
      try {
        expect((await worker.send(copyRequest())).status).toBe(202);
        await expect.poll(() => worker.logs.filter((line) => line.includes("given up")), QUEUE_WAIT).toEqual(["Lead K7QM-3XPA → notify: given up (HTTP 503)"]);
        // Tried until the give-up time (how many times depends on the host's speed: on a starved one, once).
        expect(standIn.received.length).toBeGreaterThanOrEqual(1);
        expect(worker.logs.join("\n")).not.toMatch(/Zoë|zoe@brand\.com|Hello from/);
      } finally {
        await close();
      }
    });

    it("does not retry a delivery its destination refuses (400)", async () => {
      const { standIn, worker, close } = await relay(() => 400);
      try {
        expect((await worker.send(copyRequest())).status).toBe(202);
        await expect.poll(() => worker.logs.filter((line) => line.startsWith("Lead K7QM-3XPA → notify:")), QUEUE_WAIT).toEqual(["Lead K7QM-3XPA → notify: refused (HTTP 400), not tried again"]);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(standIn.received).toHaveLength(1);
      } finally {
        await close();
      }
    });

    // Two hundred copies and four hundred deliveries through one workerd: many times a single lead's work, and so many
    // times its wait where the run is starved (beside the browser suites and two busy loops it passed the file's limit).
    const BURST_WAIT = { timeout: HOST_WAIT_LIMIT_MS };
    it("gives each destination each lead of a burst of 200 once", { timeout: HOST_CASE_LIMIT_MS }, async () => {
      const standIn = await destinationsStandIn();
      const { LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET, LEAD_NOTIFY_URL } = standIn.settings as Record<string, string>;
      const worker = await startWorker({ LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET, LEAD_NOTIFY_URL } as Record<string, string>);
      try {
        const references = Array.from({ length: 200 }, (_, index) => `K7QM-${Array.from({ length: 4 }, (_, digit) => REFERENCE_ALPHABET[Math.floor(index / 32 ** digit) % 32]).join("")}`);
        const answers = await Promise.all(references.map((reference, index) => worker.send(copyRequest(reference, `198.51.100.${index}`))));
        expect(answers.map((answer) => answer.status)).toEqual(references.map(() => 202));
        await expect.poll(() => standIn.received.length, BURST_WAIT).toBe(400);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        for (const path of ["/webhook", "/chat"]) {
          const keys = standIn.to(path).map((request) => String(request.headers["idempotency-key"]));
          expect(keys.sort(), path).toEqual([...references].sort());
        }
      } finally {
        await worker.close();
        await standIn.close();
      }
    });
  });
});
