// NUMBERS_PATH (JSON for the agency's tools, Bearer NUMBERS_TOKEN) and NUMBERS_PAGE_PATH (a page for its staff, behind
// the browser's own sign-in prompt: any user name, the token as password), on web standards, so every host that keeps
// numbers answers alike. The token reads numbers and nothing else.
import { NUMBERS_PAGE_PATH, NUMBERS_PATH } from "../app/lib/site-endpoints.mjs";
import { bearerMatches, secretMatches } from "../relay/signed-requests.mjs";
import { chartStart, rangeOf, reportOf, weeklyOf } from "./numbers-report.mjs";
import { dayOf, NumbersUnavailable } from "./numbers-store.mjs";
import { speedBetween } from "./answer-speed.mjs";
import { messagePageHtml, numbersPageHtml, PAGE_STYLE } from "./numbers-page.mjs";
import { answerSpend, isSpendPath } from "./spend-endpoint.mjs";
import { withSpend } from "./spend-report.mjs";

/** Whether a path is one of the numbers' addresses. @param {string} path */
export const isNumbersPath = (path) => path === NUMBERS_PATH || path === NUMBERS_PAGE_PATH || isSpendPath(path);

/** Weeks in the page's chart. */
const CHART_WEEKS = 8;

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** @param {number} status @param {object} body */
const json = (status, body) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", ...PRIVATE } });

/** The page's policy: its one stylesheet by hash, no script, nothing from elsewhere. */
const pagePolicy = (async () => {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(PAGE_STYLE));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
})();

/** @param {number} status @param {string} html @param {Record<string, string>} [headers] */
const page = async (status, html, headers = {}) =>
  new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": await pagePolicy, ...PRIVATE, ...headers } });

/** The password of a Basic sign-in (the text after the first colon), or "". @param {string | null} authorization */
function basicPassword(authorization) {
  const encoded = /^Basic +([A-Za-z0-9+/=]+)$/i.exec(authorization?.trim() ?? "")?.[1];
  if (!encoded) return "";
  try {
    const text = new TextDecoder().decode(Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0)));
    return text.slice(text.indexOf(":") + 1);
  } catch {
    return "";
  }
}

const SIGN_IN = messagePageHtml("Sign in to the site's numbers", "Reload this page and sign in: any user name, and the site's NUMBERS_TOKEN as the password.");

/**
 * @typedef {object} NumbersHost
 * @property {{ token: string, spend?: import("./spend-settings.mjs").SpendSettings }} settings
 * @property {import("./numbers-store.mjs").NumbersStore} store
 * @property {() => Promise<Record<string, string>>} [pull] pulls the platforms' spend now (spend-pull.mjs)
 * @property {import("./answer-speed.mjs").SpeedSource} [speeds] the host's owned leads, where the team shares leads
 * @property {() => number} [now]
 */

/**
 * The answer at NUMBERS_PATH or NUMBERS_PAGE_PATH: 405 for anything but GET, 401 without the token, 400 naming a day
 * that is wrong, 503 saying what to run when the store is not ready, else the report (JSON) or the page.
 * @param {Request} request
 * @param {NumbersHost} host
 */
export async function answerNumbers(request, host) {
  try {
    return await answer(request, host);
  } catch (error) {
    if (!(error instanceof NumbersUnavailable)) throw error;
    const message = error.message;
    if (new URL(request.url).pathname === NUMBERS_PAGE_PATH) return page(503, messagePageHtml("The site's numbers are not ready", message));
    return json(503, { success: false, message });
  }
}

/** @param {Request} request @param {NumbersHost} host */
async function answer(request, { settings, store, pull = async () => ({}), speeds, now = Date.now }) {
  const url = new URL(request.url);
  if (isSpendPath(url.pathname)) return answerSpend(request, { ...(settings.spend ? { spend: settings.spend } : {}), store, pull, now });
  const isPage = url.pathname === NUMBERS_PAGE_PATH;
  if (request.method !== "GET" && request.method !== "HEAD") {
    const answer = json(405, { success: false, message: "Use GET." });
    answer.headers.set("Allow", "GET, HEAD");
    return answer;
  }
  const authorization = request.headers.get("authorization");
  if (isPage ? !(await secretMatches(basicPassword(authorization), settings.token)) : !(await bearerMatches(authorization, settings.token))) {
    if (isPage) return page(401, SIGN_IN, { "WWW-Authenticate": 'Basic realm="The site\'s numbers", charset="UTF-8"' });
    const answer = json(401, { success: false, message: "Send the site's NUMBERS_TOKEN as Authorization: Bearer <token>." });
    answer.headers.set("WWW-Authenticate", 'Bearer realm="numbers"');
    return answer;
  }
  const today = dayOf(now());
  const range = rangeOf(url.searchParams, today);
  if (!isPage) {
    if (!range.ok) return json(400, { success: false, message: range.message, errors: { [range.field]: range.message } });
    const report = reportOf(await store.rows(range.from, range.to), range.from, range.to, await store.waits(range.from, range.to), await store.reasons(range.from, range.to));
    const speed = await speedBetween(speeds, store, range.from, range.to);
    return json(200, { ...(settings.spend ? withSpend(report, await store.spend(range.from, range.to), await store.pulls()) : report), ...(speed ? { speed } : {}) });
  }
  const first = chartStart(today, CHART_WEEKS);
  const [from, to] = [range.ok && range.from < first ? range.from : first, range.ok && range.to > today ? range.to : today];
  const rows = await store.rows(from, to);
  const spendRows = settings.spend ? await store.spend(from, to) : [];
  const weeks = weeklyOf(rows, today, CHART_WEEKS, spendRows);
  const spendOn = Boolean(settings.spend);
  const pulling = Boolean(settings.spend?.meta || settings.spend?.tiktok);
  if (!range.ok) {
    // The fields start empty (a browser's date field shows no day that is not one); the message names the wrong one.
    const error = range.message.replace(/^(from|to)\b/, (field) => `“${field[0]?.toUpperCase()}${field.slice(1)}”`);
    return page(400, numbersPageHtml({ weeks, from: "", to: "", error, spendOn }));
  }
  const inRange = (/** @type {{ day: string }} */ { day }) => day >= range.from && day <= range.to;
  const report = reportOf(rows.filter(inRange), range.from, range.to, await store.waits(range.from, range.to), await store.reasons(range.from, range.to));
  const speed = await speedBetween(speeds, store, range.from, range.to);
  return page(200, numbersPageHtml({ report: settings.spend ? withSpend(report, spendRows.filter(inRange), await store.pulls()) : report, weeks, from: range.from, to: range.to, spendOn, pulling, ...(speed ? { speed } : {}) }));
}
