import { booking, offeredScheduler } from "~/content/booking";

/**
 * The thank-you page's offer of a call, where a form offers one (docs/booking.md): a plain link to the scheduler (the
 * page is static, so nothing is prefilled). Nothing reaches the scheduler until the visitor follows it.
 */
export function ThanksBookingLink() {
  const scheduler = offeredScheduler();
  if (!scheduler) return null;
  return (
    <div className="booking-offer">
      <p>{booking.thanks}</p>
      <a href={scheduler} className="button button-primary" rel="noopener">
        {booking.link}
      </a>
    </div>
  );
}
