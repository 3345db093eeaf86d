import * as v from "valibot";
import { contentRoot } from "./content-root.ts";
import { entryExtensions, entrySlug, folderFiles, readContentFile } from "./content-files.ts";
import { newestFirst, tagsOf } from "../app/lib/insights/article-order.ts";
import { articlePath, caseStudyPath, INSIGHTS_PATH, LIST_KEYS, PAGE_KEY_PREFIXES, PUBLICATION_MODULES, tagPath, WORK_PATH } from "../app/content/publication-paths.mjs";
import { ArticleSchema, type PublishedArticle } from "../app/content/schema/article.ts";
import { contentKinds } from "../app/content/schema/kinds.ts";

// The articles and case studies the build publishes, read in Node for the router config, the prerender list, the
// sitemap, the feed and the build's account of its pages. Every file has passed the content check, which runs
// first; a draft is left out here, so it reaches no page, list, feed or script.

/** Every published article (no draft), newest first. */
export const publishedArticles = (projectRoot = process.cwd()): PublishedArticle[] => publishedArticlesIn(contentRoot(projectRoot));

/** The same, of the content under `root` (a folder holding `content/`). */
export function publishedArticlesIn(root: string): PublishedArticle[] {
  const kind = contentKinds.insights;
  return folderFiles(root, kind.folder)
    .filter((file) => entryExtensions(kind).some((extension) => file.endsWith(extension)))
    .flatMap((file) => {
      const read = readContentFile(root, file);
      const parsed = "value" in read ? v.safeParse(ArticleSchema, read.value) : undefined;
      return parsed?.success && !parsed.output.draft ? [{ ...parsed.output, slug: entrySlug(file) }] : [];
    })
    .sort(newestFirst);
}

/** The file names (without `.json`) of the case studies, each a page of its own. */
export function caseStudySlugs(projectRoot = process.cwd()): string[] {
  return folderFiles(contentRoot(projectRoot), contentKinds.caseStudies.folder)
    .filter((file) => file.endsWith(".json"))
    .map(entrySlug);
}

export interface PublicationPage {
  /** Its key in the build's list of pages (build-info.json). */
  readonly key: string;
  readonly path: string;
  readonly module: string;
  /** A tag's list is a way through the articles, not a page to find in search. */
  readonly indexed: boolean;
  /** The day it last changed, for the sitemap (an article's). */
  readonly lastmod?: string;
}

/**
 * Every page made from articles and case studies: none of a kind without an entry (no `/insights` without a
 * published article, no `/work` without a case study).
 */
export function publicationPages(projectRoot = process.cwd()): PublicationPage[] {
  const articles = publishedArticles(projectRoot);
  const studies = caseStudySlugs(projectRoot);
  const lastChange = articles.map((article) => article.updated || article.date).sort().at(-1);
  return [
    ...(lastChange ? [{ key: LIST_KEYS.insights, path: INSIGHTS_PATH, module: PUBLICATION_MODULES.insights, indexed: true, lastmod: lastChange }] : []),
    ...articles.map((article) => ({
      key: `${PAGE_KEY_PREFIXES.article}${article.slug}`,
      path: articlePath(article.slug),
      module: PUBLICATION_MODULES.article,
      indexed: true,
      lastmod: article.updated || article.date,
    })),
    ...tagsOf(articles).map((tag) => ({ key: `${PAGE_KEY_PREFIXES.tag}${tag.slug}`, path: tagPath(tag.slug), module: PUBLICATION_MODULES.tag, indexed: false })),
    ...(studies.length ? [{ key: LIST_KEYS.work, path: WORK_PATH, module: PUBLICATION_MODULES.work, indexed: true }] : []),
    ...studies.map((slug) => ({ key: `${PAGE_KEY_PREFIXES.caseStudy}${slug}`, path: caseStudyPath(slug), module: PUBLICATION_MODULES.caseStudy, indexed: true })),
  ];
}
