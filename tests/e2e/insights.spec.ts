import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect, test } from "./fixtures";
import { pageTitle, shown, shownArticles, shownCaseStudies } from "../shipped-content";
import { articlePath, caseStudyPath, FEED_PATH, INSIGHTS_PATH, WORK_PATH } from "~/content/publication-paths.mjs";
import { SHIPPED_DEFAULTS, TEST_SITES } from "../test-sites.mjs";
import { SERVICE_SITE } from "./sites";

// The fixture's articles (tests/fixtures/shipped-defaults/content/insights/): two published, one holding a table, a
// code block, a link, a picture, a <script>, an onerror attribute and a javascript: link, and a draft; and its case
// study with a picture and a story.
const articles = shownArticles();
const [newest, withMarkup] = [articles[0]!, articles.find((article) => article.body.includes("<script>"))!];
const study = shownCaseStudies()[0]!;
const words = shown("publications");

test("the list shows every published article, newest first, each leading to its page", async ({ page }) => {
  await page.goto(INSIGHTS_PATH);
  await expect(page).toHaveTitle(pageTitle(words.insights.search.title));
  const cards = page.locator(".article-card h2 a");
  await expect(cards).toHaveText(articles.map((article) => article.title));
  await expect(cards.first()).toHaveAttribute("href", articlePath(newest.slug));
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", new RegExp(`${FEED_PATH}$`));
});

for (const javaScriptEnabled of [true, false]) {
  test(`an article shows its Markdown as the site's, and nothing it holds runs, with JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: SERVICE_SITE, javaScriptEnabled });
    const page = await context.newPage();
    page.on("dialog", () => {
      throw new Error("a dialog opened: a script of the article ran");
    });
    await page.goto(articlePath(withMarkup.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(withMarkup.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const body = page.locator("article .prose");
    await expect(body.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(body.locator("table th").first()).toBeVisible();
    await expect(body.locator("pre code")).toBeVisible();
    // Its pictures are the build's: AVIF and WebP at several widths, with a size that keeps the layout still.
    const picture = body.locator("picture").first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\.avif \d+w, /);
    await expect(picture.locator("img")).toHaveAttribute("width", /^\d+$/);
    await expect(body.locator('a[href^="https://"]')).toHaveCount(1);
    await expect(page.locator("time").first()).toHaveAttribute("datetime", withMarkup.date);
    const html = await page.content();
    expect(html).not.toMatch(/fixtureScriptRan|fixtureOnerrorRan|fixtureLinkRan|javascript:/);
    if (javaScriptEnabled) {
      await page.locator("img").last().scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith("fixture")))).toEqual([]);
      expect(await page.title()).toBe(pageTitle(withMarkup.title));
    }
    await context.close();
  });
}

test("an article's head describes it for search and sharing", async ({ page }) => {
  await page.goto(articlePath(newest.slug));
  const url = `${SERVICE_SITE}${articlePath(newest.slug)}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", newest.description);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  // The cover is the share picture, with what it shows.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${SERVICE_SITE}/assets/.+\\.(webp|avif|jpe?g|png)$`));
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", newest.coverAlt!);
  const data = JSON.parse((await page.locator('article script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(data).toMatchObject({
    "@type": "BlogPosting",
    headline: newest.title,
    description: newest.description,
    datePublished: newest.date,
    url,
    author: { "@type": "Organization", name: shown("site").name },
    publisher: { "@type": "Organization", name: shown("site").name },
  });
  expect(data.image).toMatch(/^http/);
  // Up to three others, then the invitation to apply.
  await expect(page.getByRole("region", { name: words.insights.related }).locator(".article-card")).toHaveCount(Math.min(3, articles.length - 1));
  await expect(page.getByRole("link", { name: shown("home").hero.apply.label }).last()).toHaveAttribute("href", "/apply-client");
});

test("a tag's page lists its articles and is not for search", async ({ page }) => {
  await page.goto(articlePath(newest.slug));
  const tag = newest.tags![0]!;
  await page.locator(".page-header .tag-list").getByRole("link", { name: tag }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(tag);
  await expect(page.locator(".article-card h2 a")).toHaveText(articles.filter((article) => article.tags?.includes(tag)).map((article) => article.title));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("the feed is well-formed Atom with every published article in full, at absolute addresses", async ({ request }) => {
  const response = await request.get(FEED_PATH);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed;
  const entries = [feed.entry].flat();
  expect(entries.map((entry) => entry.title["#text"] ?? entry.title)).toEqual(articles.map((article) => article.title));
  for (const [index, entry] of entries.entries()) {
    expect(entry.link["@_href"]).toBe(`${SERVICE_SITE}${articlePath(articles[index]!.slug)}`);
    const content = String(entry.content["#text"] ?? entry.content);
    // The body in full: its last plain paragraph's words, and no address left relative.
    const lastPlain = articles[index]!.body.split("\n").filter((line) => /^[A-Z][^[\]*`|<>()]*$/.test(line)).at(-1)!;
    expect(content).toContain(lastPlain.slice(0, 40));
    expect(content).not.toMatch(/(?:href|src)="\/(?!\/)/);
    expect(content).not.toMatch(/<script|onerror|javascript:/i);
  }
});

test("the sitemap lists the list of articles, each article with its last change, the case studies and their list", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const article of articles) {
    expect(sitemap).toContain(`<loc>${SERVICE_SITE}${articlePath(article.slug)}</loc><lastmod>${article.updated || article.date}</lastmod>`);
  }
  for (const path of [INSIGHTS_PATH, WORK_PATH, caseStudyPath(study.id)]) expect(sitemap).toContain(`<loc>${SERVICE_SITE}${path}</loc>`);
});

test("a draft is in no file of the build: no page, list, feed, sitemap or script", async () => {
  const draftFiles = (await readdir(join(SHIPPED_DEFAULTS, "content/insights"))).filter((name) => !articles.some((article) => name.startsWith(`${article.slug}.`)));
  expect(draftFiles.length, "the fixture holds a draft").toBeGreaterThan(0);
  const drafts = await Promise.all(draftFiles.map((name) => readFile(join(SHIPPED_DEFAULTS, "content/insights", name), "utf8")));
  // What only the draft says: its title, and its body's one line.
  const marks = drafts.flatMap((text) => [/^title: (.+)$/m.exec(text)![1]!, text.trim().split("\n").at(-1)!.slice(0, 30)]);
  const client = join(TEST_SITES.service.buildDir, "client");
  for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz|png|avif|webp|jpe?g|woff2|ico)$/.test(entry.name)) continue;
    const text = await readFile(join(entry.parentPath, entry.name), "utf8");
    for (const mark of marks) expect(text.includes(mark), `${join(entry.parentPath, entry.name)} holds the draft's "${mark}"`).toBe(false);
  }
  for (const name of draftFiles) expect((await fetch(`${SERVICE_SITE}${articlePath(name.replace(/\.\w+$/, ""))}`)).status).toBe(404);
});

test("a case study has a page of its own, which the home page's card and the footer's list lead to", async ({ page }) => {
  await page.goto("/");
  await page.locator(".case-study").filter({ hasText: study.title }).getByRole("link", { name: words.work.readMore }).click();
  await expect(page).toHaveURL(caseStudyPath(study.id));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
  await expect(page.locator("article .prose h2").first()).toBeVisible();
  await expect(page.locator(".case-study-results dd").first()).toHaveText(study.results[0]!.value);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SERVICE_SITE}${caseStudyPath(study.id)}`);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", study.imageAlt);
  expect(JSON.parse((await page.locator('article script[type="application/ld+json"]').textContent()) ?? "{}")).toMatchObject({ "@type": "Article", headline: study.title });
  await page.getByRole("contentinfo").getByRole("link", { name: words.work.footerLink }).click();
  await expect(page).toHaveURL(WORK_PATH);
  await expect(page.locator(".case-study h2")).toHaveText(shownCaseStudies().map((entry) => entry.title));
  await page.getByRole("contentinfo").getByRole("link", { name: words.insights.footerLink }).click();
  await expect(page).toHaveURL(INSIGHTS_PATH);
});
