import { thanks } from "virtual:content/thanks";
import { pageMeta } from "~/content/site";
import type { ThanksPage } from "~/content/schema/kinds";

/** The thank-you page's words, edited in `content/thanks.json`. */
const text: ThanksPage = thanks;

export const thanksPage = {
  meta: pageMeta(text.search),
  title: text.title,
  body: text.body,
  back: text.back,
} as const;
