// Netlify Function at /api/numbers and /admin/numbers (NUMBERS_PATH, NUMBERS_PAGE_PATH, spelled here because Netlify
// reads `config` as written; relay/lead-copy-hosts.test.ts holds them to the constants): Netlify keeps nothing between
// requests, so it cannot count the site's numbers, and says which hosts can (docs/numbers.md).
import { json } from "../../relay/lead-function.mjs";

export default (): Response =>
  json(501, {
    success: false,
    message: "The site's numbers are counted by the included server or the Cloudflare Worker (with its D1 database); a Netlify site keeps nothing between requests (docs/numbers.md).",
  });

export const config = { path: ["/api/numbers", "/admin/numbers"] };
