// What counts as a landing (docs/numbers.md): a person's browser opening a page of the site from elsewhere. Read from
// the request alone, before its answer; the host then counts it only when the answer is a page (HTML, 200), so an
// asset, the not-found page and a redirect count nothing.
import { isbot } from "isbot";

/**
 * A request as any host sees it: its method, its path, and a way to read a header (null when absent).
 * @typedef {{ method: string, path: string, host: string, header: (name: string) => string | null | undefined }} RequestFacts
 */

/**
 * Whether a user agent is a bot's (isbot's list), remembered for the user agents seen most recently: a browser's string
 * repeats across its visitors, and the list's pattern is long. Bounded, so made-up strings cannot grow it.
 */
const botAgents = new Map();
const REMEMBERED_AGENTS = 500;
/** @param {string} agent */
function isBotAgent(agent) {
  let bot = botAgents.get(agent);
  if (bot === undefined) {
    if (botAgents.size >= REMEMBERED_AGENTS) botAgents.clear();
    bot = isbot(agent);
    botAgents.set(agent, bot);
  }
  return bot;
}

/** The host of an address (`scheme://host/…`), lower case, without parsing the whole of it; "" for anything else. @param {string} address */
export const hostOf = (address) => /^[a-z][a-z\d+.-]*:\/\/(?:[^@/?#]*@)?([^/?#]*)/i.exec(address)?.[1]?.toLowerCase() ?? "";

/** Paths that are never a page of the site: its own machinery and the editor. */
const NOT_PAGES = ["/api/", "/admin/", "/cdn-cgi/"];

/** Whether a path names a page: not the machinery, and no file name with an extension (assets, feeds, icons). @param {string} path */
export const isPagePath = (path) => !NOT_PAGES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1)) && !/\.[^/]*$/.test(path);

/**
 * Whether a request would be a landing if its answer is a page: a GET navigation by a browser (not a bot by its user
 * agent, not a prefetch or prerender), from another site or from none.
 * @param {RequestFacts} request
 */
export function isLandingRequest({ method, path, host, header }) {
  if (method !== "GET" || !isPagePath(path)) return false;
  // Fetch metadata, where the browser sends it: only a top-level document the visitor navigated to.
  const dest = header("sec-fetch-dest");
  if (dest && dest !== "document") return false;
  const mode = header("sec-fetch-mode");
  if (mode && mode !== "navigate") return false;
  // Speculative loads: Sec-Purpose (prefetch, prerender), and the older Purpose / X-Purpose / X-Moz.
  for (const name of ["sec-purpose", "purpose", "x-purpose", "x-moz"]) {
    if (/prefetch|prerender|preview/i.test(header(name) ?? "")) return false;
  }
  const referrer = header("referer");
  if (referrer && hostOf(referrer) === host.toLowerCase()) return false;
  const agent = header("user-agent") ?? "";
  return agent !== "" && !isBotAgent(agent);
}

/** Whether an answer is a page: 200 and HTML. @param {number} status @param {string | null | undefined} contentType */
export const isPageAnswer = (status, contentType) => status === 200 && /^text\/html\b/i.test(contentType ?? "");
