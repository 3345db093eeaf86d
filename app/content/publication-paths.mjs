// Plain JavaScript: read by the app, the build and the build's checks, which run in Node without TypeScript.

/** The list of articles; each article is `/insights/<slug>`, each tag's list `/insights/tags/<tag>`. */
export const INSIGHTS_PATH = "/insights";

/** The list of case studies; each case study is `/work/<slug>`. */
export const WORK_PATH = "/work";

/** The feed of every published article, in full (Atom). */
export const FEED_PATH = `${INSIGHTS_PATH}/feed.xml`;

/** The word under `/insights/` that tag pages live under: no article may be called so. */
export const TAGS_SEGMENT = "tags";

/** @param {string} slug */
export const articlePath = (slug) => `${INSIGHTS_PATH}/${slug}`;

/**
 * A tag's form in its address: its words joined by hyphens, so "paid social" and "paid-social" are one tag.
 * @param {string} name
 */
export const tagSlug = (name) => name.replace(/ /g, "-");

/** @param {string} slug a tag's address form (`tagSlug`) */
export const tagPath = (slug) => `${INSIGHTS_PATH}/${TAGS_SEGMENT}/${slug}`;

/** @param {string} slug */
export const caseStudyPath = (slug) => `${WORK_PATH}/${slug}`;

/** The keys of these pages in the build's list of pages (`build-info.json`), before the slug. */
export const PAGE_KEY_PREFIXES = { article: "article:", tag: "tag:", caseStudy: "case-study:" };

/** The keys of the two lists. */
export const LIST_KEYS = { insights: "insights", work: "work" };

/** Whether a key of the build's list of pages is one of these pages'. @param {string} key */
export const isPublicationKey = (key) => Object.values(LIST_KEYS).includes(key) || Object.values(PAGE_KEY_PREFIXES).some((prefix) => key.startsWith(prefix));

/** The route module of each kind of page made from these files, relative to `app/`. */
export const PUBLICATION_MODULES = {
  insights: "routes/insights.tsx",
  tag: "routes/insights-tag.tsx",
  article: "routes/article.tsx",
  work: "routes/work.tsx",
  caseStudy: "routes/case-study.tsx",
};
