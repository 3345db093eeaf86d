// Relative: the router and the build config load this module, where the ~ alias does not exist.
import { isIndexed, pageEntries, pages, type Page, type PageKey } from "./pages.ts";

// What the build and the tests derive from the page table (app/content/pages.ts); kept apart from it so none of
// it reaches the browser.

/** A page's route module, relative to `app/`: named after its key (an alias shows its page's). */
export function routeModule(key: PageKey): string {
  const page: Page = pages[key];
  const name = (page.aliasOf ?? key).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `routes/${name}.tsx`;
}

/** Where the not-found page is prerendered; the build moves it to `/404.html`, where static hosts look for it. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The file a prerendered page ends up in, relative to the build's client folder. */
export function pageFile(page: Page): string {
  if (page.path === pages.notFound.path) return "404.html";
  return page.path === "/" ? "index.html" : `${page.path.slice(1)}/index.html`;
}

/** The indexed pages of the table, in its order. */
export const indexedPages = pageEntries.filter(([, page]) => isIndexed(page)).map(([key, page]) => ({ key, ...page }));
