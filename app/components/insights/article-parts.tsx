import { ContentPicture } from "~/components/ui/content-picture";
import type { PublishedArticle } from "~/content/schema/article";
import { articlePath, tagPath, tagSlug } from "~/content/publication-paths.mjs";
import { publications } from "~/content/publications";
import { formatDate } from "~/lib/insights/format-date";

/** What a list shows of an article: everything but its body. */
export type ArticleSummary = Omit<PublishedArticle, "body">;

/** An article's tags, each leading to the list of its articles. */
export function TagList({ tags }: { readonly tags?: readonly string[] }) {
  if (!tags?.length) return null;
  return (
    <ul className="tag-list" aria-label={publications.insights.tags}>
      {tags.map((name) => (
        <li key={name}>
          <a href={tagPath(tagSlug(name))}>{name}</a>
        </li>
      ))}
    </ul>
  );
}

/** The day it was published and, if it changed since, the day it last did. */
export function ArticleDates({ article }: { readonly article: ArticleSummary }) {
  const { published, updated } = publications.insights;
  return (
    <p className="article-dates">
      {published} <time dateTime={article.date}>{formatDate(article.date)}</time>
      {article.updated && article.updated !== article.date && (
        <>
          {" · "}
          {updated} <time dateTime={article.updated}>{formatDate(article.updated)}</time>
        </>
      )}
    </p>
  );
}

/** Articles as cards, newest first: cover, title (the link), date, description, tags. */
export function ArticleList({ articles, level }: { readonly articles: readonly ArticleSummary[]; readonly level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.slug} className="article-card">
          {/* The title beside it names the article: the cover adds nothing to read aloud. */}
          {article.cover && <ContentPicture className="article-card-picture" src={article.cover} alt="" sizes="(min-width: 48rem) 22rem, 100vw" />}
          <Heading>
            <a href={articlePath(article.slug)}>{article.title}</a>
          </Heading>
          <ArticleDates article={article} />
          <p>{article.description}</p>
          <TagList tags={article.tags} />
        </li>
      ))}
    </ul>
  );
}
