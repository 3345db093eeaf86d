import { answerBooking } from "../relay/booking/webhook-endpoint.mjs";
import { platformsHearStages } from "../relay/lead-stages.mjs";
import { sendWebResponse, webRequestOf } from "./web-request.mjs";

/**
 * The included server's answer at BOOKING_PATH (relay/booking/webhook-endpoint.mjs): the bookings, the chat's messages and a
 * booking's stage events all kept in the outbox, every booking counted in the site's numbers where they are on.
 * @param {{ settings: import("../relay/lead-deliveries.mjs").RelaySettings, outbox: ReturnType<typeof import("./lead-outbox.mjs").createOutbox>, numbers?: import("../numbers/numbers-store.mjs").NumbersStore, checks: import("./build-info.mjs").InboxChecks }} options
 */
export function createBookingWebhooks({ settings, outbox, numbers, checks }) {
  const isReference = (/** @type {string} */ reference) => checks.leadReference(reference) === reference;
  const store = platformsHearStages(settings) ? outbox.stages : undefined;

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return async function handle(req, res) {
    try {
      await sendWebResponse(
        res,
        await answerBooking(webRequestOf(req), { settings, bookings: outbox.bookings, deliver: outbox.deliver, owners: outbox.owners, isReference, ...(store ? { store } : {}), ...(numbers ? { numbers } : {}) }),
      );
    } catch (error) {
      console.error("A booking webhook could not be answered:", error instanceof Error ? error.message : String(error));
      await sendWebResponse(res, Response.json({ success: false, message: "The booking could not be handled; it can be sent again." }, { status: 500 }));
    }
  };
}
