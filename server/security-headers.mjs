// The one source of the site's response headers (security and caching): the included server sends them, and the
// build writes them into `_headers` (Netlify, the Cloudflare Worker's static assets) and the nginx server block. The editor at /admin/
// has a policy of its own (decision 013).

/** Where the build puts files whose names carry a hash of their content. */
export const HASHED_ASSETS = "/assets/";
/** Where the editor lives; its files, hashed or not, are never loaded by a public page. */
export const EDITOR_PATH = "/admin/";
/** Where the editor's build puts its own. */
export const EDITOR_HASHED_ASSETS = `${EDITOR_PATH}assets/`;

/** Files of the built site that tell a host how to serve it, which the included server and nginx never serve. */
export const HOST_FILES = ["/_headers", "/.assetsignore"];

/** @param {string} pathname */
export const isEditorPath = (pathname) => pathname.startsWith(EDITOR_PATH) || pathname === EDITOR_PATH.slice(0, -1);

/** @param {string} pathname */
export const isHashedAsset = (pathname) => pathname.startsWith(HASHED_ASSETS) || pathname.startsWith(EDITOR_HASHED_ASSETS);

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

/**
 * @typedef {object} EditorCspInput
 * @property {string[]} connect origins of the Git host's API the editor publishes through (none for its test backend)
 * @property {string[]} images origins of pictures the Git host serves to the editor (the signed-in user's avatar)
 */

/**
 * The editor's policy: as strict as Sveltia CMS allows, each relaxation named (decision 013). No 'unsafe-eval'.
 * @param {EditorCspInput} input
 * @returns {[string, string[]][]}
 */
export function editorCspDirectives({ connect, images }) {
  const self = "'self'";
  const none = ["'none'"];
  return [
    ["default-src", [self]],
    ["script-src", [self]],
    // Svelte sets element styles, and the editor injects its own stylesheet at run time.
    ["style-src", [self, "'unsafe-inline'"]],
    // Previews of uploaded images are blob: URLs; the editor's icons and placeholders are data: URLs.
    ["img-src", [self, "data:", "blob:", ...images]],
    ["font-src", [self, "data:"]],
    // It reads its own bundled files (fonts, the image codecs) through data: and blob: URLs.
    ["connect-src", [self, "data:", "blob:", ...connect]],
    ["worker-src", [self, "blob:"]],
    ["frame-src", [self, "blob:"]],
    ["media-src", [self, "blob:"]],
    ["child-src", none],
    ["form-action", none],
    // The preview of a case study, a testimonial or a question is a frame the editor writes, whose <base> it sets to
    // the site so the site's stylesheet and the uploaded pictures resolve (decision 019).
    ["base-uri", [self]],
    ["object-src", none],
    ["frame-ancestors", none],
  ];
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
    ...editorHeaders({ csp, hsts }),
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * The editor's headers: the site's, but that it keeps a window it opened (the Git host's sign-in) able to answer it.
 * @param {{ csp: string, hsts: boolean }} options
 * @returns {Record<string, string>}
 */
export function editorHeaders({ csp, hsts }) {
  return {
    "Content-Security-Policy": csp,
    ...(hsts ? { "Strict-Transport-Security": HSTS_VALUE } : {}),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
