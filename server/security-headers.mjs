// The one source of the site's response headers (security and caching): the included server sends them, and the
// build writes them into `_headers` (Netlify, Cloudflare Pages), the nginx server block and, for GitHub Pages,
// a <meta> CSP.

/** Where the build puts files whose names carry a hash of their content. */
export const HASHED_ASSETS = "/assets/";

/** Hashed assets never change, so browsers keep them a year; pages and the rest revalidate on every use. */
export const CACHE_CONTROL = { hashedAsset: "public, max-age=31536000, immutable", other: "no-cache" };

/** Two years, as the HSTS preload list asks; well above the 6 months (15768000 s) Observatory requires. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/**
 * @typedef {object} CspInput
 * @property {string[]} scriptHashes base64 sha256 of each inline script the prerender emits
 * @property {string[]} [styleHashes] base64 sha256 of each inline stylesheet
 * @property {string} formEndpoint where forms post: an https URL or a same-origin path
 * @property {string} [embedOrigin] origin of an embedded form-builder, when one is used
 * @property {boolean} [hcaptcha] the forms load hCaptcha's widget
 */

/** What hCaptcha's widget needs, as its documentation lists it: its script, frames, styles and API calls. */
export const HCAPTCHA_SOURCES = ["https://hcaptcha.com", "https://*.hcaptcha.com"];

/** @param {string} endpoint */
function externalOrigin(endpoint) {
  return endpoint.startsWith("/") ? undefined : new URL(endpoint).origin;
}

/**
 * Directives allowing only what the site uses. The default is the site's own origin, not 'none': the web app
 * manifest needs a source, and its directive (`manifest-src`) is one WebKit does not know and reports as an
 * error on every page in every Safari and iOS in-app browser. Every fetch directive the site has no use for is
 * therefore 'none' by name, so the default lets through nothing but the manifest.
 * @param {CspInput} input
 * @returns {[string, string[]][]}
 */
export function cspDirectives({ scriptHashes, styleHashes = [], formEndpoint, embedOrigin, hcaptcha = false }) {
  const formOrigin = externalOrigin(formEndpoint);
  const self = "'self'";
  const none = ["'none'"];
  const captcha = hcaptcha ? HCAPTCHA_SOURCES : [];
  const hashes = (/** @type {string[]} */ list) => [...new Set(list)].sort().map((hash) => `'sha256-${hash}'`);
  const frames = [...(embedOrigin ? [embedOrigin] : []), ...captcha];
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", [self]],
    ["script-src", [self, ...hashes(scriptHashes), ...captcha]],
    ["style-src", [self, ...hashes(styleHashes), ...captcha]],
    ["img-src", [self, "data:"]],
    ["font-src", [self]],
    ["connect-src", [self, ...(formOrigin ? [formOrigin] : []), ...captcha]],
    ["frame-src", frames.length ? frames : none],
    ["media-src", none],
    ["worker-src", none],
    ["child-src", none],
    ["form-action", formOrigin ? [self, formOrigin] : [self]],
    ["base-uri", none],
    ["object-src", none],
    ["frame-ancestors", none],
  ];
  return directives;
}

/** @param {[string, string[]][]} directives */
export const serializeCsp = (directives) => directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");

/**
 * Every security header, in the order they are written.
 * @param {{ csp: string, hsts: boolean }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ csp, hsts }) {
  return {
    "Content-Security-Policy": csp,
    ...(hsts ? { "Strict-Transport-Security": HSTS_VALUE } : {}),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
