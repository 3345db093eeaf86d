// The included server's numbers where NUMBERS_TOKEN is set (docs/numbers.md): each landing counted once its page is
// answered, the numbers' addresses answered (numbers/numbers-endpoint.mjs), the tally kept in its file
// (numbers-file.mjs), and the weekly digest sent to the team's chat on Monday morning.
import { answerNumbers } from "../numbers/numbers-endpoint.mjs";
import { digestDelivery, digestDue } from "../numbers/numbers-digest.mjs";
import { isLandingRequest, isPageAnswer } from "../numbers/landing-rule.mjs";
import { countLanding } from "../numbers/numbers-store.mjs";
import { sendWithRetries } from "../relay/lead-function.mjs";
import { openNumbersFile } from "./numbers-file.mjs";
import { sendWebResponse, webRequestOf } from "./web-request.mjs";

/** How often the server looks whether the digest is due. */
const DIGEST_CHECK_EVERY_MS = 60_000;

/**
 * @typedef {object} SiteNumbersOptions
 * @property {{ token: string }} settings
 * @property {string} file
 * @property {import("../relay/lead-deliveries.mjs").RelaySettings} relay where the digest goes (its chat)
 * @property {string} [siteUrl] the site's address, linked from the digest
 * @property {number} [writeEvery] milliseconds between writes of a changed tally
 * @property {number} [digestCheckEvery] milliseconds between looks at the clock for the digest
 * @property {() => number} [now]
 * @property {(line: string) => void} [log]
 * @property {typeof fetch} [fetchImpl]
 */

/** @param {SiteNumbersOptions} options */
export function createSiteNumbers({ settings, file, relay, siteUrl, writeEvery, digestCheckEvery = DIGEST_CHECK_EVERY_MS, now = Date.now, log = console.log, fetchImpl = fetch }) {
  const kept = openNumbersFile({ file, now, log, ...(writeEvery ? { writeEvery } : {}) });
  const { store } = kept;

  /** Sends the digest of a Monday once, noted in the file before it goes, so a restart never sends it twice. */
  async function sendDigest(/** @type {string} */ monday) {
    kept.noteDigestSent(monday);
    await sendWithRetries([await digestDelivery(store, now(), siteUrl)], relay, { fetchImpl, log });
  }
  const digestTimer = relay.notify
    ? setInterval(() => {
        const monday = digestDue(now(), kept.digestSentFor());
        if (monday) void sendDigest(monday).catch((error) => log(`The numbers' digest could not be sent: ${error instanceof Error ? error.message : String(error)}`));
      }, digestCheckEvery)
    : undefined;
  digestTimer?.unref();

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
        countLanding(store, new URL(req.url ?? "/", "http://site"), header("referer") ?? null, now()).catch((error) => log(`A landing was not counted: ${String(error)}`));
      });
    },
    /**
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     */
    async answer(req, res) {
      await sendWebResponse(res, await answerNumbers(webRequestOf(req), { settings, store, now }));
    },
    close() {
      if (digestTimer) clearInterval(digestTimer);
      kept.close();
    },
  };
}
