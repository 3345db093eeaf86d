// `npm run launch-check`: lists every stand-in the site still ships that must be the agency's own before launch (its
// name, e-mail address, social profiles, the site's address, how long it keeps an enquiry), in plain words with the place to change it, and exits
// 1 while any remains. A production build prints the same list as a warning (pipeline/finish-build.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

/** The shipped stand-ins, as they appear in the site settings (content/site.json). */
const SETTINGS = "content/site.json";
/** The privacy page's words, whose period for keeping an enquiry only the agency can set. */
const PRIVACY = "content/privacy.json";
export const STAND_INS = {
  name: "Northstar Social",
  shortName: "Northstar",
  email: "hello@northstarsocial.com",
  /** Every shipped social profile address names this handle. */
  handle: "northstarsocial",
};

/** The sources of the pictures the site ships (the share picture, the icon), rendered by scripts/render-images.mjs. */
const DESIGN = "design";

/** Files whose words a visitor reads: the content the agency edits, the page copy kept in code, and the pictures' sources. */
/** @param {string} root */
function copyFiles(root) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ dir) => {
    if (!existsSync(join(root, dir))) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(json|md|ya?ml)$/.test(entry.name) || (dir === "app/content" && /^[\w-]+\.ts$/.test(entry.name) && !entry.name.endsWith(".test.ts"))) files.push(path);
      else if (dir === DESIGN && entry.name.endsWith(".svg")) files.push(path);
    }
  };
  walk("content");
  walk("app/content");
  walk(DESIGN);
  return files;
}

/**
 * Every stand-in still present, one line each.
 * @param {string} root the project folder
 * @param {string | undefined} siteUrl the build's VITE_SITE_URL
 * @returns {string[]}
 */
export function launchPlaceholders(root, siteUrl) {
  const problems = [];
  if (!siteUrl || /^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(siteUrl)) {
    problems.push("The site's address is not set: set VITE_SITE_URL to the published address (https://www.…) in the host's build settings");
  }
  const settings = JSON.parse(readFileSync(join(root, SETTINGS), "utf8"));
  const where = (/** @type {string} */ field) => `change it under Site settings › ${field} (${SETTINGS})`;
  if (settings.name === STAND_INS.name) problems.push(`The agency's name is still “${STAND_INS.name}”: ${where("Agency name")}`);
  if (settings.shortName === STAND_INS.shortName) problems.push(`The short name is still “${STAND_INS.shortName}”: ${where("Short name")}`);
  if (settings.email === STAND_INS.email) problems.push(`The e-mail address is still ${STAND_INS.email}: ${where("E-mail address")}`);
  for (const profile of settings.social ?? []) {
    if (String(profile.url).includes(STAND_INS.handle)) problems.push(`The ${profile.label} profile is still ${profile.url}: ${where("Social profiles")}`);
  }
  const privacy = JSON.parse(readFileSync(join(root, PRIVACY), "utf8"));
  if (!privacy.retention?.period?.trim()) {
    problems.push(`The privacy page names no period for keeping an enquiry (the EU asks for one): write it under Privacy page › How long an enquiry is kept › The period (${PRIVACY})`);
  }
  for (const file of copyFiles(root)) {
    if (file === SETTINGS) continue;
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (!line.includes(STAND_INS.name) && !line.includes(STAND_INS.handle)) return;
        problems.push(
          file.startsWith(`${DESIGN}/`)
            ? `${file}, line ${index + 1}, still shows the stand-in agency's name in a picture: change it there, then run node scripts/render-images.mjs`
            : `${file}, line ${index + 1}, still names the stand-in agency: ${line.trim().slice(0, 100)}`,
        );
      });
  }
  return problems;
}

export function launchReport(/** @type {string[]} */ problems) {
  return `${problems.length} thing${problems.length === 1 ? "" : "s"} must be the agency's own before launch:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { loadEnv } = await import("vite");
  const siteUrl = loadEnv("production", process.cwd(), "VITE_").VITE_SITE_URL;
  const problems = launchPlaceholders(process.cwd(), siteUrl);
  if (problems.length) {
    console.error(launchReport(problems));
    process.exitCode = 1;
  } else {
    console.log(`Ready to launch: no stand-in is left (checked ${relative(process.cwd(), SETTINGS)}, content/ and app/content/).`);
  }
}
