import { indexedPages } from "~/content/page-routes";
import { pageEntries, pages, type PageKey } from "~/content/pages";

import { pageTitle, shown } from "../shipped-content";
import { siteOrigin, TEST_SITES } from "../test-sites.mjs";

export { ACCESS_KEY, HCAPTCHA_SITE_KEY } from "../test-sites.mjs";

/** The build made with a form-service key (`npm run build:e2e`). */
export const SERVICE_SITE = siteOrigin(TEST_SITES.service);
/** A build without a form-service key, served as `npm start` serves it, with the local inbox. */
export const INBOX_SITE = siteOrigin(TEST_SITES.inbox);
/** `npm run build`: the agency's own content, as `npm start` serves it (the smoke test's). */
export const LIVE_SITE = siteOrigin(TEST_SITES.live);
export const INBOX_FILE = "reports/e2e-inbox.jsonl";
/** The smoke test's inbox, apart from the inbox site's: two servers never write one file. */
export const LIVE_INBOX_FILE = "reports/e2e-live-inbox.jsonl";
/** The build with the form service and every destination of the relay set (`npm run build:e2e`). */
export const RELAY_SITE = siteOrigin(TEST_SITES.relay);
/** The relay site's outbox: which deliveries each lead made. */
export const RELAY_OUTBOX_FILE = "reports/e2e-relay-outbox.jsonl";
/** A build with the local inbox and the example's lead rules (`npm run build:e2e`), and its inbox. */
export const RULES_SITE = siteOrigin(TEST_SITES.rules);
export const RULES_INBOX_FILE = "reports/e2e-rules-inbox.jsonl";
/** The build with the form service and hCaptcha turned on (`npm run build:e2e`). */
export const CAPTCHA_SITE = siteOrigin(TEST_SITES.captcha);
/** The form service the builds with a key post to (intercepted in every test). */
export { WEB3FORMS_ENDPOINT as FORM_SERVICE } from "~/lib/form-endpoint";

/** An address no page has: the not-found page. */
export const MISSING_PATH = "/missing-page";

type ShownPageKey = Exclude<PageKey, "thanks" | "formError" | "notFound">;
const home = shown("home");
/**
 * The heading and title of each page a visitor lands on, from the content the suites build (the conformance test
 * pins them to the specification). Keyed by the page table, so a new page does not compile until it has an entry here.
 */
const SHOWN_PAGES: Record<ShownPageKey, { heading: string; title: string }> = {
  home: { heading: home.hero.headline, title: `${shown("site").name}: ${home.search.title}` },
  web: { heading: home.hero.headline, title: `${shown("site").name}: ${home.search.title}` },
  services: { heading: shown("servicesPage").title, title: pageTitle(shown("servicesPage").search.title) },
  about: { heading: shown("about").title, title: pageTitle(shown("about").search.title) },
  contact: { heading: shown("contact").title, title: pageTitle(shown("contact").search.title) },
  applyClient: { heading: shown("apply").title, title: pageTitle(shown("apply").search.title) },
  privacy: { heading: shown("privacy").title, title: pageTitle(shown("privacy").search.title) },
};

/** The pages a visitor lands on, aliases included, with their heading and title. */
export const ROUTES = (Object.keys(SHOWN_PAGES) as ShownPageKey[]).map((key) => ({ path: pages[key].path, ...SHOWN_PAGES[key] }));

/** The heading and title of a page by its address. */
export function shownPage(path: string) {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No page at ${path} in the page table`);
  return route;
}

/** The indexed pages' addresses, in the table's order. */
export const INDEXED_PATHS = indexedPages.map((page) => page.path);

/** Every page's address but aliases (they show their page); the not-found page at an address no page has. */
export const PAGE_PATHS = pageEntries
  .filter(([, page]) => !page.aliasOf)
  .map(([, page]) => (page.path === pages.notFound.path ? MISSING_PATH : page.path));
