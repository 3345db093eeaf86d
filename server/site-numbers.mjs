// The included server's numbers where NUMBERS_TOKEN is set (docs/numbers.md): each landing counted once its page is
// answered, the numbers' addresses answered (numbers/numbers-endpoint.mjs), the tally kept in its file
// (numbers-file.mjs), the weekly digest sent to the team's chat on Monday morning, and, where the ad platforms are set
// up, their spend pulled once a day (and at start when the last pull is a day old), never holding up a page.
import { answerNumbers } from "../numbers/numbers-endpoint.mjs";
import { digestDelivery, digestDue } from "../numbers/numbers-digest.mjs";
import { isLandingRequest, isPageAnswer } from "../numbers/landing-rule.mjs";
import { dayOf } from "../numbers/numbers-store.mjs";
import { trafficKeyOf } from "../numbers/traffic-key.mjs";
import { sendWithRetries } from "../relay/send-with-retries.mjs";
import { pullSpend, spendWarningDelivery } from "../numbers/spend-pull.mjs";
import { openNumbersFile } from "./numbers-file.mjs";
import { sendWebResponse, webRequestOf } from "./web-request.mjs";

/** How often the server looks whether the digest is due. */
const DIGEST_CHECK_EVERY_MS = 60_000;
/** How often the server looks whether a platform's spend is due to be pulled (a day after its last pull). */
const PULL_CHECK_EVERY_MS = 15 * 60_000;

/**
 * A landing's key from the address the request named (a path and its query, as the browser's `location` has them),
 * without building a whole URL: the server counts many.
 * @param {string} address
 * @param {string | null} referrer
 */
function keyOfAddress(address, referrer) {
  const query = address.indexOf("?");
  const params = new URLSearchParams(query < 0 ? "" : address.slice(query + 1));
  return trafficKeyOf({ path: query < 0 ? address : address.slice(0, query), param: (name) => params.get(name), referrer });
}

/** How long answered landings wait to be counted together: counting in a batch costs a busy server less than one by one. */
const COUNT_AFTER_MS = 100;

/**
 * @typedef {object} SiteNumbersOptions
 * @property {{ token: string, spend?: import("../numbers/spend-settings.mjs").SpendSettings }} settings
 * @property {string} file
 * @property {import("../relay/lead-deliveries.mjs").RelaySettings} relay where the digest goes (its chat)
 * @property {string} [siteUrl] the site's address, linked from the digest
 * @property {import("../numbers/answer-speed.mjs").SpeedSource} [speeds] the owned leads (the outbox's), where the team shares leads
 * @property {number} [writeEvery] milliseconds between writes of a changed tally
 * @property {number} [digestCheckEvery] milliseconds between looks at the clock for the digest
 * @property {number} [pullCheckEvery] milliseconds between looks whether the spend is due
 * @property {() => number} [now]
 * @property {(line: string) => void} [log]
 * @property {typeof fetch} [fetchImpl]
 */

/** @param {SiteNumbersOptions} options */
export function createSiteNumbers({ settings, file, relay, siteUrl, speeds, writeEvery, digestCheckEvery = DIGEST_CHECK_EVERY_MS, pullCheckEvery = PULL_CHECK_EVERY_MS, now = Date.now, log = console.log, fetchImpl = fetch }) {
  const kept = openNumbersFile({ file, now, log, ...(writeEvery ? { writeEvery } : {}) });
  const { store } = kept;

  /** One pull at a time: one asked for while another runs starts when it ends. */
  let pulling = Promise.resolve(/** @type {Record<string, string>} */ ({}));
  const { spend } = settings;
  /** @param {boolean} dueOnly */
  const pull = (dueOnly) => {
    if (!spend) return Promise.resolve({});
    const tell = relay.notify ? (/** @type {string} */ text) => sendWithRetries([spendWarningDelivery(text, now())], relay, { fetchImpl, log }) : undefined;
    const next = pulling.then(() => pullSpend({ store, settings: spend, now: now(), dueOnly, fetchImpl, ...(tell ? { tell } : {}) }));
    pulling = next.catch((error) => {
      log(`The ad spend could not be pulled: ${error instanceof Error ? error.message : String(error)}`);
      return {};
    });
    return next;
  };
  const pullDueSpend = () => void pull(true).catch(() => undefined);
  const pullTimer = spend?.meta || spend?.tiktok ? setInterval(pullDueSpend, pullCheckEvery) : undefined;
  pullTimer?.unref();
  // At start, once the server listens: a pull a day old (or none yet) is due.
  if (pullTimer) setTimeout(pullDueSpend, 0).unref();

  /** Sends the digest of a Monday once, noted in the file before it goes, so a restart never sends it twice. */
  async function sendDigest(/** @type {string} */ monday) {
    kept.noteDigestSent(monday);
    await sendWithRetries([await digestDelivery(store, now(), siteUrl, speeds)], relay, { fetchImpl, log });
  }
  const digestTimer = relay.notify
    ? setInterval(() => {
        const monday = digestDue(now(), kept.digestSentFor());
        if (monday) void sendDigest(monday).catch((error) => log(`The numbers' digest could not be sent: ${error instanceof Error ? error.message : String(error)}`));
      }, digestCheckEvery)
    : undefined;
  digestTimer?.unref();

  /** The landings answered since the last count: each one's address and referrer. */
  let answered = /** @type {[string, string | null][]} */ ([]);
  /** @type {NodeJS.Timeout | undefined} */
  let counting;
  /** Once the numbers are closed (the server stopping), an answer still finishing is counted and written at once. */
  let closed = false;
  function countAnswered() {
    counting = undefined;
    const batch = answered;
    answered = [];
    try {
      store.countLandings(dayOf(now()), batch.map(([address, referrer]) => keyOfAddress(address, referrer)));
    } catch (error) {
      log(`${batch.length} landings were not counted: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return {
    store,
    /**
     * Counts the request as a landing once it is answered with a page, if it is one (landing-rule.mjs).
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     * @param {string} path the request's path as the file server reads it
     */
    watch(req, res, path) {
      const header = (/** @type {string} */ name) => /** @type {string | undefined} */ (req.headers[name]);
      if (!isLandingRequest({ method: req.method ?? "", path, host: req.headers.host ?? "", header })) return;
      // On close, not finish: a browser that has the whole page may close the connection before the server's last
      // write is acknowledged, and the answer was still given.
      res.once("close", () => {
        if (!res.headersSent || !isPageAnswer(res.statusCode, String(res.getHeader("content-type") ?? ""))) return;
        // Counting never holds up nor changes a page: the tally is in memory, written later.
        answered.push([req.url ?? "/", header("referer") ?? null]);
        if (closed) {
          countAnswered();
          kept.write();
          return;
        }
        counting ??= setTimeout(countAnswered, COUNT_AFTER_MS);
      });
    },
    /**
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     */
    async answer(req, res) {
      await sendWebResponse(res, await answerNumbers(webRequestOf(req), { settings, store, now, pull: () => pull(false), ...(speeds ? { speeds } : {}) }));
    },
    /** Pulls every platform set up now, after any pull under way: "pulled", or why not, for each. */
    pullNow: () => pull(false),
    close() {
      closed = true;
      if (digestTimer) clearInterval(digestTimer);
      if (pullTimer) clearInterval(pullTimer);
      clearTimeout(counting);
      countAnswered();
      kept.close();
    },
  };
}
