import { home as homeFile } from "virtual:content/home";
// The top of the page only: the sections below it read their own parts of the file (home-sections.ts), so the
// route's first script carries none of their words.
import { site } from "~/content/site";
import type { PageLink } from "~/content/pages";

const { hero, search } = homeFile;

/** The home page's words are edited in `content/home.json`; where its links lead stays here. */
const top = { hero, search };

export const home = {
  meta: { title: `${site.name}: ${top.search.title}`, description: top.search.description },
  eyebrow: top.hero.eyebrow,
  headline: top.hero.headline,
  tagline: top.hero.tagline,
  cta: { label: top.hero.apply.label, to: "/apply-client", tooltip: top.hero.apply.tooltip } satisfies PageLink & { tooltip: string },
  /** An anchor to the services section further down the page. */
  secondaryCta: { label: top.hero.secondary, href: "#what-we-do" },
} as const;
