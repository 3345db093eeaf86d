// The suite on a launched site: copies the project (its files as git sees them, committed or not, ignored ones
// left out) to a temporary folder, does there what the agency does at launch and after (every stand-in
// `npm run launch-check` lists replaced, the privacy page's period for keeping an enquiry written; the home headline,
// a figure and an FAQ answer changed; one FAQ entry removed; a testimonial added), then makes it a git repository of
// its own and runs `npm ci`, `npm run launch-check` (which must pass) and the whole `npm test` there. It must pass: no test may depend on the agency's words (decision 021).
//   node scripts/launch-copy-test.mjs [folder]   (default: a new temporary folder, removed when the suite passed)
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { STAND_INS } from "../pipeline/checks/launch-check.mjs";

// An agency no test names: a test's own made-up words that a launched site also used would be refused by the
// literal check (scripts/check-test-literals.mjs), as it should.
const AGENCY = { name: "Harbor Lane Media", shortName: "Harbor Lane", email: "team@harborlane.example", handle: "harborlanemedia" };
const ADDRESS = "https://www.harborlane.example";

const copy = process.argv[2] ?? mkdtempSync(join(tmpdir(), "launched-site-"));
// Readable by others, as a clone is: the nginx test's workers run as nginx's own user.
chmodSync(copy, 0o755);
const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" }).split("\0").filter(Boolean);
for (const file of files) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  try {
    copyFileSync(file, join(copy, file));
  } catch (error) {
    if ((/** @type {NodeJS.ErrnoException} */ (error)).code !== "ENOENT") throw error; // deleted, not yet committed
  }
}

const path = (/** @type {string} */ file) => join(copy, file);
const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(path(file), "utf8"));
const writeJson = (/** @type {string} */ file, /** @type {unknown} */ data) => writeFileSync(path(file), `${JSON.stringify(data, null, 2)}\n`);

// Every stand-in: the name, the short name, the e-mail, the profiles, the share picture's source, the site's address.
const settings = readJson("content/site.json");
Object.assign(settings, { name: AGENCY.name, shortName: AGENCY.shortName, email: AGENCY.email });
settings.social = settings.social.map((/** @type {{ label: string, url: string }} */ profile) => ({ ...profile, url: profile.url.replaceAll(STAND_INS.handle, AGENCY.handle) }));
writeJson("content/site.json", settings);
for (const file of files.filter((name) => /^(content\/.*\.json|design\/.*\.svg)$/.test(name))) {
  writeFileSync(path(file), readFileSync(path(file), "utf8").replaceAll(STAND_INS.name, AGENCY.name).replaceAll(STAND_INS.handle, AGENCY.handle));
}
writeFileSync(path(".env"), `VITE_SITE_URL=${ADDRESS}\n`);

// The agency's own copy.
const home = readJson("content/home.json");
home.hero.headline = "Customers from every feed you advertise in";
writeJson("content/home.json", home);
const privacy = readJson("content/privacy.json");
privacy.retention.period = "twelve months";
writeJson("content/privacy.json", privacy);
const figures = readJson("content/figures.json");
figures.items[0].value = "5.1M+";
writeJson("content/figures.json", figures);
const questions = readdirSync(path("content/faq")).sort();
const answered = readJson(`content/faq/${questions[0]}`);
answered.answer = "Brands selling online that want their social media to bring customers, from the first campaign on.";
writeJson(`content/faq/${questions[0]}`, answered);
rmSync(path(`content/faq/${questions.at(-1)}`));
mkdirSync(path("content/testimonials"), { recursive: true });
writeJson("content/testimonials/maria-lopez.json", {
  order: 1,
  quote: "Our launch sold out in a week, and we knew which creator brought which order.",
  name: "María López",
  role: "Founder, Lopez Skincare",
  consent: true,
});

const run = (/** @type {string} */ command, /** @type {string[]} */ args) => {
  console.log(`\n$ ${command} ${args.join(" ")}   (in ${copy})`);
  const result = spawnSync(command, args, { cwd: copy, stdio: "inherit", env: { ...process.env, CONTENT_ROOT: "" } });
  if (result.status !== 0) {
    console.error(`\nlaunch-copy-test: ${command} ${args.join(" ")} failed in ${copy} (kept for a look)`);
    process.exit(result.status ?? 1);
  }
};
// A repository of its own, as a clone is: the layout's tests list the project's files as git sees them.
run("git", ["init", "--quiet"]);
run("npm", ["ci", "--no-audit", "--no-fund"]);
run("npm", ["run", "--silent", "launch-check"]);
run("npm", ["test"]);
console.log("\nlaunch-copy-test: the whole suite passed on the launched copy.");
if (process.argv[2] === undefined) rmSync(copy, { recursive: true, force: true });
