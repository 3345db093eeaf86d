// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { LEAD_RELAY_PATH } from "~/lib/site-endpoints.mjs";
import * as checks from "~/forms/inbox-check";
import netlifyFunction, { config as netlifyConfig } from "../netlify/functions/lead-relay.mts";
import { destinationsStandIn } from "./destinations-stand-in";
import { leadCopyCases } from "./lead-copy-cases";
import { answerLeadCopy } from "./lead-function.mjs";
import { relaySettings } from "./lead-relay-settings.mjs";
import { startTestSite } from "./site-under-test";

// The hosts of `/api/lead` pass the same integration tests (lead-copy-cases.ts): the included server, the Netlify
// Function invoked through its documented signature, and the Cloudflare Pages Function under workerd, Cloudflare's
// runtime (Miniflare, which needs Node 22: `npm run test:node-versions` runs it on 22 and 24).

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

const major = Number(process.versions.node.split(".")[0]);

/** The Pages Function bundled as Pages bundles one, in the module worker Pages makes of a functions folder. */
async function pagesWorker(dir: string) {
  const entry = join(dir, "entry.ts");
  const functionFile = fileURLToPath(new URL("../functions/api/lead.ts", import.meta.url));
  await writeFile(
    entry,
    `import { onRequest } from ${JSON.stringify(functionFile)};\n` +
      "export default { fetch: (request, env, ctx) => onRequest({ request, env, waitUntil: (work) => ctx.waitUntil(work) }) };\n",
  );
  await build({
    configFile: false,
    root: fileURLToPath(new URL("..", import.meta.url)),
    publicDir: false,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
    ssr: { noExternal: true, target: "webworker" },
    build: { ssr: entry, outDir: join(dir, "out"), emptyOutDir: true, minify: false, rolldownOptions: { output: { entryFileNames: "worker.mjs" } } },
  });
  return join(dir, "out", "worker.mjs");
}

describe.runIf(major >= 22)("under workerd", () => {
  leadCopyCases("a Cloudflare Pages Function", async (settings) => {
    const dir = await mkdtemp(join(tmpdir(), "pages-function-"));
    const { Miniflare } = await import("miniflare");
    const scriptPath = await pagesWorker(dir);
    // The worker's modules are named from their folder, which holds the whole bundle.
    const worker = new Miniflare({ modules: true, scriptPath, modulesRoot: dirname(scriptPath), compatibilityDate: "2026-07-01", bindings: settings });
    return {
      origin: ORIGIN,
      // Miniflare's fetch is its own; the request crosses as its parts.
      send: async (request) => {
        const body = request.body ? await request.arrayBuffer() : undefined;
        const response = await worker.dispatchFetch(request.url, { method: request.method, headers: Object.fromEntries(request.headers), ...(body ? { body } : {}) });
        return new Response(await response.arrayBuffer(), { status: response.status, headers: Object.fromEntries(response.headers) });
      },
      close: async () => {
        await worker.dispose();
        await rm(dir, { recursive: true, force: true });
      },
    };
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

  it("answers the visitor's copy before a destination that never answers, and finishes the work after", async () => {
    const silent = await destinationsStandIn(() => undefined);
    let work: Promise<unknown> | undefined;
    const started = performance.now();
    const response = await answerLeadCopy(copyRequest(), {
      checks,
      env: { LEAD_NOTIFY_URL: `${silent.url}/chat` },
      waitUntil: (promise) => (work = promise),
      log: () => undefined,
      retryDelays: [],
    });
    expect(response.status).toBe(202);
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect.poll(() => silent.received.length).toBe(1);
    await silent.close();
    await work;
  });

  it("relays nothing with nothing configured (404), and with a setting given half says so in its log, not to the visitor", async () => {
    const lines: string[] = [];
    const request = () => new Request(`${ORIGIN}${LEAD_RELAY_PATH}`, { method: "POST", body: new FormData() });
    expect((await answerLeadCopy(request(), { checks, env: {}, log: (line) => lines.push(line) })).status).toBe(404);
    const misconfigured = await answerLeadCopy(request(), { checks, env: { META_PIXEL_ID: "123456789012345" }, log: (line) => lines.push(line) });
    expect(misconfigured.status).toBe(500);
    expect(await misconfigured.text()).not.toContain("META");
    expect(lines).toEqual(["No lead is relayed: META_PIXEL_ID is set, so META_CAPI_TOKEN must be set too"]);
  });

  it("tries a failing destination three times, then logs it given up, naming the reference and never a field", async () => {
    const failing = await destinationsStandIn(() => 503);
    const lines: string[] = [];
    let work: Promise<unknown> | undefined;
    await answerLeadCopy(copyRequest(), {
      checks,
      env: { LEAD_NOTIFY_URL: `${failing.url}/chat` },
      waitUntil: (promise) => (work = promise),
      log: (line) => lines.push(line),
      retryDelays: [10, 20],
    });
    await work;
    await failing.close();
    expect(failing.received).toHaveLength(3);
    expect(lines).toEqual(["Lead K7QM-3XPA → notify: given up (HTTP 503) after 3 tries"]);
  });
});
