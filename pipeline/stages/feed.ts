// The feed of every published article, in full (Atom, made by the `feed` library): each entry's content is the
// article's body as its built page shows it, with every address made absolute, so a feed reader shows the same text
// and pictures as the site.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Feed } from "feed";
import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toHtml } from "hast-util-to-html";
import { publishedArticles } from "../../app/content/publication-files.ts";
import { articlePath, FEED_PATH, INSIGHTS_PATH } from "../../app/content/publication-paths.mjs";
import { publications } from "../../app/content/publications.ts";
import { site } from "../../app/content/site.ts";

/** The parts of an article's built page a feed entry holds: its cover and its body (app/components/insights/article-page.tsx). */
const COVER = "article.article > picture.article-cover";
const BODY = "article.article > .prose";

const absolute = (value: string, siteUrl: string) => (value.startsWith("/") && !value.startsWith("//") ? new URL(value, `${siteUrl}/`).href : value);

/** Each picture its image alone (feed readers show an <img>), each address absolute, nothing only a page needs. */
function forFeed(part: Element, siteUrl: string): Element {
  const copy = structuredClone(part);
  const pictures = copy.tagName === "picture" ? [copy] : selectAll("picture", copy);
  for (const picture of pictures) {
    const img = select("img", picture);
    if (!img) throw new Error("feed: a <picture> without an <img> in an article's page");
    Object.assign(picture, { tagName: "img", properties: { ...img.properties }, children: [] });
  }
  for (const element of [copy, ...selectAll("*", copy)]) {
    const { properties } = element;
    for (const name of ["href", "src"] as const) if (typeof properties[name] === "string") properties[name] = absolute(properties[name], siteUrl);
    for (const name of ["loading", "decoding", "fetchPriority", "tabIndex", "className"]) delete properties[name];
  }
  return copy;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The feed's XML, from the built pages of the articles in `clientDir`; none when no article is published. */
export async function feedXml(clientDir: string, siteUrl: string): Promise<string | undefined> {
  const articles = publishedArticles();
  if (!articles.length) return undefined;
  const lastChange = articles.map((article) => article.updated || article.date).sort().at(-1)!;
  const feed = new Feed({
    id: new URL(INSIGHTS_PATH, `${siteUrl}/`).href,
    title: `${publications.insights.heading} | ${site.name}`,
    description: publications.insights.intro,
    link: new URL(INSIGHTS_PATH, `${siteUrl}/`).href,
    feedLinks: { atom: new URL(FEED_PATH, `${siteUrl}/`).href },
    language: "en",
    updated: dateOf(lastChange),
    author: { name: site.name, link: `${siteUrl}/` },
    copyright: `© ${site.copyrightYear} ${site.name}`,
    generator: false,
  });
  for (const article of articles) {
    const url = new URL(articlePath(article.slug), `${siteUrl}/`).href;
    const page = fromHtml(await readFile(join(clientDir, articlePath(article.slug).slice(1), "index.html"), "utf8"));
    const body = select(BODY, page);
    if (!body) throw new Error(`feed: ${articlePath(article.slug)} has no "${BODY}": the article page's layout changed (pipeline/stages/feed.ts)`);
    const cover = select(COVER, page);
    if (article.cover && !cover) throw new Error(`feed: ${articlePath(article.slug)} has a cover but no "${COVER}"`);
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.description,
      content: toHtml([...(cover ? [forFeed(cover, siteUrl)] : []), ...forFeed(body, siteUrl).children]),
      date: dateOf(article.updated || article.date),
      published: dateOf(article.date),
      category: (article.tags ?? []).map((name) => ({ name, term: name })),
      author: [{ name: site.name, link: `${siteUrl}/` }],
    });
  }
  return feed.atom1();
}

export async function writeFeed(clientDir: string, siteUrl: string): Promise<void> {
  const xml = await feedXml(clientDir, siteUrl);
  if (xml) await writeFile(join(clientDir, FEED_PATH.slice(1)), xml);
}
