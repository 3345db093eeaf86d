import type { Root } from "hast";
import { ClosingCta } from "~/components/closing-cta";
import { ArticleDates, ArticleList, TagList, type ArticleSummary } from "~/components/insights/article-parts";
import { ContentPicture } from "~/components/ui/content-picture";
import { MarkdownBody } from "~/components/ui/markdown-body";
import { pictureInText } from "~/components/ui/picture-in-text";
import { home } from "~/content/home";
import { INSIGHTS_PATH, articlePath } from "~/content/publication-paths.mjs";
import { publications } from "~/content/publications";
import { writtenWorkJsonLd } from "~/lib/structured-data";

interface ArticlePageProps {
  readonly article: ArticleSummary & { readonly body: Root };
  readonly related: readonly ArticleSummary[];
}

/** One article: its header, cover and body, then up to three related articles and the invitation to apply. */
export function ArticlePage({ article, related }: ArticlePageProps) {
  const { insights } = publications;
  const jsonLd = writtenWorkJsonLd({
    type: "BlogPosting",
    headline: article.title,
    description: article.description,
    path: articlePath(article.slug),
    image: article.cover || undefined,
    datePublished: article.date,
    dateModified: article.updated || undefined,
    keywords: article.tags,
  });
  return (
    <>
      <article className="container narrow article">
        <header className="page-header">
          <p className="eyebrow">
            <a href={INSIGHTS_PATH}>{insights.heading}</a>
          </p>
          <h1 tabIndex={-1}>{article.title}</h1>
          <p className="lede">{article.description}</p>
          <ArticleDates article={article} />
          <TagList tags={article.tags} />
        </header>
        {article.cover && (
          <ContentPicture className="article-cover" src={article.cover} alt={article.coverAlt || ""} sizes="(min-width: 48rem) 48rem, 100vw" eager />
        )}
        <MarkdownBody tree={article.body} picture={pictureInText} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </article>
      {related.length > 0 && (
        <section className="container related-articles" aria-labelledby="related-heading">
          <h2 id="related-heading">{insights.related}</h2>
          <ArticleList articles={related} level={3} />
        </section>
      )}
      <ClosingCta apply={home.cta} />
    </>
  );
}
