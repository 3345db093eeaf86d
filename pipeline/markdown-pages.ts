import { join } from "node:path";
import type { Plugin } from "vite";
import { caseStudySlugs, publishedArticles } from "./published-entries.ts";
import { contentKinds } from "../app/content/schema/kinds.ts";
import { renderMarkdown } from "../app/lib/markdown/render-markdown.ts";
import { entryExtensions, folderFiles, readContentFile } from "./content-files.ts";
import { contentRoot } from "./content-root.ts";

const MODULE = "virtual:markdown-pages";

/** A text rendered, or the build stopped naming its file. */
function rendered(file: string, markdown: string) {
  try {
    return renderMarkdown(markdown);
  } catch (error) {
    throw new Error(`${file}: its text could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * `virtual:markdown-pages`: the published articles, newest first, each with its body rendered (a sanitised tree of
 * elements, app/lib/markdown/render-markdown.ts), and each case study's story rendered, by its file name. Drafts are
 * not in it, so no draft reaches any built file. Read by the route modules, which run at build time only.
 */
export function markdownPages(): Plugin {
  let projectRoot = ".";
  return {
    name: "markdown-pages",
    configResolved(config) {
      projectRoot = config.root;
    },
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : null),
    load(id) {
      if (id !== `\0${MODULE}`) return null;
      const root = contentRoot(projectRoot);
      // The dev server renders the pages again when a file changes.
      for (const kind of [contentKinds.insights, contentKinds.caseStudies]) {
        for (const file of folderFiles(root, kind.folder)) if (entryExtensions(kind).some((extension) => file.endsWith(extension))) this.addWatchFile(join(root, file));
      }
      // The browser's copy of the route modules, which no page loads (decision 024), gets no article and no story:
      // the rendered trees stay out of the public build. The dev server's browser renders the pages, and gets them.
      const forPages = !(this.environment.name === "client" && this.environment.mode === "build");
      const articles = (forPages ? publishedArticles(projectRoot) : []).map(({ body, ...article }) => ({
        ...article,
        body: rendered(`${contentKinds.insights.folder}/${article.slug}`, body),
      }));
      const stories = Object.fromEntries(
        (forPages ? caseStudySlugs(projectRoot) : []).flatMap((slug) => {
          const file = `${contentKinds.caseStudies.folder}/${slug}.json`;
          const read = readContentFile(root, file);
          const story = "value" in read ? (read.value as { story?: unknown }).story : undefined;
          return typeof story === "string" && story.trim() ? [[slug, rendered(file, story)]] : [];
        }),
      );
      return [
        `export const articles = ${JSON.stringify(articles)};`,
        `export const stories = ${JSON.stringify(stories)};`,
        // For the footer, which links the lists only once they have an entry, without the articles themselves.
        `export const hasArticles = ${articles.length > 0};`,
        `export const hasCaseStudies = ${caseStudySlugs(projectRoot).length > 0};`,
      ].join("\n");
    },
  };
}
