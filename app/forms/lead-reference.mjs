// Plain JavaScript: the forms make a lead's reference in the browser, and the relay makes one for a lead from an ad
// platform's own form (relay/instant-forms/lead-from-answers.mjs), which the included server runs without a build.

/**
 * Letters and digits that cannot be mistaken for one another when read aloud or retyped from an e-mail:
 * no 0/O, no 1/I. 32 symbols, so one random byte masked to 5 bits picks one without bias.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const GROUP = 4;

/**
 * A short reference for one lead, like `K7QM-3XPA` (40 bits), from the browser's secure random source, or from the
 * bytes given (a platform's lead ID hashed, so the same lead always has the same reference).
 * @param {(bytes: Uint8Array) => Uint8Array} [random]
 * @returns {string}
 */
export function newLeadReference(random = (bytes) => crypto.getRandomValues(bytes)) {
  const bytes = random(new Uint8Array(GROUP * 2));
  const symbols = Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte & 31]);
  return `${symbols.slice(0, GROUP).join("")}-${symbols.slice(GROUP).join("")}`;
}

export const LEAD_REFERENCE_PATTERN = /^[23456789A-HJ-NP-Z]{4}-[23456789A-HJ-NP-Z]{4}$/;
