import { rmSync } from "node:fs";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { SiteWorkerOptions } from "../../cloudflare/site-worker";
import { SHIPPED_RELAY_CONTENT } from "../test-sites.mjs";
import type { ReceivedMail } from "./mail-stand-in";

// The site's Worker under workerd, Cloudflare's runtime, as wrangler.jsonc configures it for a deploy (its static
// assets from build/client with their `_headers`, its queues, its rate limit), through wrangler's own reading of the
// file: Miniflare, which needs Node 22. Only the entry differs, so that a test can shorten the relay's schedule by the
// Worker's own option, never by a setting a deploy could carry.

/**
 * Whether this process runs the Worker's tests: under Node 22 alone (`npm run test:node-versions`). The Worker runs in
 * workerd whichever Node starts Miniflare, so a second run under Node 24 tested the same runtime again, beside the
 * browser suites; the server, which Node does run, is tested under both.
 */
export const RUNS_WORKER = Number(process.versions.node.split(".")[0]) === 22;

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The agency's content files the Worker is bundled with in place of the shipped defaults', each a file of the project. */
interface BundledContent {
  readonly leadRules?: string;
  readonly team?: string;
}

/**
 * The Worker's code, bundled as for a module Worker, with its schedule as the test gives it, and the agency's lead
 * rules and team from other files where the test gives them (the content's are bundled as the shipped defaults' otherwise).
 */
async function bundle(dir: string, options: Omit<SiteWorkerOptions, "log">, { leadRules, team }: BundledContent) {
  const entry = join(dir, "entry.ts");
  const factory = join(ROOT, "cloudflare", "site-worker.ts");
  await writeFile(entry, `import { createSiteWorker } from ${JSON.stringify(factory)};\nexport default createSiteWorker(${JSON.stringify(options)});\n`);
  await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: "error",
    resolve: {
      tsconfigPaths: true,
      alias: [
        ...(leadRules ? [{ find: /^\.\.\/content\/lead-rules\.json$/, replacement: join(ROOT, leadRules) }] : []),
        ...(team ? [{ find: /^\.\.\/content\/team\.json$/, replacement: join(ROOT, team) }] : []),
        SHIPPED_RELAY_CONTENT,
      ],
    },
    ssr: { noExternal: true, target: "webworker" },
    build: { ssr: entry, outDir: join(dir, "out"), emptyOutDir: true, minify: false, rolldownOptions: { output: { entryFileNames: "worker.mjs" } } },
  });
  return join(dir, "out", "worker.mjs");
}

/**
 * The Worker's bundle for a schedule, built once per test process: every test starts a Worker of its own, and the
 * first build (Vite and its bundler warming up) took seconds of the first test's time on a starved host.
 */
const bundles = new Map<string, Promise<{ dir: string; scriptPath: string }>>();
function bundleOnce(options: Omit<SiteWorkerOptions, "log">, content: BundledContent) {
  const key = JSON.stringify([options, content.leadRules, content.team]);
  let made = bundles.get(key);
  if (!made) {
    made = mkdtemp(join(tmpdir(), "site-worker-")).then(async (dir) => {
      process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
      return { dir, scriptPath: await bundle(dir, options, content) };
    });
    bundles.set(key, made);
  }
  return made;
}

/**
 * Builds the Worker and starts workerd once, so that the first test of a file does not pay for their first start:
 * run it in a `beforeAll` with WARM_UP_LIMIT_MS (a build by Vite and a cold workerd, beside the browser suites and two
 * busy loops, ran past a hook's usual limit).
 */
export const WARM_UP_LIMIT_MS = 120_000;

export async function warmUpWorker(options: Omit<SiteWorkerOptions, "log"> = {}) {
  const worker = await startWorker({}, options);
  await worker.close();
}

/** The part of a KV namespace the tests read. */
interface KeptMatches {
  list(): Promise<{ keys: { name: string; expiration?: number }[] }>;
  get(key: string): Promise<string | null>;
}

/** The part of a D1 database the tests use. */
interface NumbersDatabase {
  prepare(query: string): { bind(...values: unknown[]): { all(): Promise<{ results: Record<string, unknown>[] }>; run(): Promise<unknown> }; run(): Promise<unknown> };
}

/** The statements of the numbers' migrations, in order, as `wrangler d1 migrations apply` runs them (its comments dropped). */
export async function migrationStatements() {
  const dir = join(ROOT, "cloudflare", "migrations");
  const files = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  const sql = (await Promise.all(files.map((name) => readFile(join(dir, name), "utf8")))).join("\n");
  return sql
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n")
    .split(";")
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/**
 * Starts the Worker with the relay's settings (its variables and secrets) and, optionally, a shorter schedule, and
 * where Cloudflare places every request's address (`request.cf`): nowhere unless told (workerd's own stand-in would
 * place every visitor in Austin, Texas). Its D1 database has the numbers' tables unless `migrated` is false.
 * @returns its address, a way to send it a request as a browser would, every line it logged, and its end
 */
export async function startWorker(
  settings: Record<string, string> = {},
  options: Omit<SiteWorkerOptions, "log"> = {},
  cf: Record<string, string> = {},
  { assets, migrated = true, ...content }: { assets?: string; migrated?: boolean } & BundledContent = {},
) {
  const [{ Miniflare }, { unstable_getMiniflareWorkerOptions }] = await Promise.all([import("miniflare"), import("wrangler")]);
  const { dir, scriptPath } = await bundleOnce(options, content);
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(ROOT, "wrangler.jsonc"));
  const logs: string[] = [];
  const worker = new Miniflare({
    ...workerOptions,
    // Another of the suite's builds in place of build/client, where a test needs its pages (the shipped landing pages).
    ...(assets && workerOptions.assets ? { assets: { ...workerOptions.assets, directory: join(ROOT, assets) } } : {}),
    modules: true,
    scriptPath,
    // The worker's modules are named from their folder, which holds the whole bundle.
    modulesRoot: join(dir, "out"),
    bindings: { ...workerOptions.bindings, ...settings },
    cf,
    handleStructuredLogs: ({ message }: { message: string }) => void logs.push(message),
  });
  const url = await worker.ready;
  // The numbers' tables, as the deploy's `wrangler d1 migrations apply` makes them (unless the test skips that step).
  const numbersDb = (await worker.getD1Database("NUMBERS")) as unknown as NumbersDatabase;
  const migrate = async () => {
    for (const statement of await migrationStatements()) await numbersDb.prepare(statement).run();
  };
  if (migrated) await migrate();
  const origin = url.origin;
  return {
    /** Where workerd listens: requests whose paths must arrive exactly as written go to its port. */
    origin,
    port: Number(url.port),
    logs,
    // As a browser sends it, over HTTP to workerd's port, at the Worker's own origin whatever origin the request names
    // (Miniflare's own `dispatchFetch` streams a body in chunks, and lost the race with an early answer, a 413, once
    // in twenty copies: the connection reset before the answer was read).
    send: async (request: Request) => {
      const { pathname, search } = new URL(request.url);
      const body = request.body ? await request.arrayBuffer() : undefined;
      return fetch(`${origin}${pathname}${search}`, { method: request.method, headers: request.headers, redirect: "manual", ...(body ? { body } : {}) });
    },
    /** The KV namespace of the leads' matches for their stages, as the Worker wrote it. */
    matches: async () => (await worker.getKVNamespace("LEAD_STAGES")) as unknown as KeptMatches,
    /** The numbers' D1 database, as the Worker wrote it. */
    numbers: numbersDb,
    /** Makes the numbers' tables while the Worker runs, as `wrangler d1 migrations apply` would (for a Worker started without them). */
    migrate,
    /** Runs the Worker's Cron Trigger once, as Cloudflare would at its time. */
    scheduled: async (cron: string) => {
      const fetcher = (await worker.getWorker()) as unknown as { scheduled(options: { cron: string }): Promise<unknown> };
      return fetcher.scheduled({ cron });
    },
    close: () => worker.dispose(),
  };
}

/** The lines of workerd's `send_email` emulation: what it would have sent. */
export const EMULATED_MAIL = "send_email binding called";

/** The messages workerd's `send_email` emulation logged, each with the text it wrote to a file. */
export async function loggedMails(logs: readonly string[]): Promise<ReceivedMail[]> {
  // eslint-disable-next-line no-control-regex -- the emulation colours its lines
  const plain = logs.map((line) => line.replace(/\u001b\[[0-9;]*m/g, "")).filter((line) => line.includes(EMULATED_MAIL));
  return Promise.all(
    plain.map(async (line) => {
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(line)?.[1] ?? "";
      return { from: header("From"), to: header("To"), replyTo: header("Reply-To"), subject: header("Subject"), text: (await readFile(header("Text"), "utf8")).trim() };
    }),
  );
}
