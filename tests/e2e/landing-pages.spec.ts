import { expect, test } from "./fixtures";
import { landingPageWith, pageTitle, shownLandingPages } from "../shipped-content";
import { gotoHydrated } from "../hydration";
import { LANDING_PREFIX } from "~/content/landing-page-paths.mjs";
import { ROUTES, SERVICE_SITE } from "./sites";

// A landing page is made from its file alone (the fixture's documented examples, tests/fixtures/shipped-defaults),
// for ads: its words come from the file, search engines are told to leave it, and no page of the site leads to it.
const minimal = landingPageWith("contact");
const hero = minimal.page.sections[0]!;

for (const javaScriptEnabled of [true, false]) {
  test(`${minimal.path} shows its file's title, description and one heading, with JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: SERVICE_SITE, javaScriptEnabled });
    const page = await context.newPage();
    const response = await page.goto(minimal.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(pageTitle(minimal.page.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", minimal.page.description);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.type === "hero" ? hero.heading : "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // Shared in messages like any page: its own title and description, the site's picture.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", pageTitle(minimal.page.title));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("main form")).toHaveCount(1);
    await context.close();
  });
}

test("no landing page is in the sitemap or linked from a page of the site, /lp is no page, and robots.txt lets crawlers reach them", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const robots = await (await request.get("/robots.txt")).text();
  for (const { path } of shownLandingPages()) {
    expect(sitemap).not.toContain(path);
    expect((await request.get(path)).status()).toBe(200);
  }
  for (const route of ROUTES) expect(await (await request.get(route.path)).text()).not.toContain(`href="${LANDING_PREFIX}`);
  for (const path of [LANDING_PREFIX, LANDING_PREFIX.slice(0, -1)]) expect((await request.get(path)).status(), path).toBe(404);
  expect(robots.split("\n").filter((line) => /^Disallow:\s*\/(lp)?\s*$/.test(line))).toEqual([]);
});

test("a landing page's buttons lead to its form, on the same page", async ({ page }) => {
  const { path, page: file } = landingPageWith("apply");
  await gotoHydrated(page, path);
  const heroButton = file.sections[0]?.type === "hero" ? file.sections[0].button : undefined;
  expect(heroButton, "the fixture's apply page words its hero button").toBeTruthy();
  await page.locator(".hero").getByRole("link", { name: heroButton }).click();
  await expect(page).toHaveURL(new RegExp(`${path}#form$`));
  await expect(page.locator("main form")).toBeInViewport();
  for (const link of await page.locator('main a[href^="#"]').all()) expect(await link.getAttribute("href")).toBe("#form");
});
