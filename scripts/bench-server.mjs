// Load benchmark of the included server on loopback, beside nginx serving the same files when installed.
//   node scripts/bench-server.mjs [buildDir]      (npm run bench:server builds first)
// 100 connections for 10 s on a page, a hashed asset and a 404; requests/s, latency, errors, RSS. Then a page opened as
// a browser from an ad opens it, with the site's numbers off and on (NUMBERS_TOKEN, every request a landing counted):
// counting may cost no more than 1.1× the server's processor time per answer (docs/numbers.md).
// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { hasNginx, startNginx } from "./nginx-runner.mjs";

const buildDir = process.argv[2] ?? "build";
const CONNECTIONS = 100;
const DURATION_S = 10;
const SERVER_PORT = 4180;
const NGINX_PORT = 4181;

/** The processor time a process has used, in milliseconds (Linux: its user and system clock ticks, 100 a second). */
async function cpuMs(/** @type {number} */ pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process, in MiB (Linux). */
async function rssMiB(/** @type {number} */ pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

async function targets() {
  const assets = await readdir(join(buildDir, "client", "assets"));
  const framework = assets.find((file) => /^framework-.*\.js$/.test(file)) ?? assets.find((file) => file.endsWith(".js"));
  return [
    { name: "page /", path: "/" },
    { name: `asset ${framework}`, path: `/assets/${framework}` },
    { name: "404", path: "/this-page-does-not-exist" },
  ];
}

/** A phone's browser opening a page from an ad: every such request is a landing. */
const LANDING_HEADERS = {
  "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  referer: "https://l.instagram.com/",
};
const LANDING_PATH = "/?utm_campaign=bench&fbclid=bench";
const LANDING_RUN_S = 6;

/** @param {string} url @param {number} [duration] @param {Record<string, string>} [headers] */
function load(url, duration = DURATION_S, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers: { "accept-encoding": "br, gzip", ...headers } },
      (/** @type {Error | null} */ error, /** @type {any} */ result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Memory is compared from a warmed-up state: a first short burst on every target grows the heap to its
 * working size, so what remains after the measured runs is growth, not warm-up.
 * @param {string} origin @param {number | undefined} pid
 */
async function run(origin, pid) {
  const rows = [];
  for (const target of await targets()) await load(origin + target.path, 2);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rssBefore = pid ? await rssMiB(pid) : NaN;
  for (const target of await targets()) {
    const result = /** @type {any} */ (await load(origin + target.path));
    rows.push({
      target: target.name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.timeouts,
      "non-2xx/3xx": result.non2xx,
      requests: result.requests.total,
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rssAfter = pid ? await rssMiB(pid) : NaN;
  return { rows, rssBefore, rssAfter };
}

async function startIncludedServer(/** @type {Record<string, string>} */ settings = {}) {
  const child = spawn(process.execPath, ["server/server.mjs"], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(SERVER_PORT), INBOX_FILE: join(buildDir, "bench-inbox.jsonl"), ...settings },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("Site ready") && resolve(undefined));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

const server = await startIncludedServer();
const ours = await run(`http://127.0.0.1:${SERVER_PORT}`, server.pid);
server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));

/**
 * Landings on a page, with the numbers off and on in turn, five times each, each server warmed up first. The cost is
 * the server's processor time per answer, median on over median off: throughput on a machine that also runs the load
 * varies by a tenth from one run to the next, the processor time per answer far less.
 */
/** @type {{ run: string, "req/s": number, "CPU µs/answer": number, "p50 ms": number, "p99 ms": number, errors: number }[]} */
const landings = [];
const numbersOn = { NUMBERS_TOKEN: "bench-numbers-token-0123456789abcdef", NUMBERS_FILE: join(buildDir, "bench-numbers.json") };
for (const round of [1, 2, 3, 4, 5]) {
  for (const [label, settings] of /** @type {const} */ ([
    ["numbers off", {}],
    ["numbers on", numbersOn],
  ])) {
    const child = await startIncludedServer(settings);
    await load(`http://127.0.0.1:${SERVER_PORT}${LANDING_PATH}`, 2, LANDING_HEADERS);
    const before = await cpuMs(/** @type {number} */ (child.pid));
    const result = /** @type {any} */ (await load(`http://127.0.0.1:${SERVER_PORT}${LANDING_PATH}`, LANDING_RUN_S, LANDING_HEADERS));
    const cpuPerAnswerUs = Math.round((((await cpuMs(/** @type {number} */ (child.pid))) - before) * 1000) / result.requests.total);
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    landings.push({ run: `${label} (${round})`, "req/s": Math.round(result.requests.average), "CPU µs/answer": cpuPerAnswerUs, "p50 ms": result.latency.p50, "p99 ms": result.latency.p99, errors: result.errors + result.timeouts });
  }
}
const median = (/** @type {number[]} */ values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const medianOf = (/** @type {string} */ label, /** @type {"req/s" | "CPU µs/answer"} */ column) => median(landings.filter((row) => row.run.startsWith(label)).map((row) => row[column]));
const countingCost = medianOf("numbers on", "CPU µs/answer") / medianOf("numbers off", "CPU µs/answer");
const throughputCost = medianOf("numbers off", "req/s") / medianOf("numbers on", "req/s");

console.log(`\nIncluded server (Node ${process.version}), ${CONNECTIONS} connections, ${DURATION_S} s per target`);
console.table(ours.rows);
const growth = (ours.rssAfter - ours.rssBefore) / ours.rssBefore;
console.log(`RSS before ${ours.rssBefore.toFixed(1)} MiB, after ${ours.rssAfter.toFixed(1)} MiB (${(growth * 100).toFixed(1)}%)`);
console.log("\nA page opened from an ad (every request a landing), the site's numbers off and on");
console.table(landings);
console.log(`Counting costs ${countingCost.toFixed(2)}× the processor time per answer (medians; the bar: 1.10 at most), ${throughputCost.toFixed(2)}× in throughput`);

/** @type {Awaited<ReturnType<typeof run>> | undefined} */
let reference;
if (hasNginx()) {
  const nginx = await startNginx(buildDir, NGINX_PORT);
  reference = await run(nginx.origin, undefined);
  await nginx.stop();
  console.log("\nnginx, one worker, same files and headers");
  console.table(reference.rows);
  console.log("\nThroughput, included server / nginx:");
  console.table(
    ours.rows.map((row, index) => ({
      target: row.target,
      ratio: (row["req/s"] / (reference?.rows[index]?.["req/s"] ?? NaN)).toFixed(2),
    })),
  );
} else {
  console.log("\nnginx is not installed: no reference run.");
}

await mkdir("reports", { recursive: true });
const file = join("reports", `bench-server-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, connections: CONNECTIONS, durationS: DURATION_S, ours, landings, countingCost, throughputCost, nginx: reference }, null, 2)}\n`);
console.log(`Report: ${file}`);
const failed = ours.rows.some((row) => row.errors > 0) || growth > 0.1 || landings.some((row) => row.errors > 0) || !(countingCost <= 1.1);
process.exit(failed ? 1 : 0);
