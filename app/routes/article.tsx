import { data } from "react-router";
import { articles } from "virtual:markdown-pages";
import type { Route } from "./+types/article";
import { ArticlePage } from "~/components/insights/article-page";
import { feedLink } from "~/components/insights/feed-link";
import { articlePath } from "~/content/publication-paths.mjs";
import { pageMeta } from "~/content/site";
import { sharedPicture } from "~/lib/shared-picture";
import { relatedTo } from "~/lib/insights/article-order";
import { pageTags } from "~/lib/seo";

const articleOf = (slug: string | undefined) => {
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  return article;
};

export const meta = ({ params }: Route.MetaArgs) => {
  const article = articleOf(params.slug);
  return [
    ...pageTags(pageMeta(article), { path: articlePath(article.slug) }, {
      image: article.cover ? sharedPicture(article.cover, article.coverAlt ?? "") : undefined,
      article: { published: article.date, modified: article.updated || article.date, tags: article.tags },
    }),
    feedLink,
  ];
};

export default function Article({ params }: Route.ComponentProps) {
  const article = articleOf(params.slug);
  return <ArticlePage article={article} related={relatedTo(article, articles)} />;
}
