// A visitor's first touches of a form, timed as the browser times them (Event Timing entries, what INP is made of),
// with the CPU slowed 4x as Lighthouse's mobile preset slows it: the first tap in a field (which, since decision 034,
// also starts the download and hydration of the form's code) and the first keystroke, once soon after the tap (while
// the code may still be arriving) and once a second and a half later. A benchmark, not a test: it prints the slowest
// interaction of each kind over the runs, against the 200 ms that "good" INP allows.
//   node scripts/bench-interaction.mjs [buildDir] [runs]
import { chromium } from "@playwright/test";
import { join } from "node:path";
import { readBuildInfo, loadInboxChecks } from "../server/build-info.mjs";
import { createSiteServer } from "../server/server.mjs";
import { chromiumLaunchOptions } from "../tests/chromium.mjs";

const [buildDir = "build-e2e", runsArgument = "5"] = process.argv.slice(2);
const runs = Number(runsArgument);
const GOOD_INP_MS = 200;

const info = readBuildInfo(buildDir);
const checks = info.localInbox ? await loadInboxChecks(buildDir, info) : undefined;
const { server } = createSiteServer({ buildDir, inboxFile: join(buildDir, "bench-interaction-inbox.jsonl"), checks });
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const origin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
const browser = await chromium.launch(chromiumLaunchOptions());

/** Runs in the page: every Event Timing entry from now on, kept where the bench reads them. */
function observeInteractions() {
  const target = /** @type {{ interactions: { name: string, id: number, duration: number }[] }} */ (/** @type {unknown} */ (window));
  target.interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Event Timing's interaction ID, which TypeScript's DOM types do not list yet.
      const timing = /** @type {PerformanceEventTiming & { interactionId?: number }} */ (entry);
      if (timing.interactionId) target.interactions.push({ name: timing.name, id: timing.interactionId, duration: timing.duration });
    }
    // @ts-expect-error durationThreshold is Event Timing's option (16 ms, its least)
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/**
 * One visit: the first tap in the form's first field, then a key `keyAfter` ms later; the slowest entry of each.
 * @param {number} keyAfter
 */
async function visit(keyAfter) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}/contact`);
  await page.waitForLoadState("load");
  await page.waitForTimeout(1_000);
  await page.evaluate(observeInteractions);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const field = page.locator("main form .field input").first();
  await field.click();
  await page.waitForTimeout(keyAfter);
  await page.keyboard.press("a");
  await page.waitForFunction(() => document.documentElement.dataset.hydration === "complete");
  await page.waitForTimeout(1_000);
  /** @type {{ name: string, id: number, duration: number }[]} */
  const entries = await page.evaluate(() => /** @type {any} */ (window).interactions);
  await context.close();
  const slowest = (/** @type {string[]} */ names) => Math.max(0, ...entries.filter((entry) => names.includes(entry.name)).map((entry) => entry.duration));
  return { tap: slowest(["pointerdown", "pointerup", "click"]), key: slowest(["keydown", "keypress", "keyup"]) };
}

const rows = [];
for (const keyAfter of [50, 1_500]) {
  /** @type {{ tap: number, key: number }[]} */
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(await visit(keyAfter));
  const worst = (/** @type {"tap" | "key"} */ kind) => Math.max(...samples.map((sample) => sample[kind]));
  const median = (/** @type {"tap" | "key"} */ kind) => samples.map((sample) => sample[kind]).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  rows.push({ "key after the tap": `${keyAfter} ms`, "tap ms (median / worst)": `${median("tap")} / ${worst("tap")}`, "key ms (median / worst)": `${median("key")} / ${worst("key")}` });
}
console.table(rows);
console.log(`${buildDir}, /contact, ${runs} visits each, CPU 4x slower: Event Timing durations (rounded to 8 ms by the browser); good INP is under ${GOOD_INP_MS} ms.`);
await browser.close();
server.close();
