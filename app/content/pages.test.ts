import { describe, expect, it } from "vitest";
import { indexedPages, pageFile, routeModule } from "~/content/page-routes";
import { prerenderPaths } from "../../pipeline/site-pages";
import { canonicalOf, pageEntries, pages } from "~/content/pages";
import { canonicalPath } from "~/lib/canonical-path";
import { site } from "~/content/site";
import { publicationPages } from "../../pipeline/published-entries";
import { shownLandingPages } from "../../tests/shipped-content";

describe("the page table", () => {
  it("prerenders every page once, the not-found page under /404, and every landing page, article and case study of the content", () => {
    const landing = shownLandingPages().map(({ path }) => path);
    expect(landing.length).toBeGreaterThan(0);
    const publications = publicationPages().map(({ path }) => path);
    expect(publications.length).toBeGreaterThan(0);
    expect(prerenderPaths()).toHaveLength(pageEntries.length + landing.length + publications.length);
    for (const path of [...landing, ...publications]) expect(prerenderPaths()).toContain(path);
    expect(new Set(prerenderPaths()).size).toBe(prerenderPaths().length);
    expect(prerenderPaths()).toContain("/404");
    expect(prerenderPaths()).not.toContain("*");
  });

  it("gives each page its own file", () => {
    const files = pageEntries.map(([, page]) => pageFile(page));
    expect(new Set(files).size).toBe(files.length);
    expect(pageFile(pages.home)).toBe("index.html");
    expect(pageFile(pages.applyClient)).toBe("apply-client/index.html");
    expect(pageFile(pages.notFound)).toBe("404.html");
  });

  it("names each route module after its page, an alias after its page's", () => {
    expect(routeModule("applyClient")).toBe("routes/apply-client.tsx");
    expect(routeModule("web")).toBe("routes/home.tsx");
  });

  it("gives an alias its page's canonical URL and no sitemap entry", () => {
    expect(canonicalOf(pages.web)).toBe(pages.home.path);
    expect(indexedPages.map((page) => page.key)).not.toContain("web");
    expect(canonicalPath("/WEB/")).toBe("/");
  });

  it("gives pages that are not indexed no canonical URL", () => {
    for (const key of ["thanks", "formError", "notFound"] as const) expect(canonicalOf(pages[key])).toBeUndefined();
  });

  it("links the navigation only to indexed pages", () => {
    const indexed = new Set(indexedPages.map((page) => page.path));
    for (const item of [...site.nav, ...site.footerLinks]) expect(indexed).toContain(item.to);
  });
});
