/** Debian's Chromium, never a downloaded browser; the flags let it run as root in a closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function chromiumPath() {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
