// Netlify Function at /api/lead-stage (LEAD_STAGE_PATH, spelled here because Netlify reads `config` as written;
// relay/site-forms/hosts.test.ts holds it to the constant): Netlify keeps nothing between requests, so it cannot keep
// what a lead's later stages need, and says which hosts can (docs/leads.md).
import { json } from "../../relay/json-answer.mjs";

export default (): Response =>
  json(501, {
    success: false,
    message: "Lead stages are reported to the included server or the Cloudflare Worker, which keep what a stage needs; a Netlify site keeps nothing between requests (docs/leads.md).",
  });

export const config = { path: ["/api/lead-stage", "/api/lead-stage/*"] };
