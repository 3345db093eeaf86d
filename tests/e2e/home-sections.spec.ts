import { expect, test } from "./fixtures";
import { gotoHydrated } from "../hydration";
import { shown, shownCaseStudies, shownQuestions, shownServices } from "../shipped-content";
import { caseStudyPath } from "~/content/publication-paths.mjs";

const home = shown("home");
const offerings = shownServices();

for (const javaScriptEnabled of [true, false]) {
  test.describe(`home with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("has every section, in order, the case studies the content holds, each leading to its page, and no empty slot for testimonials", async ({ page }) => {
      await page.goto("/");
      const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
      expect(headings.filter((heading) => heading !== shown("figures").heading)).toEqual([
        home.services.heading,
        home.process.heading,
        home.reasons.heading,
        home.questions.heading,
        home.closing.heading,
      ]);
      const studies = shownCaseStudies();
      const part = page.getByRole("region", { name: home.proof.caseStudies });
      await expect(part.getByRole("heading", { level: 4 })).toHaveText(studies.map((study) => study.title));
      for (const study of studies) await expect(part.getByRole("link", { name: new RegExp(study.title) })).toHaveAttribute("href", caseStudyPath(study.id));
      await expect(page.getByRole("heading", { name: home.proof.testimonials })).toHaveCount(0);
      const closing = page.getByRole("region", { name: home.closing.heading });
      await expect(closing.getByRole("link", { name: home.hero.apply.label })).toHaveAttribute("href", "/apply-client");
      await expect(closing.getByRole("link", { name: home.closing.link })).toHaveAttribute("href", "/contact");
    });

    test("opens a question with a click, and shows the privacy link in its answer", async ({ page }) => {
      await page.goto("/");
      const last = shownQuestions().at(-1)!;
      const answer = page.getByText(last.answer);
      await expect(answer).toBeHidden();
      await page.getByText(last.question).click();
      await expect(answer).toBeVisible();
      await expect(page.getByRole("link", { name: last.link!.label })).toHaveAttribute("href", "/privacy");
    });
  });
}

test("each service card lands on its own section of /services", async ({ page }) => {
  for (const offering of offerings) {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: new RegExp(`^${home.services.more}\\W+${offering.name}$`) }).click();
    await expect(page).toHaveURL(`/services#${offering.id}`);
    const heading = page.getByRole("heading", { level: 2, name: offering.name });
    await expect(heading).toBeInViewport();
  }
});

test("a question opens and closes by keyboard", async ({ page }) => {
  await gotoHydrated(page, "/");
  const first = shownQuestions()[0]!;
  const summary = page.locator("summary").filter({ hasText: first.question });
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(first.answer)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(page.getByText(first.answer)).toBeHidden();
});

test("the home page describes its questions as FAQPage structured data, word for word", async ({ page }) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
  expect(faq.mainEntity).toEqual(
    shownQuestions().map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  );
  await page.goto("/services");
  const others = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(others.map((text) => JSON.parse(text)["@type"])).toEqual(["Organization"]);
});

test("the first paint needs one round trip: the stylesheet is inline, and it stays through hydration and navigation", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await gotoHydrated(page, "/");
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(await page.locator("head style").count()).toBe(1);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("about").title);
  expect(await page.locator("head style").count()).toBe(1);
  const look = await page.evaluate(() => ({ font: getComputedStyle(document.body).fontFamily, background: getComputedStyle(document.documentElement).backgroundColor }));
  expect(look.font).toMatch(/^Manrope/);
  expect(look.background).toBe("rgb(14, 12, 31)");
  expect(stylesheets).toEqual([]);
});

test("the brand face downloads once the visitor scrolls and is used from the next page on, never swapped under the reader", async ({ page }) => {
  // Prefetched on the landing page (a request of no particular type), fetched from the cache by the next page.
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (/\.woff2$/.test(request.url())) fontRequests.push(request.url());
  });
  await gotoHydrated(page, "/");
  await page.waitForTimeout(300);
  expect(fontRequests, "a visitor who leaves at once downloads no face").toEqual([]);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => fontRequests).toEqual([expect.stringMatching(/\/assets\/manrope-latin-wght-normal-[\w-]+\.woff2$/)]);
  const inUse = () => page.evaluate(() => [...document.fonts].some((face) => face.family === "Manrope" && face.status === "loaded"));
  await page.waitForTimeout(300);
  expect(await inUse()).toBe(false);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown("about").title);
  await expect.poll(inUse).toBe(true);
});

test("the hero's second button scrolls to the services, and the keyboard carries on from there, not from the headline", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: home.hero.secondary }).click();
  await expect(page.getByRole("heading", { level: 2, name: home.services.heading })).toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: new RegExp(`^${home.services.more}\\W+${offerings[0]!.name}$`) })).toBeFocused();
});
