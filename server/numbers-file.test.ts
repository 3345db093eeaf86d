// @vitest-environment node
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import * as checks from "~/forms/inbox-check";
import { NUMBERS_PATH } from "~/lib/site-endpoints.mjs";
import { destinationsStandIn } from "../tests/relay/destinations-stand-in";
import { createTally } from "../numbers/numbers-tally.mjs";
import { openNumbersFile } from "./numbers-file.mjs";
import { createSiteNumbers } from "./site-numbers.mjs";
import { createSiteServer } from "./server.mjs";
import { writeTestBuild } from "./site-under-test";
import { asABrowser } from "../tests/numbers/numbers-cases";

const TOKEN = "numbers-token-for-the-file-tests-0123";
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});
async function folder() {
  const made = await mkdtemp(join(tmpdir(), "numbers-file-"));
  folders.push(made);
  return made;
}
const key = { landingPage: "/lp/spring", source: "meta", campaign: "spring", campaignId: "" };

/** A page opened as a browser opens it; its status. */
const browserGet = async (url: string, headers: Record<string, string>) => (await asABrowser(url, "GET", headers)).status;

describe("the included server's numbers file", () => {
  it("keeps the counts across a restart, in a file only its owner reads", async () => {
    const file = join(await folder(), "data", "numbers.json");
    const first = openNumbersFile({ file, log: () => undefined });
    await first.store.landing("2026-11-27", key);
    await first.store.lead("2026-11-27", "K7QM-3XPA", key);
    first.close();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(file, ".."))).mode & 0o777).toBe(0o700);
    const second = openNumbersFile({ file, log: () => undefined });
    expect(await second.store.rows("2026-11-27", "2026-11-27")).toEqual([{ day: "2026-11-27", ...key, landings: 1, leads: 1, qualified: 0, booked: 0, clients: 0, revenue: {} }]);
    expect(await second.store.stage("2026-11-28", "K7QM-3XPA", "qualified")).toBe("counted");
    second.close();
  });

  it("writes a change within the time it is given, and moves a file it cannot read aside, keeping it", async () => {
    const dir = await folder();
    const file = join(dir, "numbers.json");
    await writeFile(file, "{ not the numbers");
    const lines: string[] = [];
    const numbers = openNumbersFile({ file, writeEvery: 20, log: (line) => lines.push(line) });
    expect(lines).toEqual([expect.stringMatching(/could not be read .* kept as .*numbers\.json\.unreadable-\d+, counting starts again/)]);
    await numbers.store.landing("2026-11-27", key);
    await expect.poll(async () => JSON.parse(await readFile(file, "utf8").catch(() => "{}")).days?.["2026-11-27"]).toBeTruthy();
    numbers.close();
  });

  it("serves every page when the file cannot be written, and says so once", async () => {
    const dir = await writeTestBuild();
    folders.push(dir);
    // The numbers' folder is a file: nothing can be written under it.
    await writeFile(join(dir, "blocked"), "");
    const lines: string[] = [];
    const { server } = createSiteServer({ buildDir: join(dir, "build"), inboxFile: join(dir, "data", "inbox.jsonl"), checks, numbers: { token: TOKEN }, numbersFile: join(dir, "blocked", "numbers.json"), numbersOptions: { writeEvery: 20, log: (line) => lines.push(line) } });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (let visit = 0; visit < 3; visit++) expect(await browserGet(`${origin}/about`, { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" })).toBe(200);
      await expect.poll(() => lines.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(lines).toEqual([expect.stringMatching(/could not be written .* kept in memory/)]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("keeps a landing answered just before the server stops, while its batch still waits to be counted", async () => {
    const dir = await writeTestBuild();
    folders.push(dir);
    const file = join(dir, "data", "numbers.json");
    const { server } = createSiteServer({ buildDir: join(dir, "build"), inboxFile: join(dir, "data", "inbox.jsonl"), checks, numbers: { token: TOKEN }, numbersOptions: { log: () => undefined } });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    expect(await browserGet(`http://127.0.0.1:${(server.address() as AddressInfo).port}/about?utm_campaign=last`, { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" })).toBe(200);
    // Stopped at once: the batch is counted within a tenth of a second, and the file written once a minute.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    // The answer's own end may come after the server's: it is then counted and written as it comes.
    await expect.poll(async () => (await readFile(file, "utf8").catch(() => "")).includes("last")).toBe(true);
    const kept = createTally(JSON.parse(await readFile(file, "utf8")));
    expect((await kept.rows("2000-01-01", "2999-12-31")).map(({ campaign, landings }) => [campaign, landings])).toEqual([["last", 1]]);
  });

  it("holds no address, no browser string and no referrer's path, only totals and lead references", async () => {
    const dir = await writeTestBuild();
    folders.push(dir);
    const file = join(dir, "data", "numbers.json");
    const { server } = createSiteServer({ buildDir: join(dir, "build"), inboxFile: join(dir, "data", "inbox.jsonl"), checks, numbers: { token: TOKEN }, numbersOptions: { log: () => undefined } });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await browserGet(`${origin}/about?utm_campaign=spring&utm_content=someone%40example.com`, { "User-Agent": "Mozilla/5.0 UniqueBrowser/9.9", Referer: "https://www.example-referrer.com/private/path?q=secret" });
    const landings = async () => (await (await fetch(`${origin}${NUMBERS_PATH}`, { headers: { Authorization: `Bearer ${TOKEN}` } })).json()).totals.landings;
    await expect.poll(landings).toBe(1);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    const text = await readFile(file, "utf8");
    expect(text).toContain("example-referrer.com");
    for (const kept of ["UniqueBrowser", "127.0.0.1", "private", "secret", "someone"]) expect(text).not.toContain(kept);
  });
});

describe("the included server's weekly digest", () => {
  it("reaches the team's chat on Monday morning once, even across a restart", async () => {
    const standIn = await destinationsStandIn();
    const file = join(await folder(), "numbers.json");
    const monday = Date.parse("2026-11-30T08:00:30Z");
    const start = () => createSiteNumbers({ settings: { token: TOKEN }, file, relay: { notify: { url: `${standIn.url}/chat` } }, digestCheckEvery: 20, now: () => monday, log: () => undefined });
    try {
      const first = start();
      await first.store.landing("2026-11-30", key);
      await expect.poll(() => standIn.to("/chat").length).toBe(1);
      first.close();
      expect(JSON.parse(standIn.to("/chat")[0]!.body).text).toMatch(/2026-11-24 to 2026-11-30[\s\S]*Landings: 1 \(\+1 on the week before\)/);
      const second = start();
      await new Promise((resolve) => setTimeout(resolve, 200));
      second.close();
      expect(standIn.to("/chat")).toHaveLength(1);
    } finally {
      await standIn.close();
    }
  });
});

