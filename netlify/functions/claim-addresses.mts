// Netlify Function at /lead/claim and /api/slack-actions (LEAD_CLAIM_PATH, SLACK_ACTIONS_PATH, spelled here because
// Netlify reads `config` as written; relay/ownership/hosts.test.ts holds them to the constants): a claim must find the
// lead's owner kept, the first of two at once winning, and Netlify keeps nothing between requests, so it says which
// hosts can (docs/team.md).
import { json } from "../../relay/json-answer.mjs";

export default (): Response =>
  json(501, {
    success: false,
    message: "Leads are claimed from the chat on the included server or the Cloudflare Worker, which keep each lead's owner; a Netlify site keeps nothing between requests (docs/team.md).",
  });

export const config = { path: ["/lead/claim", "/api/slack-actions"] };
