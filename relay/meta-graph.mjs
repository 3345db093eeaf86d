// What every call to Meta's Graph API shares, whichever part of the site makes it (the ad spend's Insights, the
// Instant Form leads' reads): the app secret's shape and proof, Meta's codes for "too many calls", and a platform's words as a
// message carries them.
import { hmacHex } from "./signed-requests.mjs";

/** Meta's app secret, as its developer dashboard shows it. */
export const META_APP_SECRET_PATTERN = /^[0-9a-f]{32}$/i;

/**
 * Meta's proof for an app with "Require App Secret": the token's hex HMAC-SHA256 keyed with the app secret
 * (`appsecret_proof`).
 * @param {string} appSecret
 * @param {string} token
 */
export const appSecretProof = (appSecret, token) => hmacHex(appSecret, token);

/** Meta's codes for "too many calls": the app's, the user's, the Page's, the account's and a business use case's (80000-80014). @param {number} code */
export const isMetaThrottled = (code) => [4, 17, 32, 613].includes(code) || (code >= 80000 && code <= 80014);

/** A platform's text in a message: on one line, cut short. @param {unknown} text */
export const platformText = (text) => String(text ?? "").replace(/\s+/g, " ").trim().slice(0, 200);

/**
 * Why Meta refused, in its words for a person where it gives them, its developer's message otherwise.
 * @param {{ message?: unknown, error_user_msg?: unknown } | undefined} error Meta's `error` object
 */
export const metaReason = (error) => platformText(error?.error_user_msg) || platformText(error?.message) || "no reason given";
