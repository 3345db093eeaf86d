// Lighthouse 12 (mobile preset, simulated throttling) on the built site, served by the included server.
//   node scripts/lighthouse.mjs gate  [buildDir]   3 runs per route (7, then 15, where fewer miss the bar):
//                                                  accessibility, best practices and SEO at 100 in each, and the
//                                                  performance bar on the medians, against the same page with no
//                                                  script measured in the same run (npm test; decision 020)
//   node scripts/lighthouse.mjs bench [buildDir]   the same table of medians, kept as a JSON report in reports/
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadInboxChecks, readBuildInfo } from "../server/build-info.mjs";
import { createSiteServer } from "../server/server.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/chromium.mjs";
import { scriptFreeCopy } from "./script-free-copy.mjs";
import { LANDING_KEY_PREFIX } from "../app/content/landing-page-paths.mjs";
import { isPublicationKey, PAGE_KEY_PREFIXES } from "../app/content/publication-paths.mjs";

/** The page a landing page's and an article's LCP are held against. */
const HOME = "/";
/** Any address no page has: the not-found page. */
const NOT_FOUND = "/this-page-does-not-exist";
const GATED = ["accessibility", "best-practices", "seo"];
/**
 * A not-found page answers 404 and asks not to be indexed, by design: SEO's status and crawlability audits
 * fail there, and Chromium logs the document's own 404 as a console error (only that one is accepted).
 */
const EXPECTED_ON_NOT_FOUND = new Set(["http-status-code", "is-crawlable"]);
/** A landing page is made for ads and asks not to be indexed, by design (decision 026): SEO's crawlability audit fails there. */
const EXPECTED_ON_LANDING_PAGE = new Set(["is-crawlable"]);

/** @param {any} lhr @param {string} url */
function onlyOwn404Logged(lhr, url) {
  const items = lhr.audits["errors-in-console"]?.details?.items ?? [];
  return items.length > 0 && items.every((/** @type {any} */ item) => item.sourceLocation?.url === url && /404/.test(item.description));
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? /** @type {number} */ (sorted[middle]) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Each metric's median over the runs that measured it (the scores come from a route's full runs only). @param {Record<string, number>[]} samples */
const mediansOf = (samples) =>
  Object.fromEntries(
    [...new Set(samples.flatMap((sample) => Object.keys(sample)))].map((key) => [
      key,
      median(samples.map((sample) => sample[key] ?? NaN).filter((value) => Number.isFinite(value))),
    ]),
  );

/** The figures the gate and the table read from one run. @param {any} lhr @returns {Record<string, number>} */
function sampleOf(lhr) {
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = /** @type {{ details?: { items?: { resourceType?: string, transferSize?: number }[] } }} */ (lhr.audits["network-requests"])
    .details?.items ?? [];
  // A timing run has no category of its own: its scores stay out of the medians.
  const score = (/** @type {string} */ id) => (lhr.configSettings.onlyAudits ? NaN : Math.round((lhr.categories[id]?.score ?? 0) * 100));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: numeric("first-contentful-paint"),
    mainThreadMs: numeric("mainthread-work-breakdown"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: numeric("total-byte-weight"),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    scriptBytes: requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/**
 * Serves a build, by default on the port its site URL names, so canonical URLs point at the pages being audited
 * (the script-free reference takes any free port: it is measured for speed only).
 */
async function serve(/** @type {string} */ buildDir, port = Number(new URL(readBuildInfo(buildDir).siteUrl).port || 80)) {
  const info = readBuildInfo(buildDir);
  const checks = info.localInbox ? await loadInboxChecks(buildDir, info) : undefined;
  const { server } = createSiteServer({ buildDir, inboxFile: join(buildDir, "lighthouse-inbox.jsonl"), checks });
  await new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  const origin = new URL(info.siteUrl);
  origin.port = String(address.port);
  return { origin: origin.origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The report's pictures and its back/forward-cache probe (a second navigation) score nothing and took a quarter
 * of each run (7.4 → 5.7 s): off. The trace, and so every metric, ends before any of them would start.
 */
const UNSCORED_EXTRAS_OFF = {
  disableFullPageScreenshot: true,
  skipAudits: ["bf-cache", "screenshot-thumbnails", "final-screenshot"],
};

/**
 * How long a run waits for the page to be quiet before it ends the trace: half a second of no request and no long
 * task (Lighthouse waits a second by default). A page of this site, its form's hydration included, is quiet well within
 * that after its load, and the waiting was a quarter of every run (4.2 → 3.2 s) with the same figures.
 */
const QUIET = { pauseAfterFcpMs: 500, pauseAfterLoadMs: 500, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 };

/**
 * The audits a timing run needs (the figures of `sampleOf`): the route's runs after its first, and every run of the
 * script-free reference, skip the rest (the accessibility, best-practices and SEO audits gate a route's first run,
 * and none of them depends on timing).
 */
const TIMINGS = {
  onlyAudits: ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "mainthread-work-breakdown", "network-requests", "total-byte-weight"],
};

/**
 * @param {string} url
 * @param {number} port
 * @param {"everything" | "timings"} scope
 */
async function audit(url, port, scope, attempt = 1) {
  // The not-found page answers 404 on purpose; Lighthouse refuses such pages unless told otherwise.
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", ignoreStatusCode: true, ...UNSCORED_EXTRAS_OFF, ...QUIET, ...(scope === "timings" ? TIMINGS : {}) });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const error = result.lhr.runtimeError;
  if (error) {
    // A failed trace recording (NO_NAVSTART and the like) is Lighthouse's own hiccup, not a result: one retry.
    if (attempt < 2) return audit(url, port, scope, attempt + 1);
    throw new Error(`Lighthouse could not audit ${url}: ${error.message}`);
  }
  return result.lhr;
}

/** Runs per route in a benchmark: the medians of 5 hold still where those of 3 swung on an unchanged build. */
const RUNS = 5;
/**
 * The gate: 3 runs per route; a route whose medians of 3 miss the bar gets 4 more, and one whose medians of 7 still
 * miss gets 8 more, judged on all 15 (see `measure`). A load's own main-thread work varies by a third from run to
 * run on a shared host while a content page's scripts add a few percent (decision 032): a page at the bar is told
 * from one under it by the larger sample, and only a route that misses pays for it.
 */
const GATE_RUNS = 3;
const GATE_CONFIRM_ROUNDS = [4, 8];

/**
 * The performance bar of `npm test` (decision 020): medians against the same page with no script
 * (scripts/script-free-copy.mjs), measured in the same run on the same host, so the bar judges what the site's
 * scripts add and not how fast the host is. Main-thread work is Lighthouse's `mainthread-work-breakdown` (every
 * task of the load, times the preset's 4x CPU slowdown); LCP is the simulated one. CLS is the site's alone: 0.
 * A form's code loads when the visitor reaches for it (decision 034), so every page loads as a content page does and
 * every kind is held to one bar, judged on each kind's pages together (decision 035): one route's medians swing by
 * a third on this host, a kind's sum far less. Each route is held to a looser bar that catches its own regression.
 */
const PERFORMANCE_BAR = {
  /** The main-thread work of a kind's routes together, over that of their script-free copies together. */
  pooledMainThreadRatio: 1.3,
  /** One route's. */
  mainThreadRatio: 1.6,
  lcpRatio: 1.2,
  cls: 0,
  /** Script files a load transfers: none, on every page (a form's code comes on the visitor's first reach). */
  scriptBytes: 0,
};

/** The kinds the gate judges together: pages without a form, and pages with one (the landing page among them). */
const KINDS = /** @type {const} */ (["content", "form"]);

/**
 * The routes the gate audits: every indexed page of the page table, the not-found page, one landing page (made for
 * ads: the page a visitor from one meets first) and one article, each with its kind (`form` where its page holds a
 * form island, `content` otherwise) and its islands' names. Of the landing pages and of the articles, the largest:
 * each is made of the same parts as the others of its kind (the lists and case studies' pages of the same parts
 * again), and each route costs the gate half a minute.
 * @param {string} buildDir
 * @returns {Promise<{ route: string, kind: "form" | "content", landing: boolean, article: boolean, islands: string }[]>}
 */
async function gatedRoutes(buildDir) {
  const pages = await Promise.all(
    readBuildInfo(buildDir).pages.map(async (page) => ({ page, html: await readFile(join(buildDir, "client", page.file), "utf8") })),
  );
  const largest = (/** @type {string} */ prefix) => pages.filter(({ page }) => page.key.startsWith(prefix)).sort((a, b) => b.html.length - a.html.length)[0];
  const landing = largest(LANDING_KEY_PREFIX);
  const article = largest(PAGE_KEY_PREFIXES.article);
  return pages
    .filter((entry) => (entry.page.indexed && !isPublicationKey(entry.page.key)) || entry.page.path === "*" || entry === landing || entry === article)
    .map(({ page, html }) => {
      const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name).sort().join(" ");
      return { route: page.path === "*" ? NOT_FOUND : page.path, kind: islands ? "form" : "content", landing: page === landing?.page, article: page === article?.page, islands };
    });
}

/**
 * Where a route's medians miss the performance bar, in words (none when they clear it).
 * @param {string} route
 * @param {"form" | "content"} kind
 * @param {Record<string, number>} medians the route's
 * @param {Record<string, number>} reference the same page's with no script
 */
function belowBar(route, kind, medians, reference) {
  const problems = [];
  const { mainThread, lcp } = ratios(medians, reference);
  if (!(mainThread <= PERFORMANCE_BAR.mainThreadRatio)) {
    problems.push(`${route} main-thread work ${mainThread.toFixed(2)} × the page with no script > ${PERFORMANCE_BAR.mainThreadRatio} (one ${kind} page)`);
  }
  if (!((medians.scriptBytes ?? Infinity) <= PERFORMANCE_BAR.scriptBytes)) {
    problems.push(`${route} loads ${((medians.scriptBytes ?? 0) / 1024).toFixed(1)} KiB of script files > ${PERFORMANCE_BAR.scriptBytes} (a ${kind} page)`);
  }
  if (!(lcp <= PERFORMANCE_BAR.lcpRatio)) problems.push(`${route} LCP ${lcp.toFixed(2)} × the page with no script > ${PERFORMANCE_BAR.lcpRatio}`);
  if (!((medians.cls ?? Infinity) <= PERFORMANCE_BAR.cls)) problems.push(`${route} CLS ${medians.cls} > ${PERFORMANCE_BAR.cls}`);
  return problems;
}

/**
 * A kind's main-thread work together: the sum of its routes' medians over the sum of their script-free copies'.
 * @param {{ kind: string, samples: Record<string, number>[], referenceSamples: Record<string, number>[] }[]} routes
 * @param {"form" | "content"} kind
 */
function pooledRatio(routes, kind) {
  const ofKind = routes.filter((route) => route.kind === kind);
  const sum = (/** @type {Record<string, number>[][]} */ samples) => samples.reduce((total, list) => total + (mediansOf(list).mainThreadMs ?? NaN), 0);
  return { routes: ofKind.length, ratio: sum(ofKind.map(({ samples }) => samples)) / sum(ofKind.map(({ referenceSamples }) => referenceSamples)) };
}

/**
 * Where a kind's routes together miss the pooled bar, in words.
 * @param {Parameters<typeof pooledRatio>[0]} routes
 * @param {"form" | "content"} kind
 */
function pooledBelowBar(routes, kind) {
  const { routes: count, ratio } = pooledRatio(routes, kind);
  return count && !(ratio <= PERFORMANCE_BAR.pooledMainThreadRatio)
    ? [`the ${count} ${kind} pages' main-thread work together ${ratio.toFixed(2)} × their copies with no script > ${PERFORMANCE_BAR.pooledMainThreadRatio}`]
    : [];
}

/**
 * How much later than the home page's a landing page's LCP may be, for the measurement's own spread: single runs of
 * one unchanged page vary by up to 10 % (one run in sixteen by half), so the medians of 3 of two pages that paint
 * alike can differ by several percent.
 */
const LANDING_LCP_SPREAD = 0.1;

/** @param {Record<string, number>} medians @param {Record<string, number>} reference */
const ratios = (medians, reference) => ({
  mainThread: (medians.mainThreadMs ?? NaN) / (reference.mainThreadMs ?? NaN),
  lcp: (medians.lcpMs ?? NaN) / (reference.lcpMs ?? NaN),
});

/** After how many runs each round ends: the first round's `runs`, then each confirming round's more. */
const roundEnds = (/** @type {number} */ runs, /** @type {number[]} */ rounds) => {
  let end = runs;
  return [runs, ...rounds.map((more) => (end += more))];
};

/**
 * Audits every route `runs` times with all categories, and the same page with no script as many times with the
 * performance category only; returns each route's samples and the medians of both. Each run audits the route and
 * its reference back to back (in turn first, so neither always meets the host just after the other), and runs go
 * round the routes, so a busy spell of the host lands on a route and its reference alike and spreads over every
 * route. With `confirmRounds`, a route whose medians miss the bar is audited as many times more as the first round
 * says and judged on all its runs, then, if it still misses, the next round: medians that clear the bar need no
 * confirming, a miss is confirmed (or not) by the larger sample.
 * @param {string} buildDir
 * @param {number} runs
 * @param {number[]} [confirmRounds]
 */
async function measure(buildDir, runs, confirmRounds = []) {
  const copy = await scriptFreeCopy(buildDir);
  const site = await serve(buildDir);
  const reference = await serve(copy.dir, 0);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  const report = (await gatedRoutes(buildDir)).map((route) => ({
    ...route,
    /** @type {Record<string, number>[]} */
    samples: [],
    /** @type {Record<string, number>[]} */
    referenceSamples: [],
    /** @type {Set<string>} */
    failing: new Set(),
  }));
  try {
    /** @type {typeof report} */
    let due = report;
    const ends = roundEnds(runs, confirmRounds);
    for (let run = 0; run < Math.max(...ends); run++) {
      // At the end of a round, the routes that still miss go on to the next, and every route of a kind whose pages
      // together still miss; a landing page or an article later than the home page goes on with the home page (that
      // bar compares two routes' medians: both are judged on the larger sample).
      if (ends.slice(0, -1).includes(run)) {
        const missing = KINDS.filter((kind) => pooledBelowBar(report, kind).length);
        const late = lateAgainstHome(report.map((entry) => ({ ...entry, medians: mediansOf(entry.samples) }))).map(({ route }) => route);
        if (late.length) late.push(HOME);
        due = report.filter(
          (entry) =>
            late.includes(entry.route) ||
            (due.includes(entry) && (missing.includes(entry.kind) || belowBar(entry.route, entry.kind, mediansOf(entry.samples), mediansOf(entry.referenceSamples)).length)),
        );
      }
      for (const entry of due) {
        const url = site.origin + entry.route;
        const measureRoute = async () => {
          const first = entry.samples.length === 0;
          const lhr = await audit(url, chrome.port, first ? "everything" : "timings");
          if (first) for (const failing of failingAudits(lhr, entry.route, url, entry.landing)) entry.failing.add(failing);
          entry.samples.push(sampleOf(lhr));
        };
        const measureReference = async () => entry.referenceSamples.push(sampleOf(await audit(reference.origin + entry.route, chrome.port, "timings")));
        for (const step of run % 2 ? [measureRoute, measureReference] : [measureReference, measureRoute]) await step();
      }
    }
  } finally {
    await chrome.kill();
    await Promise.all([site.close(), reference.close()]);
    await copy.remove();
  }
  const results = report.map(({ route, kind, landing, article, islands, samples, referenceSamples, failing }) => ({
    route,
    kind,
    landing,
    article,
    islands,
    runs: samples.length,
    medians: mediansOf(samples),
    referenceMedians: mediansOf(referenceSamples),
    samples,
    referenceSamples,
    failing: [...failing],
  }));
  const seconds = (/** @type {number | undefined} */ ms) => ((ms ?? 0) / 1000).toFixed(2);
  console.table(
    results.map(({ route, kind, medians, referenceMedians, samples }) => ({
      route,
      kind,
      runs: samples.length,
      "main thread ×": ratios(medians, referenceMedians).mainThread.toFixed(2),
      "LCP ×": ratios(medians, referenceMedians).lcp.toFixed(2),
      "main thread s": `${seconds(medians.mainThreadMs)} / ${seconds(referenceMedians.mainThreadMs)}`,
      "LCP s": `${seconds(medians.lcpMs)} / ${seconds(referenceMedians.lcpMs)}`,
      "TBT ms": `${Math.round(medians.tbtMs ?? 0)} / ${Math.round(referenceMedians.tbtMs ?? 0)}`,
      perf: medians.performance,
      CLS: (medians.cls ?? 0).toFixed(3),
      "JS KiB": ((medians.scriptBytes ?? 0) / 1024).toFixed(1),
      "total KiB": ((medians.totalBytes ?? 0) / 1024).toFixed(1),
      "CPU index": Math.round(medians.benchmarkIndex ?? 0),
      a11y: medians.accessibility,
      bp: medians.bestPractices,
      seo: medians.seo,
    })),
  );
  console.log("Each pair: the route / the same page with no script, medians of the same run.");
  for (const kind of KINDS) {
    const { routes, ratio } = pooledRatio(results, kind);
    if (routes) console.log(`The ${routes} ${kind} pages together: main-thread work ${ratio.toFixed(2)} × their copies with no script.`);
  }
  return results;
}

/**
 * Audits of the gated categories that fail in one run, with the ones expected on the not-found page and on a landing
 * page left out.
 * @param {any} lhr
 * @param {string} route
 * @param {string} url
 * @param {boolean} landing
 */
function failingAudits(lhr, route, url, landing) {
  const expected = route === NOT_FOUND ? EXPECTED_ON_NOT_FOUND : landing ? EXPECTED_ON_LANDING_PAGE : new Set();
  const failing = [];
  for (const id of GATED) {
    const category = lhr.categories[id];
    const ids = (category?.auditRefs ?? [])
      .filter((/** @type {any} */ ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((/** @type {any} */ ref) => ref.id);
    const unexpected = ids
      .filter((/** @type {string} */ audit) => !expected.has(audit))
      .filter((/** @type {string} */ audit) => !(route === NOT_FOUND && audit === "errors-in-console" && onlyOwn404Logged(lhr, url)));
    failing.push(...unexpected.map((/** @type {string} */ audit) => `${id}: ${audit}`));
    const score = Math.round((category?.score ?? 0) * 100);
    if (!ids.length && score < 100) failing.push(`${id} ${score} with no failing audit listed`);
  }
  return failing;
}

/**
 * The page an ad leads to is the fastest of the site, and an article is as light as the home page: a landing page's
 * and an article's LCP no later than the home page's (within the spread of medians of a few runs of one page).
 * (Their script files are none, as on every page.) The routes that miss, each with its words.
 * @param {{ route: string, landing: boolean, article: boolean, medians: Record<string, number> }[]} report
 */
function lateAgainstHome(report) {
  const homeLcp = report.find(({ route }) => route === HOME)?.medians.lcpMs ?? NaN;
  return report
    .filter(({ landing, article, medians }) => (landing || article) && !((medians.lcpMs ?? Infinity) <= homeLcp * (1 + LANDING_LCP_SPREAD)))
    .map(({ route, medians }) => ({
      route,
      problem: `${route} LCP ${Math.round(medians.lcpMs ?? NaN)} ms > the home page's ${Math.round(homeLcp)} ms (+${LANDING_LCP_SPREAD * 100} %)`,
    }));
}

/** What `npm test` runs: the gated categories at 100 in every run, and the performance bar on the medians. */
async function gate(/** @type {string} */ buildDir) {
  const report = await measure(buildDir, GATE_RUNS, GATE_CONFIRM_ROUNDS);
  const problems = [];
  for (const { route, kind, medians, referenceMedians, failing } of report) {
    problems.push(...failing.map((audit) => `${route} ${audit}`), ...belowBar(route, kind, medians, referenceMedians));
  }
  problems.push(...KINDS.flatMap((kind) => pooledBelowBar(report, kind)), ...lateAgainstHome(report).map(({ problem }) => problem));
  if (problems.length) {
    console.error(`Lighthouse below the bar:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    `Lighthouse: ${GATED.join(", ")} at 100 on every route (the 404 page's own status and noindex, and a landing page's noindex, excepted); ` +
      `medians of ${GATE_RUNS} runs (${roundEnds(GATE_RUNS, GATE_CONFIRM_ROUNDS).slice(1).join(", then ")} where fewer missed) against the same page with no script: ` +
      `main-thread work ≤ ${PERFORMANCE_BAR.pooledMainThreadRatio} × for the pages of each kind together (without a form, with one) and ≤ ${PERFORMANCE_BAR.mainThreadRatio} × for each, ` +
      `LCP ≤ ${PERFORMANCE_BAR.lcpRatio} ×, CLS ${PERFORMANCE_BAR.cls}; no script file at load; ` +
      `a landing page's and an article's LCP ≤ the home page's + ${LANDING_LCP_SPREAD * 100} %.`,
  );
}

/** Measures, and keeps the samples in reports/ for comparison. */
async function bench(/** @type {string} */ buildDir) {
  const report = await measure(buildDir, RUNS);
  await mkdir("reports", { recursive: true });
  const file = join("reports", `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), lighthouse: "12", preset: "mobile, simulated", report }, null, 2)}\n`);
  console.log(`Report: ${file}`);
}

const [mode = "gate", buildDir = "build-e2e"] = process.argv.slice(2);
if (mode === "gate") await gate(buildDir);
else if (mode === "bench") await bench(buildDir);
else {
  console.error(`Unknown mode ${mode}: use gate or bench`);
  process.exit(2);
}
