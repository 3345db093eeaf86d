// The programs `npm test` needs from the system, checked before anything slow runs. Browsers come from Debian,
// never from a download (Playwright's own browsers cannot be fetched here). Run as root on Debian, this installs
// what is missing; otherwise it stops with the one command that does.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * @typedef {{ paths?: string[], command?: string }} Lookup where a program is: a path, or a command on PATH
 * @typedef {Lookup & { what: string, debian: string }} Prerequisite
 */

/** What the suite runs, where it looks for it, and the Debian package that provides it. @type {Prerequisite[]} */
export const prerequisites = [
  { what: "Chromium", paths: [process.env.CHROME_PATH || "/usr/bin/chromium"], debian: "chromium" },
  { what: "Firefox ESR", paths: [process.env.FIREFOX_PATH || "/usr/bin/firefox-esr"], debian: "firefox-esr" },
  { what: "WebKitGTK's WebDriver", paths: [process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver"], debian: "webkit2gtk-driver" },
  { what: "Xvfb (the virtual display WebKitGTK runs in)", command: "Xvfb", debian: "xvfb" },
  { what: "nginx (the generated server block is tested with it)", command: "nginx", paths: ["/usr/sbin/nginx"], debian: "nginx" },
];
/** Pages in every engine are measured and compared with the same fonts. */
const ALWAYS = ["fonts-dejavu-core"];

const executable = (/** @type {string} */ path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether a prerequisite is on this machine (its path, or its command on PATH).
 * @param {Lookup} lookup
 */
export function present({ paths = [], command }, searchPath = process.env.PATH ?? "") {
  if (paths.some(executable)) return true;
  return command !== undefined && searchPath.split(delimiter).some((folder) => folder && executable(join(folder, command)));
}

/**
 * @param {Prerequisite[]} missing
 * @param {string} [as] what runs each step: "sudo " for someone who is not root
 */
export function installCommand(missing, as = "") {
  return `${as}apt-get update && ${as}apt-get install -y --no-install-recommends ${[...missing.map((item) => item.debian), ...ALWAYS].join(" ")}`;
}

function main() {
  const missing = prerequisites.filter((item) => !present(item));
  if (missing.length === 0) return 0;
  console.error(`npm test needs from the system: ${missing.map((item) => item.what).join(", ")}.`);
  const root = process.getuid?.() === 0;
  if (!root || !present({ command: "apt-get" })) {
    console.error(`Install them (Debian) and run npm test again:\n  ${installCommand(missing, "sudo ")}`);
    return 1;
  }
  console.error("Installing them from Debian…");
  const run = spawnSync("sh", ["-c", installCommand(missing)], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (run.status !== 0) return run.status ?? 1;
  const still = prerequisites.filter((item) => !present(item));
  if (still.length > 0) {
    console.error(`Still missing after the install: ${still.map((item) => item.what).join(", ")}.`);
    return 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = main();
