// Plain JavaScript: the app, the build's checks and the included server read these addresses, which are the site's own.

/** Where the included server answers the forms when no form-service key is set. */
export const LOCAL_INBOX_PATH = "/api/inbox";

/**
 * Where a form sends a copy of a lead the form service accepted, for the site's own server side to relay (to the
 * agency's tool, its chat, the ad platforms the visitor agreed to): the included server answers it.
 */
export const LEAD_RELAY_PATH = "/api/lead";

/**
 * Where the agency's tool reports a lead's later stage (qualified, booked, client) for the ad platforms, and where it
 * asks the site to forget a lead (`DELETE <path>/<reference>`): the included server and the Cloudflare Worker answer it
 * when LEAD_STAGE_TOKEN is set (docs/leads.md).
 */
export const LEAD_STAGE_PATH = "/api/lead-stage";

/** Whether a request's path is LEAD_STAGE_PATH or a lead's address under it. @param {string} path */
export const isLeadStagePath = (path) => path === LEAD_STAGE_PATH || path.startsWith(`${LEAD_STAGE_PATH}/`);

/** Where the agency's tools read the site's numbers (`GET`, Bearer NUMBERS_TOKEN), when NUMBERS_TOKEN is set. */
export const NUMBERS_PATH = "/api/numbers";

/** The same numbers as a page for the agency's staff, behind the browser's own sign-in prompt. */
export const NUMBERS_PAGE_PATH = "/admin/numbers";

/**
 * Where the agency's scheduler (Cal.com, Calendly) posts its webhook when a lead books, moves or cancels a call: the
 * included server and the Cloudflare Worker answer it when BOOKING_WEBHOOK_SECRET is set (docs/booking.md).
 */
export const BOOKING_PATH = "/api/booking";

/**
 * Where the agency's own spend is posted (rows as JSON or CSV, Bearer SPEND_TOKEN), and, under it, where a pull of the
 * platforms' spend is asked for at once: every host that keeps numbers answers them when SPEND_TOKEN is set
 * (docs/ad-spend.md).
 */
export const SPEND_PATH = "/api/spend";
export const SPEND_PULL_PATH = "/api/spend/pull";

/**
 * Where Meta's Lead Ads webhook arrives (`GET` its handshake, `POST` the Page's `leadgen` changes) and where TikTok's
 * lead webhook arrives: the included server and the Cloudflare Worker answer them when their settings are set
 * (docs/instant-forms.md); Netlify answers 501.
 */
export const META_LEADS_PATH = "/api/meta-leads";
export const TIKTOK_LEADS_PATH = "/api/tiktok-leads";

/**
 * Where a link of the team's chat claims a lead or marks it contacted (`GET` shows the page, `POST` does it), and where a
 * Slack app's button clicks arrive: the included server and the Cloudflare Worker answer them when LEAD_CLAIM_SECRET or
 * SLACK_SIGNING_SECRET is set (docs/team.md); Netlify answers 501.
 */
export const LEAD_CLAIM_PATH = "/lead/claim";
export const SLACK_ACTIONS_PATH = "/api/slack-actions";
