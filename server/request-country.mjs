// The visitor's country for a lead's match (relay/lead-match.mjs), where a proxy in front of the included server says
// it: Cloudflare's proxy sends `CF-IPCountry`. Believed only from a proxy the server trusts (INBOX_TRUST_PROXY), as its
// X-Forwarded-For is: anyone else could send the header.

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {(address: string, hop: number) => boolean} trusted proxy-addr's compiled trust
 * @returns {import("../relay/lead-match.mjs").RequestPlace | undefined}
 */
export function placeOf(req, trusted) {
  const peer = req.socket.remoteAddress;
  if (!peer || !trusted(peer, 0)) return undefined;
  const country = String(req.headers["cf-ipcountry"] ?? "");
  return country ? { country } : undefined;
}
