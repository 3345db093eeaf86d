// Netlify Function at /api/booking (BOOKING_PATH, spelled here because Netlify reads `config` as written;
// relay/site-forms/hosts.test.ts holds it to the constant): Netlify keeps nothing between requests, so it cannot keep
// the bookings a cancellation or a move is matched by, and says which hosts can (docs/booking.md).
import { json } from "../../relay/json-answer.mjs";

export default (): Response =>
  json(501, {
    success: false,
    message: "Bookings are reported to the included server or the Cloudflare Worker, which keep each booking and the leads it joins; a Netlify site keeps nothing between requests (docs/booking.md).",
  });

export const config = { path: "/api/booking" };
