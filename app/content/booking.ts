import { booking as words } from "virtual:content/booking";
import type { Booking } from "~/content/schema/kinds";

/**
 * The call a lead books once its form has arrived, and the e-mail it receives at once, edited in
 * `content/booking.json` (docs/booking.md). Without a scheduler's address no form offers a call.
 */
export const booking: Booking = words;

/** Where a form is (app/lib/booking-link.mjs, formPlaceOf). */
export type FormPlace = keyof Booking["offeredAfter"];

/**
 * The call as a form's success state offers it: the scheduler's address (empty when the agency set none), the words
 * around its link, and whether this form offers it to every lead (a lead the agency's rules judge a fit is offered it
 * wherever it came from; one judged not a fit never).
 */
export interface BookingOffer {
  readonly scheduler: string;
  readonly link: string;
  readonly hint: string;
  readonly offered: boolean;
}

/** The call a form in that place offers, written beside the form at build time (so the form's code carries none of this file's words). */
export const bookingOfferFor = (place: FormPlace): BookingOffer => ({
  scheduler: booking.scheduler ?? "",
  link: booking.link,
  hint: booking.hint,
  offered: Boolean(booking.scheduler && booking.offeredAfter[place]),
});

/** The scheduler's address when any form offers the call (the thank-you page, the privacy page). */
export const offeredScheduler = () => (Object.values(booking.offeredAfter).some(Boolean) ? (booking.scheduler ?? "") : "");
