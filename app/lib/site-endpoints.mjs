// Plain JavaScript: the app, the build's checks and the included server read these addresses, which are the site's own.

/** Where the included server answers the forms when no form-service key is set. */
export const LOCAL_INBOX_PATH = "/api/inbox";

/**
 * Where a form sends a copy of a lead the form service accepted, for the site's own server side to relay (to the
 * agency's tool, its chat, the ad platforms the visitor agreed to): the included server answers it.
 */
export const LEAD_RELAY_PATH = "/api/lead";
