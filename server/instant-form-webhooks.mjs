import { answerMetaLeads, answerTikTokLeads, CATCH_UP_EVERY_MS, catchUpMetaLeads, readLeadDelivery } from "../relay/instant-forms/intake.mjs";
import { judgementOf, judgementRecord } from "../relay/judged-lead.mjs";
import { countLead } from "../numbers/numbers-store.mjs";
import { sendWebResponse, webRequestOf } from "./web-request.mjs";

/**
 * The included server's part in the platforms' own forms' leads (relay/instant-forms/intake.mjs): a lead is recorded in
 * the outbox, relayed through it as a site's lead is, written to the inbox file (`npm run inbox`) and counted in the
 * numbers where they are on; Meta's leads are read from the outbox, and caught up every hour.
 * @param {object} options
 * @param {import("../relay/instant-forms/settings.mjs").InstantFormSettings} options.instant
 * @param {import("../relay/lead-deliveries.mjs").RelaySettings} options.settings
 * @param {() => ReturnType<typeof import("./lead-outbox.mjs").createOutbox>} options.outbox the server's outbox (made after this)
 * @param {import("../numbers/numbers-store.mjs").NumbersStore} [options.numbers]
 * @param {{ append(record: unknown): Promise<void> }} options.inboxLines the inbox file
 * @param {typeof fetch} [options.fetchImpl]
 * @param {() => number} [options.now]
 * @param {(line: string) => void} [options.log]
 * @param {number} [options.catchUpEvery] milliseconds; 0: never by itself (a test calls catchUp)
 */
export function createInstantFormWebhooks({ instant, settings, outbox, numbers, inboxLines, fetchImpl, now = Date.now, log = console.log, catchUpEvery = CATCH_UP_EVERY_MS }) {
  /** @returns {import("../relay/instant-forms/intake.mjs").InstantFormHost} */
  const host = () => ({
    instant,
    settings,
    store: outbox().platformLeads,
    deliver: outbox().deliver,
    async relay(lead) {
      // The inbox first: `npm run inbox` lists every lead, wherever its deliveries go.
      const judgement = judgementOf(lead, settings.rules);
      const owned = await outbox().own(lead);
      await inboxLines.append({
        receivedAt: lead.receivedAt,
        form: lead.form,
        reference: lead.reference,
        conversionsConsent: false,
        ...(judgement ? { judgement: judgementRecord(judgement) } : {}),
        ...(owned.owner ? { owner: owned.owner.name } : {}),
        fields: { ...lead.fields, ...lead.attribution },
      });
      await outbox().enqueue(owned);
      if (numbers) await countLead(numbers, lead, now(), judgement).catch((error) => log(`Lead ${lead.reference}: not counted in the numbers: ${error instanceof Error ? error.message : String(error)}`));
    },
    ...(fetchImpl ? { fetchImpl } : {}),
    now,
    log,
  });

  /** @param {typeof answerMetaLeads} answer */
  const handler = (answer) =>
    /**
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     */
    async (req, res) => {
      try {
        await sendWebResponse(res, await answer(webRequestOf(req), host()));
      } catch (error) {
        log(`A platform's lead webhook could not be answered: ${error instanceof Error ? error.message : String(error)}`);
        await sendWebResponse(res, Response.json({ success: false, message: "The leads could not be kept; send them again." }, { status: 500 }));
      }
    };

  const catchUp = () => catchUpMetaLeads(host());
  const timer = instant.meta && catchUpEvery > 0 ? setInterval(() => void catchUp().catch((error) => log(`The catch-up of Meta's leads failed: ${error instanceof Error ? error.message : String(error)}`)), catchUpEvery) : undefined;
  timer?.unref();

  return {
    meta: handler(answerMetaLeads),
    tiktok: handler(answerTikTokLeads),
    /** @type {import("../relay/lead-deliveries.mjs").LeadReader} */
    readLead: (delivery) => readLeadDelivery(delivery, host()),
    catchUp,
    close: () => clearInterval(timer),
  };
}
