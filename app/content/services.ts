import search from "content:services-page.json#search";
import title from "content:services-page.json#title";
import { site } from "~/content/site";
import type { ServicesPage } from "~/content/schema/kinds";

// The page's title and search data; the words below the title go with the lazy section that shows them (services-intro.ts).
const text = { search, title } as Pick<ServicesPage, "search" | "title">;

export const services = {
  meta: { title: `${text.search.title} | ${site.name}`, description: text.search.description },
  title: text.title,
} as const;
