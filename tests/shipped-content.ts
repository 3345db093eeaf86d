import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type * as v from "valibot";
import { inOrder, inOrderWithIds } from "~/content/collection";
import { landingLabel, landingPath } from "~/content/landing-page-paths.mjs";
import { pages } from "~/content/pages";
import { publishedArticlesIn } from "../pipeline/published-entries";
import type { LandingPage } from "~/content/schema/landing-page";
import { contentKinds, type CaseStudy, type Question, type Service } from "~/content/schema/kinds";
import { SHIPPED_DEFAULTS } from "./test-sites.mjs";

/**
 * The content the suites' builds show (the shipped defaults, tests/test-sites.mjs), read in Node, where the
 * build's `virtual:content` (pipeline/content-module.ts) does not exist. A test that checks what a
 * visitor reads takes it from here, never from a literal of its own (scripts/check-test-literals.mjs).
 */
/** A folder's entries by file name (without `.json`), as `virtual:content` gives them. */
function files<Entry>(folder: string): Record<string, Entry> {
  const dir = join(SHIPPED_DEFAULTS, folder);
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
  return Object.fromEntries(names.map((name) => [name.slice(0, -".json".length), JSON.parse(readFileSync(join(dir, name), "utf8")) as Entry]));
}

type SingleKinds = { [Name in keyof typeof contentKinds]: (typeof contentKinds)[Name] extends { file: string } ? Name : never }[keyof typeof contentKinds];

/** One content file of the shipped defaults, typed by its kind's schema (`shown("home").hero.headline`). */
export function shown<Name extends SingleKinds>(name: Name): v.InferOutput<(typeof contentKinds)[Name]["schema"]> {
  return JSON.parse(readFileSync(join(SHIPPED_DEFAULTS, contentKinds[name].file), "utf8"));
}

/** A collection's entries, in their order on the page. */
const collection = <Entry extends { readonly order: number }>(folder: string): Entry[] => inOrder(files<Entry>(folder));

export const shownQuestions = () => collection<Question>(contentKinds.questions.folder);

/** The services, each with the anchor of its section on /services. */
export const shownServices = () => inOrderWithIds(files<Service>(contentKinds.services.folder));

/** A page's title as the site writes it: the page's own, then the agency's name (app/content/site.ts, pageMeta). */
export const pageTitle = (title: string) => `${title} | ${shown("site").name}`;

/** The menu as the header shows it: the menu's words, and where each leads (the page table's). */
export function shownNav() {
  const { menu } = shown("site");
  return [
    { label: menu.home, to: pages.home.path },
    { label: menu.services, to: pages.services.path },
    { label: menu.about, to: pages.about.path },
    { label: menu.contact, to: pages.contact.path },
  ];
}

/** The landing pages of the suites' builds (the fixture's documented examples), each with its address and the label its leads carry. */
export const shownLandingPages = () =>
  Object.entries(files<LandingPage>(contentKinds.landingPages.folder)).map(([slug, page]) => {
    return { slug, path: landingPath(slug), label: landingLabel(slug, page.title), page };
  });

/** The first landing page whose first form is `form`: the suites test each form on a landing page. */
export function landingPageWith(form: "contact" | "apply") {
  const found = shownLandingPages().find(({ page }) => page.sections.find((section) => section.type === "form")?.form === form);
  if (!found) throw new Error(`No landing page of the fixture has the ${form} form first`);
  return found;
}

/** The published articles of the suites' builds (the fixture's), newest first. */
export const shownArticles = () => publishedArticlesIn(SHIPPED_DEFAULTS);

/** The case studies of the suites' builds, each with its file name as `id`. */
export const shownCaseStudies = () => inOrderWithIds(files<CaseStudy>(contentKinds.caseStudies.folder));
