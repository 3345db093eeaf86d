// The feed of every published article, in full (Atom): each entry's content is the article's body as its built page
// shows it, with every address made absolute, so a feed reader shows the same text and pictures as the site.
//
// Every text goes out escaped as XML text by fast-xml-parser's builder (no CDATA section, which one "]]>" in an
// article would end), titles and summaries as plain text, the body as escaped HTML. The build then parses what it
// wrote and stops, naming the article, on anything a feed reader could not read.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";
import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toHtml } from "hast-util-to-html";
import { publishedArticles } from "../published-entries.ts";
import { articlePath, FEED_PATH, INSIGHTS_PATH } from "../../app/content/publication-paths.mjs";
import { importAppModule } from "../content-module.ts";
import { unreadableCharacter } from "../../app/content/schema/unreadable-characters.mjs";

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

const isoDate = (day: string) => new Date(`${day}T00:00:00Z`).toISOString();
const person = (name: string, siteUrl: string) => ({ name, uri: `${siteUrl}/` });

interface Entry {
  readonly path: string;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
}

/** Refuses a text no XML document can hold (a control character pasted from a word processor), naming where it is. */
function refuseUnreadable(where: string, texts: Record<string, string>): void {
  for (const [field, text] of Object.entries(texts)) {
    const found = unreadableCharacter(text);
    if (found) throw new Error(`feed: ${where}: its ${field} holds ${found}`);
  }
}

/**
 * Parses the feed as a reader would and checks each entry carries its article's title, summary and content letter
 * for letter: an escape gone wrong stops the build, naming the article.
 */
function checkWritten(xml: string, entries: readonly Entry[]): void {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`feed: ${FEED_PATH} does not parse (line ${valid.err.line}): ${valid.err.msg}`);
  const parsed = new XMLParser({ ignoreAttributes: false, trimValues: false, parseTagValue: false, isArray: (name) => name === "entry" }).parse(xml);
  const written: { title?: { "#text"?: string }; summary?: { "#text"?: string }; content?: { "#text"?: string } }[] = parsed.feed?.entry ?? [];
  if (written.length !== entries.length) throw new Error(`feed: ${FEED_PATH} holds ${written.length} entries for ${entries.length} articles`);
  entries.forEach((entry, index) => {
    for (const field of ["title", "summary", "content"] as const) {
      if ((written[index]?.[field]?.["#text"] ?? "") !== entry[field]) throw new Error(`feed: ${entry.path}: its ${field} does not read back from ${FEED_PATH} as written`);
    }
  });
}

/** The feed's XML, from the built pages of the articles in `clientDir`; none when no article is published. */
export async function feedXml(clientDir: string, siteUrl: string): Promise<string | undefined> {
  const articles = publishedArticles();
  if (!articles.length) return undefined;
  const { site } = await importAppModule<typeof import("../../app/content/site.ts")>("app/content/site.ts");
  const { publications } = await importAppModule<typeof import("../../app/content/publications.ts")>("app/content/publications.ts");
  const lastChange = articles.map((article) => article.updated || article.date).sort().at(-1)!;
  const entries: Entry[] = [];
  const xmlEntries = [];
  for (const article of articles) {
    const path = articlePath(article.slug);
    const url = new URL(path, `${siteUrl}/`).href;
    const page = fromHtml(await readFile(join(clientDir, path.slice(1), "index.html"), "utf8"));
    const body = select(BODY, page);
    if (!body) throw new Error(`feed: ${path} has no "${BODY}": the article page's layout changed (pipeline/stages/feed.ts)`);
    const cover = select(COVER, page);
    if (article.cover && !cover) throw new Error(`feed: ${path} has a cover but no "${COVER}"`);
    const entry = {
      path,
      title: article.title,
      summary: article.description,
      content: toHtml([...(cover ? [forFeed(cover, siteUrl)] : []), ...forFeed(body, siteUrl).children]),
    };
    refuseUnreadable(path, { title: entry.title, summary: entry.summary, content: entry.content, ...Object.fromEntries((article.tags ?? []).map((tag, i) => [`tag ${i + 1}`, tag])) });
    entries.push(entry);
    xmlEntries.push({
      title: { "@_type": "text", "#text": entry.title },
      id: url,
      link: { "@_rel": "alternate", "@_type": "text/html", "@_href": url },
      updated: isoDate(article.updated || article.date),
      published: isoDate(article.date),
      author: person(site.name, siteUrl),
      category: (article.tags ?? []).map((tag) => ({ "@_term": tag, "@_label": tag })),
      summary: { "@_type": "text", "#text": entry.summary },
      content: { "@_type": "html", "#text": entry.content },
    });
  }
  const title = `${publications.insights.heading} | ${site.name}`;
  refuseUnreadable(FEED_PATH, { title, subtitle: publications.insights.intro, "site name": site.name });
  const xml = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true }).build({
    "?xml": { "@_version": "1.0", "@_encoding": "utf-8" },
    feed: {
      "@_xmlns": "http://www.w3.org/2005/Atom",
      "@_xml:lang": "en",
      id: new URL(INSIGHTS_PATH, `${siteUrl}/`).href,
      title: { "@_type": "text", "#text": title },
      subtitle: { "@_type": "text", "#text": publications.insights.intro },
      updated: isoDate(lastChange),
      author: person(site.name, siteUrl),
      link: [
        { "@_rel": "alternate", "@_type": "text/html", "@_href": new URL(INSIGHTS_PATH, `${siteUrl}/`).href },
        { "@_rel": "self", "@_type": "application/atom+xml", "@_href": new URL(FEED_PATH, `${siteUrl}/`).href },
      ],
      rights: { "@_type": "text", "#text": `© ${site.copyrightYear} ${site.name}` },
      entry: xmlEntries,
    },
  });
  checkWritten(xml, entries);
  return xml;
}

export async function writeFeed(clientDir: string, siteUrl: string): Promise<void> {
  const xml = await feedXml(clientDir, siteUrl);
  if (xml) await writeFile(join(clientDir, FEED_PATH.slice(1)), xml);
}
