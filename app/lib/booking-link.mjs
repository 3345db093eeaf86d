// The link to the agency's scheduler that a lead books its call with (docs/booking.md): prefilled with what the visitor
// typed, and carrying the lead's reference in the field its scheduler returns in the booking's webhook, so the booking
// finds its lead. Used by the form's success state, the thank-you page and the reply e-mail alike.

/**
 * Where a form is, as the agency chooses which forms offer a call (`content/booking.json`'s `offeredAfter`): a
 * landing page's form (either form), the client application, or the contact message.
 * @param {string} form the form's id, `apply` or `contact`
 * @param {boolean} onLandingPage
 * @returns {"landingPages" | "apply" | "contact"}
 */
export const formPlaceOf = (form, onLandingPage) => (onLandingPage ? "landingPages" : form === "apply" ? "apply" : "contact");

/**
 * The scheduler an address belongs to, by its host: Cal.com (cal.com, its EU instance cal.eu, and their subdomains),
 * Calendly, or any other, which gets a plain link.
 * @param {string} address
 * @returns {"cal.com" | "calendly" | "other"}
 */
export function schedulerOf(address) {
  const host = URL.canParse(address) ? new URL(address).hostname : "";
  const within = (/** @type {string} */ domain) => host === domain || host.endsWith(`.${domain}`);
  if (within("cal.com") || within("cal.eu")) return "cal.com";
  if (within("calendly.com")) return "calendly";
  return "other";
}

/** The scheduler's name as a visitor knows it; another scheduler is named by its host. @param {string} address */
export function schedulerName(address) {
  const scheduler = schedulerOf(address);
  if (scheduler === "cal.com") return "Cal.com";
  if (scheduler === "calendly") return "Calendly";
  return URL.canParse(address) ? new URL(address).hostname.replace(/^www\./, "") : "";
}

/**
 * The booking link for a lead: Cal.com's prefill (`name`, `email`) and `metadata[reference]`; Calendly's prefill and
 * `utm_content` (its webhook's `tracking.utm_content`); any other scheduler's address as the agency wrote it. What
 * is empty is left out, and the address's own parameters stay.
 * @param {string} address the scheduler's event page, as the agency set it
 * @param {{ name?: string, email?: string, reference?: string }} [lead]
 */
export function bookingLinkOf(address, { name = "", email = "", reference = "" } = {}) {
  const scheduler = schedulerOf(address);
  if (scheduler === "other") return address;
  const url = new URL(address);
  const set = (/** @type {string} */ key, /** @type {string} */ value) => value.trim() && url.searchParams.set(key, value.trim());
  set("name", name);
  set("email", email);
  set(scheduler === "cal.com" ? "metadata[reference]" : "utm_content", reference);
  return url.href;
}
