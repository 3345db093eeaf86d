import * as v from "valibot";
import { date, fields, list, markdown, optionalDate, optionalPicture, optionalText, text, toggle } from "./fields.ts";

// The article file format, `content/insights/<slug>.md` (a public contract: docs/content.md): YAML front matter
// between two `---` lines, then the body in Markdown.

/** A tag as the agency writes it: lower-case letters, digits, single spaces and hyphens between words. */
export const TAG = /^[a-z0-9]+(?:[ -][a-z0-9]+)*$/;

/** The widths the build makes of a picture in an article: the reading column, twice over for sharp screens. */
export const ARTICLE_PICTURE_WIDTHS = [480, 800, 1200, 1600] as const;

const tag = v.pipe(
  v.string("Tag: expected a word or two"),
  v.trim(),
  v.nonEmpty("A tag is empty: remove it or write it"),
  v.maxLength(40, "A tag is too long: at most 40 characters"),
  v.regex(TAG, (issue) => `Tag "${String(issue.input)}" may hold only lower-case letters, digits, and single spaces or hyphens between words`),
  v.title("Tag"),
);

export const ArticleSchema = v.pipe(
  fields("Article", {
    title: text("Title", { hint: "The article's heading, and its title in search results and shared links", max: 90 }),
    description: text("Description", { hint: "Under the title in the list of articles, in search results and on shared links", min: 50, max: 160 }),
    date: date("Date", "The day it is published, shown on the article; the list shows the newest first"),
    updated: optionalDate("Updated", "Optional: the day it last changed in substance, shown beside the date"),
    tags: v.optional(list("Tags", tag, { min: 0, max: 6, hint: "Optional: a word or two each, in lower case, e.g. paid social; each tag has a page listing its articles" })),
    cover: optionalPicture("Cover picture", { hint: "Optional: shown above the article, in the list, and on shared links", widths: ARTICLE_PICTURE_WIDTHS }),
    coverAlt: optionalText("What the cover shows", { hint: "Read aloud to visitors who cannot see it, e.g. A creator filming a product on a phone", max: 160 }),
    draft: toggle("Draft", "On: the article is kept, but not published anywhere; off: it is published with the next build"),
    body: markdown("Article", {
      hint: "The article itself: headings (Heading 2 and below: the title is the page's heading), lists, links, tables, quotes and pictures",
      widths: ARTICLE_PICTURE_WIDTHS,
    }),
  }),
  v.check((article) => !article.cover || Boolean(article.coverAlt), "What the cover shows is empty: describe the cover picture for visitors who cannot see it"),
);

export type Article = v.InferOutput<typeof ArticleSchema>;

/** An article the build publishes (no draft), with its file's name as its address. */
export interface PublishedArticle extends Article {
  readonly slug: string;
}
