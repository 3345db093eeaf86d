// @vitest-environment node
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REFERENCE_ALPHABET } from "~/forms/lead-reference.mjs";
import { LEAD_RELAY_PATH } from "~/lib/site-endpoints.mjs";
import { startTestSite } from "./site-under-test";

// A build whose forms post to the form service, with a relay: the included server answers the copies the forms send.
// What every host of the relay's path answers alike is in relay/site-forms/hosts.test.ts; here, the included server's own.

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** The agency's tool, stood in for: what it received. */
async function webhookStandIn() {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      bodies.push(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, bodies };
}

async function relaySite() {
  const webhook = await webhookStandIn();
  const site = await startTestSite({
    localInbox: false,
    relay: { webhook: { url: webhook.url, secret: "a-webhook-secret-of-the-agency" } },
    outboxOptions: { log: () => undefined },
  });
  cleanups.push(site.close);
  const post = (body: BodyInit, headers: Record<string, string> = {}) => fetch(`${site.url}${LEAD_RELAY_PATH}`, { method: "POST", body, headers: { Accept: "application/json", ...headers } });
  return { site, webhook, post };
}

/** A reference of the browser's shape, different for each `n`. */
const referenceOf = (n: number) => {
  const symbol = (i: number) => REFERENCE_ALPHABET[Math.floor(n / 32 ** i) % 32];
  return `${symbol(0)}${symbol(1)}${symbol(2)}K-7QMA`;
};

const copy = (overrides: Record<string, string> = {}) => {
  const body = new FormData();
  const fields = { name: "Zoë", email: "zoe@brand.com", message: "Hello", reference: "K7QM-3XPA", first_touch_utm_campaign: "spring", ...overrides };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

describe("a lead's copy at the relay's address", () => {
  it("is read with a boundary in capitals, as Chromium and WebKit write it", async () => {
    const { post, webhook } = await relaySite();
    const boundary = "----WebKitFormBoundaryAbCdEf0123456789";
    const parts = Object.entries({ name: "Zoë", email: "zoe@brand.com", message: "Hello", reference: "K7QM-3XPA" });
    const body = parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + `--${boundary}--\r\n`;
    expect((await post(body, { "Content-Type": `multipart/form-data; boundary=${boundary}` })).status).toBe(202);
    await expect.poll(() => webhook.bodies.length).toBe(1);
  });

  it("takes a bot's copy (its honeypot ticked) without relaying it, and relays a reference sent twice once", async () => {
    const { post, webhook } = await relaySite();
    expect((await post(copy({ botcheck: "on", reference: "BBBB-CCCC" }))).status).toBe(202);
    expect((await post(copy())).status).toBe(202);
    expect((await post(copy())).status).toBe(202);
    await expect.poll(() => webhook.bodies.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(webhook.bodies.map((body) => JSON.parse(body).reference)).toEqual(["K7QM-3XPA"]);
  });

  // Long by nature: each copy is written and synced to disk before it is answered, 200 of them one after the other.
  it("keeps serving through 200 copies at once, with one outbox line for each", { timeout: 60_000 }, async () => {
    const { post, site } = await relaySite();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => post(copy({ reference: referenceOf(n) })).then((response) => response.status)));
    expect(answers.every((status) => status === 202)).toBe(true);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    const lines = (await readFile(join(site.dir, "data", "outbox.jsonl"), "utf8")).trim().split("\n").map((line) => JSON.parse(line));
    expect(lines.filter((line) => line.op === "add").map((line) => line.id).sort()).toEqual(Array.from({ length: 200 }, (_, n) => `${referenceOf(n)}:webhook`).sort());
  });
});
