// Netlify Function at /api/meta-leads and /api/tiktok-leads (META_LEADS_PATH, TIKTOK_LEADS_PATH, spelled here because
// Netlify reads `config` as written; relay/site-forms/hosts.test.ts holds them to the constants): a platform's lead must
// be kept before its webhook is answered, read later, and caught up every hour, and Netlify keeps nothing between
// requests, so it says which hosts can (docs/instant-forms.md).
import { json } from "../../relay/json-answer.mjs";

export default (): Response =>
  json(501, {
    success: false,
    message: "The ad platforms' Instant Form leads are received by the included server or the Cloudflare Worker, which keep each lead before answering and catch up what a webhook missed; a Netlify site keeps nothing between requests (docs/instant-forms.md).",
  });

export const config = { path: ["/api/meta-leads", "/api/tiktok-leads"] };
