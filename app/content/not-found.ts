import { notFound as text } from "virtual:content/notFound";
import { pageMeta } from "~/content/site";
import type { NotFoundPage } from "~/content/schema/kinds";

/** The not-found page's words, edited in `content/not-found.json`. */
const page: NotFoundPage = text;

export const notFoundPage = {
  meta: pageMeta(page.search),
  eyebrow: page.eyebrow,
  title: page.title,
  body: page.body,
  back: page.back,
} as const;
