import aboutPage from "../../content/about.json" with { type: "json" };
import { site } from "~/content/site";
import type { AboutPage } from "~/content/schema/kinds";

/** The About page's words, edited in `content/about.json`. */
const text: AboutPage = aboutPage;

export const about = {
  meta: { title: `${text.search.title} | ${site.name}`, description: text.search.description },
  title: text.title,
  intro: text.intro,
  cards: text.cards,
} as const;
