// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import * as checks from "~/forms/inbox-check";
import { createSiteServer } from "../server/server.mjs";
import { writeTestBuild } from "../server/site-under-test";
import { destinationsStandIn } from "../tests/relay/destinations-stand-in";
import { createTally, emptyTally } from "../numbers/numbers-tally.mjs";
import { speedReportOf } from "../numbers/answer-speed.mjs";
import { reportOf } from "../numbers/numbers-report.mjs";
import { numbersCommand } from "./show-numbers.mjs";

const TOKEN = "numbers-token-for-the-command-0123456";
const NOW = Date.parse("2026-11-30T09:00:00Z");
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A numbers file as the server writes it, with a week of an ad's landings, a lead and a client. */
async function numbersFile() {
  const dir = await mkdtemp(join(tmpdir(), "numbers-command-"));
  folders.push(dir);
  const tally = createTally(emptyTally());
  const key = { landingPage: "/lp/creators-for-your-launch", source: "meta", campaign: "spring-launch", campaignId: "" };
  for (let visit = 0; visit < 6; visit++) await tally.landing("2026-11-29", key);
  await tally.lead("2026-11-29", "K7QM-3XPA", key);
  await tally.stage("2026-11-30", "K7QM-3XPA", "client", { currency: "EUR", amount: 4800 });
  const file = join(dir, "numbers.json");
  await writeFile(file, JSON.stringify(tally.state));
  return { dir, file };
}

describe("npm run numbers", () => {
  it("prints the table from this machine's server's file, and says plainly when there is none or a day is wrong", async () => {
    const { file, dir } = await numbersFile();
    const printed = await numbersCommand([], { NUMBERS_FILE: file }, { now: NOW });
    expect(printed.ok).toBe(true);
    expect(printed.text).toMatch(/\/lp\/creators-for-your-launch\s+Meta\s+spring-launch\s+6\s+1\s+16\.7 %\s+0\s+0\s+1\s+EUR 4,800/);
    expect(await numbersCommand([], { NUMBERS_FILE: join(dir, "none.json") }, { now: NOW })).toEqual({ ok: false, text: expect.stringMatching(/does not exist/) });
    expect(await numbersCommand(["--from", "30/11/2026"], { NUMBERS_FILE: file }, { now: NOW })).toEqual({ ok: false, text: expect.stringMatching(/^--from must be a day written YYYY-MM-DD/) });
    expect((await numbersCommand(["--from", "2026-11-30"], { NUMBERS_FILE: file }, { now: NOW })).text).toMatch(/All\s+0\s+0\s+–\s+0\s+0\s+1\s+EUR 4,800/);
  });

  it("asks a deployed site with its token, and says what to do when the token or the site is wrong", async () => {
    const dir = await writeTestBuild();
    folders.push(dir);
    const { server } = createSiteServer({ buildDir: join(dir, "build"), inboxFile: join(dir, "data", "inbox.jsonl"), checks, numbers: { token: TOKEN }, numbersOptions: { log: () => undefined } });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await numbersCommand(["--site", site], { NUMBERS_TOKEN: TOKEN })).toEqual({ ok: true, text: expect.stringMatching(/^Nothing was counted from/) });
      expect(await numbersCommand(["--site", site], { NUMBERS_TOKEN: "not-the-token-but-as-long-as-one-0" })).toEqual({ ok: false, text: expect.stringMatching(/refused the token/) });
      expect(await numbersCommand(["--site", site], {})).toEqual({ ok: false, text: expect.stringMatching(/^Set NUMBERS_TOKEN/) });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await numbersCommand(["--site", site], { NUMBERS_TOKEN: TOKEN })).toEqual({ ok: false, text: expect.stringMatching(/No answer from/) });
  });

  it("prints how fast the team answers where a site's numbers carry it", async () => {
    const speed = speedReportOf([{ reference: "A", day: "2026-11-29", person: "Ana Silva", weight: 3, source: "site", claimMs: 60_000, contactMs: 240_000, passes: 0, outcome: "fit" }], { A: ["booked"] });
    const report = { ...reportOf([], "2026-11-02", "2026-11-29"), speed };
    const fetchImpl = (async () => Response.json(report)) as typeof fetch;
    const { text } = await numbersCommand(["--site", "https://agency.example"], { NUMBERS_TOKEN: TOKEN }, { fetchImpl, now: NOW });
    expect(text).toMatch(/How fast the team answers/);
    expect(text).toMatch(/Ana Silva\s+1\s+3\s+1 min\s+4 min\s+4 min\s+100 %\s+100 %\s+0/);
    expect(text).toMatch(/within 5 minutes\s+1\s+1\s+100 %\s+0\s+0 %/);
  });

  it("prints each campaign's cost from the file where spend is kept, and has the server pull at once with SPEND_TOKEN", async () => {
    const { file } = await numbersFile();
    const tally = createTally(JSON.parse(await readFile(file, "utf8")));
    await tally.writeSpend([{ day: "2026-11-29", platform: "meta", campaignId: "120210000000001", campaignName: "Spring launch", amount: 600, currency: "EUR" }]);
    await tally.notePull("meta", { tried: NOW, pulled: NOW, failedDays: [] });
    await writeFile(file, JSON.stringify(tally.state));
    const printed = await numbersCommand([], { NUMBERS_FILE: file }, { now: NOW });
    expect(printed.text).toMatch(/Meta\s+Spring launch \(120210000000001\) \[no landing\]\s+EUR 600\s+0\s+0\s+–\s+0\s+–\s+0\.00 ×/);
    expect(printed.text).toMatch(/Spend that no landing joins: EUR 600/);

    const asked: Request[] = [];
    const site = (status: number, body: object) =>
      (async (input: string | URL | Request, init?: RequestInit) => {
        asked.push(new Request(input, init));
        return Response.json(body, { status });
      }) as typeof fetch;
    const SPEND = "suite-spend-token-for-the-command-0123";
    expect(await numbersCommand(["--pull"], { SPEND_TOKEN: SPEND }, { fetchImpl: site(200, { success: true, platforms: { meta: "pulled", tiktok: "pulled" } }) })).toEqual({ ok: true, text: "Meta: pulled\nTikTok: pulled" });
    expect(asked[0]!.url).toBe("http://localhost:3000/api/spend/pull");
    expect(asked[0]!.method).toBe("POST");
    expect(asked[0]!.headers.get("authorization")).toBe(`Bearer ${SPEND}`);
    const failed = await numbersCommand(["--pull", "--site", "https://agency.example"], { SPEND_TOKEN: SPEND }, { fetchImpl: site(502, { success: false, platforms: { meta: "Meta asked to be called later (error 4: limit)" } }) });
    expect(failed).toEqual({ ok: false, text: "Meta: not pulled: Meta asked to be called later (error 4: limit)" });
    expect(await numbersCommand(["--pull"], {}, { fetchImpl: site(200, {}) })).toEqual({ ok: false, text: expect.stringMatching(/^Set SPEND_TOKEN/) });
    expect(await numbersCommand(["--pull"], { SPEND_TOKEN: SPEND }, { fetchImpl: site(401, {}) })).toEqual({ ok: false, text: expect.stringMatching(/refused the token/) });
  });

  it("sends the week's digest to the team's chat now", async () => {
    const { file } = await numbersFile();
    const standIn = await destinationsStandIn();
    try {
      const sent = await numbersCommand(["--digest"], { NUMBERS_FILE: file, LEAD_NOTIFY_URL: `${standIn.url}/chat` }, { now: NOW });
      expect(sent).toEqual({ ok: true, text: expect.stringMatching(/^Sent to the team's chat/) });
      expect(JSON.parse(standIn.to("/chat")[0]!.body).text).toMatch(/Landings: 6 \(\+6 on the week before\)[\s\S]*Clients: 1/);
      expect(await numbersCommand(["--digest"], { NUMBERS_FILE: file }, { now: NOW })).toEqual({ ok: false, text: expect.stringMatching(/^Set LEAD_NOTIFY_URL/) });
    } finally {
      await standIn.close();
    }
  });
});
