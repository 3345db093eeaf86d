import { data } from "react-router";
import { articles } from "virtual:markdown-pages";
import type { Route } from "./+types/insights-tag";
import { ArticleList } from "~/components/insights/article-parts";
import { feedLink } from "~/components/insights/feed-link";
import { PageHeader } from "~/components/ui/page-header";
import { INSIGHTS_PATH } from "~/content/publication-paths.mjs";
import { publications } from "~/content/publications";
import { pageMeta } from "~/content/site";
import { tagsOf } from "~/lib/insights/article-order";
import { pageTags, searchDescription } from "~/lib/seo";

const { insights } = publications;

const tagOf = (slug: string | undefined) => {
  const tag = tagsOf(articles).find((candidate) => candidate.slug === slug);
  if (!tag) throw data(null, { status: 404, statusText: "Not Found" });
  return { ...tag, heading: `${insights.tagHeading} “${tag.name}”` };
};

// A way through the articles, not a page to find in search: noindex (no page of the table, no canonical URL).
export const meta = ({ params }: Route.MetaArgs) => {
  const tag = tagOf(params.tag);
  return [...pageTags(pageMeta({ title: tag.heading, description: searchDescription(`${tag.heading}. ${insights.search.description}`) })), feedLink];
};

/** The articles with one tag, newest first. */
export default function InsightsTag({ params }: Route.ComponentProps) {
  const tag = tagOf(params.tag);
  return (
    <div className="container insights">
      <PageHeader title={tag.heading} eyebrow={insights.heading} />
      <ArticleList articles={tag.articles} level={2} />
      <p className="after-list">
        <a href={INSIGHTS_PATH}>{insights.allArticles}</a>
      </p>
    </div>
  );
}
