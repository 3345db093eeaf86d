// Plain JavaScript: read by the app, the build and the build's checks, which run in Node without TypeScript.

/** The path prefix of every landing page's address, `/lp/<slug>`; `/lp` itself is no page. */
export const LANDING_PREFIX = "/lp/";

/** A landing page's key in the build's list of pages (`build-info.json`), before its slug. */
export const LANDING_KEY_PREFIX = "landing:";

/** A landing page's address. @param {string} slug */
export const landingPath = (slug) => `${LANDING_PREFIX}${slug}`;

/**
 * How a lead names the landing page it was sent from: its address and title (`/lp/<slug>: <title>`).
 * @param {string} slug
 * @param {string} title
 */
export const landingLabel = (slug, title) => `${landingPath(slug)}: ${title}`;

/** The one route module of every landing page, relative to `app/`. */
export const LANDING_ROUTE_MODULE = "routes/landing-page.tsx";
