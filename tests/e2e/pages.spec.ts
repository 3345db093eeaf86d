import { expect, test } from "./fixtures";
import { waitForHydration } from "../hydration";
import { shown } from "../shipped-content";
import { ROUTES, SERVICE_SITE } from "./sites";

const site = shown("site");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const route of ROUTES) {
      test(`${route.path} shows its content and asks no third party for anything`, async ({ page }) => {
        const requests: string[] = [];
        page.on("request", (request) => requests.push(request.url()));
        const response = await page.goto(route.path, { waitUntil: "networkidle" });
        expect(requests.filter((url) => !url.startsWith(SERVICE_SITE) && !url.startsWith("data:"))).toEqual([]);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(route.title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
        await expect(page.getByRole("banner").getByRole("link", { name: `${site.name}, home` })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toContainText(site.email);
      });
    }

    test("home has the tagline, the button and every figure", async ({ page }) => {
      const { hero } = shown("home");
      await page.goto("/");
      await expect(page.getByText(hero.tagline)).toBeVisible();
      await expect(page.locator(".hero").getByRole("link", { name: hero.apply.label })).toHaveAttribute("href", "/apply-client");
      const stats = page.locator(".stats");
      for (const { value, label } of shown("figures").items) {
        await expect(stats.getByText(value, { exact: true })).toBeVisible();
        await expect(stats.getByText(label, { exact: true })).toBeVisible();
      }
    });

    test("about shows its cards with their bullet lists", async ({ page }) => {
      await page.goto("/about");
      const cards = page.locator(".card");
      const shownCards = shown("about").cards;
      await expect(cards.locator("h2")).toHaveText(shownCards.map((card) => card.heading));
      const counts = await cards.evaluateAll((nodes) => nodes.map((node) => node.querySelectorAll("li").length));
      expect(counts).toEqual(shownCards.map((card) => card.items.length));
    });

    test("services has one descriptive paragraph", async ({ page }) => {
      await page.goto("/services");
      await expect(page.locator("main p.prose")).toHaveCount(1);
      await expect(page.locator("main p.prose")).toContainText("influencers");
    });

    test("an unknown path answers 404 with a way home", async ({ page, allowedConsoleErrors }) => {
      // Chromium reports the document's own 404 status on the console.
      allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 404/);
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("notFound").title);
      await expect(page.getByRole("main").getByRole("link", { name: shown("notFound").back })).toHaveAttribute("href", "/");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  });
}

test("/Web is the home page with / as its canonical URL", async ({ page }) => {
  await page.goto("/Web");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SERVICE_SITE}/`);
  await expect(page.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
});

test("the icons cost no request before the first paint, and the manifest is linked once the visitor taps", async ({ page, request }) => {
  await page.goto("/about");
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /^data:image\/svg\+xml,/);
  await waitForHydration(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  await page.locator("main").click({ position: { x: 2, y: 2 } });
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  const manifest = await request.get("/site.webmanifest");
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const icons = ((await manifest.json()) as { icons: { src: string }[] }).icons;
  for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
});
