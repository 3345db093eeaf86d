/**
 * At most `limit` posts per client address in each window (a fixed window per address, as the form service
 * throttles). `limit` 0 turns the limit off. Addresses are forgotten when their window ends, so a flood
 * from many addresses costs memory only for one window.
 * @param {{ limit: number, windowMs?: number }} options
 */
export function createRateLimit({ limit, windowMs = 60_000 }) {
  /** @type {Map<string, { count: number, resetAt: number }>} */
  const windows = new Map();
  let sweepAt = 0;

  /**
   * @param {string} address
   * @param {number} [now]
   * @returns {{ allowed: true } | { allowed: false, retryAfterSeconds: number }}
   */
  return function take(address, now = Date.now()) {
    if (limit === 0) return { allowed: true };
    if (now >= sweepAt) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      sweepAt = now + windowMs;
    }
    let window = windows.get(address);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(address, window);
    }
    window.count += 1;
    if (window.count <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  };
}
