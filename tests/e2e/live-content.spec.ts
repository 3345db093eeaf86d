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

  // One test per page and setting, so a slow host's time limit is a page's, not the whole site's.
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });
      for (const path of PAGE_PATHS) {
        test(`${path} answers with its one heading and a title`, async ({ page, allowedConsoleErrors }) => {
          if (path === MISSING_PATH) allowedConsoleErrors.push(/status of 404/);
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(path === MISSING_PATH ? 404 : 200);
          await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
          expect((await page.getByRole("heading", { level: 1 }).textContent())?.trim(), path).not.toBe("");
          expect(await page.title(), path).not.toBe("");
        });
      }
    });
  }

  test("every page has a title of its own", async ({ request }) => {
    const titles = await Promise.all(PAGE_PATHS.map(async (path) => /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1]));
    expect(titles.every(Boolean), titles.join(" | ")).toBe(true);
    expect(new Set(titles).size, titles.join(" | ")).toBe(PAGE_PATHS.length);
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
