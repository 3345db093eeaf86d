// Relative: the build reads this module in Node too, where the ~ alias does not exist.
import { tagSlug } from "../../content/publication-paths.mjs";

// Which articles a list shows, and in what order: pure, read by the build in Node and by the pages at build time.

interface Dated {
  readonly slug: string;
  readonly title: string;
  readonly date: string;
  readonly updated?: string;
  readonly tags?: readonly string[];
}

/** Newest first: by date, then by the later change, then by title, so the order never depends on the file system. */
export const newestFirst = (a: Dated, b: Dated) =>
  b.date.localeCompare(a.date) || (b.updated ?? "").localeCompare(a.updated ?? "") || a.title.localeCompare(b.title);

export interface Tag<Article> {
  /** As the first article that has it writes it. */
  readonly name: string;
  /** In its address. */
  readonly slug: string;
  /** Its articles, newest first. */
  readonly articles: readonly Article[];
}

/** Each tag of the articles (given newest first) with its articles, in the order of the tags' addresses. */
export function tagsOf<Article extends Dated>(articles: readonly Article[]): Tag<Article>[] {
  const tags = new Map<string, { name: string; slug: string; articles: Article[] }>();
  for (const article of articles) {
    for (const name of article.tags ?? []) {
      const slug = tagSlug(name);
      const tag = tags.get(slug) ?? { name, slug, articles: [] };
      if (!tag.articles.includes(article)) tag.articles.push(article);
      tags.set(slug, tag);
    }
  }
  return [...tags.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Up to three other articles: those that share the most tags with it first, then the newest. */
export function relatedTo<Article extends Dated>(article: Dated, articles: readonly Article[], count = 3): Article[] {
  const own = new Set((article.tags ?? []).map(tagSlug));
  const shared = (other: Dated) => (other.tags ?? []).filter((name) => own.has(tagSlug(name))).length;
  return articles
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, shared: shared(other) }))
    .sort((a, b) => b.shared - a.shared || newestFirst(a.other, b.other))
    .slice(0, count)
    .map(({ other }) => other);
}
