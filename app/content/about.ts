import { about as aboutPage } from "virtual:content/about";
import { pageMeta } from "~/content/site";
import type { AboutPage } from "~/content/schema/kinds";

/** The About page's words, edited in `content/about.json`. */
const text: AboutPage = aboutPage;

export const about = {
  meta: pageMeta(text.search),
  title: text.title,
  intro: text.intro,
  cards: text.cards,
} as const;
