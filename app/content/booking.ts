import { booking as words } from "virtual:content/booking";
import type { Booking } from "~/content/schema/kinds";

/**
 * The call a lead books once its form has arrived, and the e-mail it receives at once, edited in
 * `content/booking.json` (docs/booking.md). Without a scheduler's address no form offers a call.
 */
export const booking: Booking = words;

/** Where a form is (app/lib/booking-link.mjs, formPlaceOf). */
export type FormPlace = keyof Booking["offeredAfter"];

/** What a form's success state offers: the scheduler's address and the words around its link. */
export interface BookingOffer {
  readonly scheduler: string;
  readonly link: string;
  readonly hint: string;
}

/**
 * The call a form in that place offers, written beside the form at build time (so the form's code carries none of
 * this file's words); none when the agency set no scheduler or that form does not offer it.
 */
export const bookingOfferFor = (place: FormPlace): BookingOffer | undefined =>
  booking.scheduler && booking.offeredAfter[place] ? { scheduler: booking.scheduler, link: booking.link, hint: booking.hint } : undefined;

/** The scheduler's address when any form offers the call (the thank-you page, the privacy page). */
export const offeredScheduler = () => (Object.values(booking.offeredAfter).some(Boolean) ? (booking.scheduler ?? "") : "");
