// Netlify Function at /api/numbers, /admin/numbers and the ad spend's /api/spend and /api/spend/pull (NUMBERS_PATH,
// NUMBERS_PAGE_PATH, SPEND_PATH, SPEND_PULL_PATH, spelled here because Netlify reads `config` as written;
// relay/site-forms/hosts.test.ts holds them to the constants): Netlify keeps nothing between requests, so it cannot
// count the site's numbers nor keep its spend, and says which hosts can (docs/numbers.md).
import { json } from "../../relay/json-answer.mjs";

export default (): Response =>
  json(501, {
    success: false,
    message:
      "The site's numbers and its ad spend are kept by the included server or the Cloudflare Worker (with its D1 database); a Netlify site keeps nothing between requests (docs/numbers.md).",
  });

export const config = { path: ["/api/numbers", "/admin/numbers", "/api/spend", "/api/spend/pull"] };
