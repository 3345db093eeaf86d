// SPEND_PATH (the agency's own spend, as JSON or CSV rows) and SPEND_PULL_PATH (a pull of the platforms' spend at once),
// on web standards, answered alike by every host that keeps numbers, for whoever holds SPEND_TOKEN: never the numbers'
// read-only token.
import { SPEND_PATH, SPEND_PULL_PATH } from "../app/lib/site-endpoints.mjs";
import { bearerMatches, readLimited } from "../relay/signed-requests.mjs";
import { dayOf } from "./numbers-store.mjs";
import { spendUploadOf } from "./spend-rows.mjs";

/** The largest upload read: a year of a few hundred campaigns a day. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** Whether a path is one of the spend's addresses. @param {string} path */
export const isSpendPath = (path) => path === SPEND_PATH || path === SPEND_PULL_PATH;

/** @param {number} status @param {object} body */
const json = (status, body) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } });

/**
 * @typedef {object} SpendHost
 * @property {import("./spend-settings.mjs").SpendSettings} [spend] without it, both addresses do not exist
 * @property {import("./numbers-store.mjs").NumbersStore} store
 * @property {() => Promise<Record<string, string>>} pull pulls every platform set up now: "pulled", or why not, for each
 * @property {() => number} [now]
 */

/**
 * The answer at SPEND_PATH or SPEND_PULL_PATH: 404 without SPEND_TOKEN, 405 for anything but POST, 401 without the
 * token, 400 naming the line that is wrong (nothing of the upload written), else what was written or pulled.
 * @param {Request} request
 * @param {SpendHost} host
 */
export async function answerSpend(request, { spend, store, pull, now = Date.now }) {
  if (!spend?.token) return json(404, { success: false, message: "Not found." });
  if (request.method !== "POST") {
    const answer = json(405, { success: false, message: "Use POST." });
    answer.headers.set("Allow", "POST");
    return answer;
  }
  if (!(await bearerMatches(request.headers.get("authorization"), spend.token))) {
    const answer = json(401, { success: false, message: "Send the site's SPEND_TOKEN as Authorization: Bearer <token>." });
    answer.headers.set("WWW-Authenticate", 'Bearer realm="spend"');
    return answer;
  }
  if (new URL(request.url).pathname === SPEND_PULL_PATH) {
    if (!spend.meta && !spend.tiktok) return json(400, { success: false, message: "No platform is set up to pull: set META_ADS_TOKEN and META_AD_ACCOUNT_ID, or TIKTOK_ADS_TOKEN and TIKTOK_ADVERTISER_ID (docs/ad-spend.md)." });
    /** @type {Record<string, string>} */
    let platforms;
    try {
      platforms = await pull();
    } catch (error) {
      // The store failed (a platform's own failure is an outcome, not an error): said, never thrown at the host.
      return json(500, { success: false, message: `The spend could not be kept: ${error instanceof Error ? error.message : String(error)}` });
    }
    const failed = Object.values(platforms).some((outcome) => outcome !== "pulled");
    return json(failed ? 502 : 200, { success: !failed, platforms });
  }
  const bytes = await readLimited(request, MAX_UPLOAD_BYTES);
  if (!bytes) return json(413, { success: false, message: `An upload is at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; send the rows in parts.` });
  const upload = spendUploadOf(new TextDecoder().decode(bytes), request.headers.get("content-type") ?? "", dayOf(now()));
  if (!upload.ok) return json(400, { success: false, message: upload.message });
  await store.writeSpend(upload.rows);
  return json(200, { success: true, rows: upload.rows.length });
}
