import { servicesPage as servicesPageFile } from "virtual:content/servicesPage";
import { pageMeta } from "~/content/site";

const { search, title } = servicesPageFile;

// The page's title and search data; the words below the title go with the lazy section that shows them (services-intro.ts).
const text = { search, title };

export const services = {
  meta: pageMeta(text.search),
  title: text.title,
} as const;
