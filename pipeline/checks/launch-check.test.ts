import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SHIPPED_DEFAULTS } from "../../tests/test-sites.mjs";
import { launchPlaceholders, STAND_INS } from "./launch-check.mjs";

// Run on copies: the shipped defaults (tests/fixtures/shipped-defaults), which hold every stand-in, and the same with
// each replaced as the agency would. The project's own content/ is the agency's and may be launched already.

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

const THE_AGENCY = "Bright Reach";
const ITS_ADDRESS = "https://www.brightreach.example";
/** A share picture's source as the agency would leave it: its own name. */
const sharePicture = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg"><text>${name}</text></svg>\n`;

async function filesUnder(root: string, dirs: string[]) {
  const entries = await Promise.all(dirs.map((dir) => readdir(join(root, dir), { recursive: true })));
  return entries.flatMap((names, index) => names.map((name) => join(root, dirs[index]!, name)));
}

/** The shipped defaults' content, the page copy kept in code and a share picture's source, as the project ships them. */
async function shippedDefaults() {
  const root = await mkdtemp(join(tmpdir(), "launch-"));
  roots.push(root);
  await cp(join(SHIPPED_DEFAULTS, "content"), join(root, "content"), { recursive: true });
  await cp("app/content", join(root, "app/content"), { recursive: true });
  await mkdir(join(root, "design"));
  await writeFile(join(root, "design/og-image.svg"), sharePicture(STAND_INS.name));
  return root;
}

/** The same with every stand-in replaced as the agency would. */
async function contentOfTheAgency() {
  const root = await shippedDefaults();
  const settings = JSON.parse(await readFile(join(root, "content/site.json"), "utf8"));
  settings.name = THE_AGENCY;
  settings.shortName = "Bright";
  settings.email = "team@brightreach.example";
  settings.social = [{ label: "Instagram", url: "https://www.instagram.com/brightreach" }];
  await writeFile(join(root, "content/site.json"), JSON.stringify(settings));
  const privacy = JSON.parse(await readFile(join(root, "content/privacy.json"), "utf8"));
  privacy.retention.period = "two years after our last reply";
  await writeFile(join(root, "content/privacy.json"), JSON.stringify(privacy));
  await writeFile(join(root, "design/og-image.svg"), sharePicture(THE_AGENCY));
  for (const path of await filesUnder(root, ["content", "app/content"])) {
    if (!/\.(ts|json)$/.test(path) || path.endsWith("site.json")) continue;
    await writeFile(path, (await readFile(path, "utf8")).replaceAll(STAND_INS.name, THE_AGENCY));
  }
  return root;
}

describe("npm run launch-check", () => {
  it("fails on the shipped stand-ins, naming each and where to change it", async () => {
    const problems = launchPlaceholders(await shippedDefaults(), "");
    expect(problems).toContain(`The agency's name is still “${STAND_INS.name}”: change it under Site settings › Agency name (content/site.json)`);
    expect(problems).toContain(`The e-mail address is still ${STAND_INS.email}: change it under Site settings › E-mail address (content/site.json)`);
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^The Instagram profile is still https://www\\.instagram\\.com/${STAND_INS.handle}: `)));
    expect(problems).toContainEqual(expect.stringMatching(/^The site's address is not set/));
    expect(problems).toContainEqual(expect.stringMatching(/^The privacy page names no period for keeping an enquiry/));
  });

  it("passes once the agency's own name, e-mail, profiles and address are in", async () => {
    expect(launchPlaceholders(await contentOfTheAgency(), ITS_ADDRESS)).toEqual([]);
  });

  it("lists page copy that still names the stand-in agency, with its line", async () => {
    const root = await contentOfTheAgency();
    await writeFile(join(root, "app/content/about.ts"), `${await readFile(join(root, "app/content/about.ts"), "utf8")}\n// ${STAND_INS.name}\n`);
    expect(launchPlaceholders(root, ITS_ADDRESS)).toEqual([`app/content/about.ts, line ${(await readFile(join(root, "app/content/about.ts"), "utf8")).split("\n").length - 1}, still names the stand-in agency: // ${STAND_INS.name}`]);
  });

  it("lists the share picture while it shows the stand-in agency's name", async () => {
    const root = await contentOfTheAgency();
    await writeFile(join(root, "design/og-image.svg"), sharePicture(STAND_INS.name));
    expect(launchPlaceholders(root, ITS_ADDRESS)).toEqual([
      "design/og-image.svg, line 1, still shows the stand-in agency's name in a picture: change it there, then run node scripts/render-images.mjs",
    ]);
  });

  it("still fails while the site's address is a local one", async () => {
    expect(launchPlaceholders(await contentOfTheAgency(), "http://localhost:3000")).toEqual([expect.stringMatching(/^The site's address is not set/)]);
  });
});
