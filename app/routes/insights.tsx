import { data } from "react-router";
import { articles } from "virtual:markdown-pages";
import { ArticleList } from "~/components/insights/article-parts";
import { feedLink } from "~/components/insights/feed-link";
import { PageHeader } from "~/components/ui/page-header";
import { FEED_PATH, INSIGHTS_PATH } from "~/content/publication-paths.mjs";
import { publications } from "~/content/publications";
import { pageMeta } from "~/content/site";
import { pageTags } from "~/lib/seo";

const { insights } = publications;

/** Not built without an entry (pipeline/published-entries.ts); the dev server answers as the built site. */
function notWithoutEntries() {
  if (!articles.length) throw data(null, { status: 404, statusText: "Not Found" });
}

export const meta = () => {
  notWithoutEntries();
  return [...pageTags(pageMeta(insights.search), { path: INSIGHTS_PATH }), feedLink];
};

/** Every published article, newest first. */
export default function Insights() {
  notWithoutEntries();
  return (
    <div className="container insights">
      <PageHeader title={insights.heading}>
        <p>{insights.intro}</p>
      </PageHeader>
      <ArticleList articles={articles} level={2} />
      <p className="after-list">
        <a href={FEED_PATH} type="application/atom+xml">
          {insights.feed}
        </a>
      </p>
    </div>
  );
}
