// What every request from another system shares, whoever sends it (a scheduler's webhook, the agency's tool, a post of
// spend, an ad platform's API): a body read no further than its limit, a secret compared in constant time, an
// HMAC-SHA256 as the senders sign. On web standards only (Web Crypto, streams), so every host checks alike.
import { hex } from "./lead-match.mjs";

const encoder = new TextEncoder();

/**
 * The body, or null when it is larger than the limit (read no further than that).
 * @param {Request} request
 * @param {number} limit bytes
 * @returns {Promise<Uint8Array<ArrayBuffer> | null>}
 */
export async function readLimited(request, limit) {
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Whether a secret someone gave is the expected one, compared in constant time: both are hashed first, so the
 * comparison neither stops at the first differing byte nor tells the secret's length; an empty one never is.
 * @param {string} given
 * @param {string} expected
 */
export async function secretMatches(given, expected) {
  const digest = async (/** @type {string} */ text) => new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  const [a, b] = [await digest(given), await digest(expected)];
  let difference = given ? 0 : 1;
  a.forEach((byte, index) => (difference |= byte ^ /** @type {number} */ (b[index])));
  return difference === 0;
}

/**
 * Whether a request's `Authorization` carries the token as a Bearer token, compared in constant time.
 * @param {string | null} authorization
 * @param {string} token
 */
export const bearerMatches = (authorization, token) => secretMatches(/^Bearer +(.+)$/i.exec(authorization ?? "")?.[1]?.trim() ?? "", token);

/**
 * The lower-case hex HMAC-SHA256 of a text keyed with a secret: how Cal.com and Calendly sign a webhook, the site signs
 * a lead for the agency's tool, and Meta asks for an app secret's proof.
 * @param {string} secret
 * @param {string} text
 */
export async function hmacHex(secret, text) {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
}
