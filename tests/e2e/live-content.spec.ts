import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "../hydration";
import { LIVE_INBOX_FILE, LIVE_SITE, MISSING_PATH, PAGE_PATHS } from "./sites";

// The smoke test of the agency's own content: the build `npm start` serves (`npm run build`, from content/), whatever
// the agency has written there. Every other suite builds from the shipped defaults (decision 021); this one names no
// word of the content, only what any valid content must give: each page answers, with its one heading and a title
// of its own, and a lead reaches the inbox.

test.describe("the site built from the agency's content", () => {
  test.use({ baseURL: LIVE_SITE });

  test("every page answers with its one heading and a title of its own, with JavaScript and without", async ({ browser }) => {
    const titles = new Set<string>();
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, baseURL: LIVE_SITE });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      for (const path of PAGE_PATHS) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(path === MISSING_PATH ? 404 : 200);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
        expect((await page.getByRole("heading", { level: 1 }).textContent())?.trim(), path).not.toBe("");
        const title = await page.title();
        expect(title, path).not.toBe("");
        if (javaScriptEnabled) titles.add(title);
      }
      expect(problems).toEqual([]);
      await context.close();
    }
    expect(titles.size).toBe(PAGE_PATHS.length);
  });

  test("a contact message sent with JavaScript reaches the inbox", async ({ page }) => {
    const marker = `live-${Date.now()}-${Math.random()}`;
    await gotoHydrated(page, "/contact");
    await page.getByLabel("Your name").fill("Inès");
    await page.getByLabel("E-mail").fill("ines@brand.com");
    await page.getByLabel(/^Message/).fill(`Hello from the smoke test ${marker}`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText("Form Submitted Successfully");
    await expect.poll(async () => (await readFile(LIVE_INBOX_FILE, "utf8").catch(() => "")).includes(marker)).toBe(true);
  });
});
