import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { launchPlaceholders } from "./launch-check.mjs";

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function filesUnder(root: string, dirs: string[]) {
  const entries = await Promise.all(dirs.map((dir) => readdir(join(root, dir), { recursive: true })));
  return entries.flatMap((names, index) => names.map((name) => join(root, dirs[index]!, name)));
}

/** A copy of the project's content, page copy and pictures' sources, with every stand-in replaced as the agency would. */
async function contentOfTheAgency() {
  const root = await mkdtemp(join(tmpdir(), "launch-"));
  roots.push(root);
  await cp("content", join(root, "content"), { recursive: true });
  await cp("app/content", join(root, "app/content"), { recursive: true });
  await cp("design", join(root, "design"), { recursive: true });
  const settings = JSON.parse(await readFile(join(root, "content/site.json"), "utf8"));
  settings.name = "Bright Reach";
  settings.shortName = "Bright";
  settings.email = "team@brightreach.example";
  settings.social = [{ label: "Instagram", url: "https://www.instagram.com/brightreach" }];
  await writeFile(join(root, "content/site.json"), JSON.stringify(settings));
  for (const path of await filesUnder(root, ["content", "app/content", "design"])) {
    if (!/\.(ts|json|svg)$/.test(path) || path.endsWith("site.json")) continue;
    await writeFile(path, (await readFile(path, "utf8")).replaceAll("Northstar Social", "Bright Reach"));
  }
  return root;
}

describe("npm run launch-check", () => {
  it("fails on the shipped stand-ins, naming each and where to change it", async () => {
    const run = promisify(execFile)(process.execPath, ["pipeline/checks/launch-check.mjs"], { env: { ...process.env, VITE_SITE_URL: "" } });
    const failure = await run.then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("The agency's name is still “Northstar Social”: change it under Site settings › Agency name (content/site.json)");
    expect(failure?.stderr).toContain("The e-mail address is still hello@northstarsocial.com");
    expect(failure?.stderr).toContain("The Instagram profile is still https://www.instagram.com/northstarsocial");
    expect(failure?.stderr).toContain("The site's address is not set");
  });

  it("passes once the agency's own name, e-mail, profiles and address are in", async () => {
    expect(launchPlaceholders(await contentOfTheAgency(), "https://www.brightreach.example")).toEqual([]);
  });

  it("lists page copy that still names the stand-in agency, with its line", async () => {
    const root = await contentOfTheAgency();
    await writeFile(join(root, "app/content/about.ts"), `${await readFile(join(root, "app/content/about.ts"), "utf8")}\n// Northstar Social\n`);
    expect(launchPlaceholders(root, "https://www.brightreach.example")).toEqual([expect.stringMatching(/^app\/content\/about\.ts, line \d+, still names the stand-in agency: \/\/ Northstar Social$/)]);
  });

  it("lists the share picture while it shows the stand-in agency's name", async () => {
    const root = await contentOfTheAgency();
    await cp("design/og-image.svg", join(root, "design/og-image.svg"));
    expect(launchPlaceholders(root, "https://www.brightreach.example")).toEqual([
      expect.stringMatching(/^design\/og-image\.svg, line \d+, still shows the stand-in agency's name in a picture: change it there, then run node scripts\/render-images\.mjs$/),
    ]);
  });

  it("still fails while the site's address is a local one", async () => {
    expect(launchPlaceholders(await contentOfTheAgency(), "http://localhost:3000")).toEqual([expect.stringMatching(/^The site's address is not set/)]);
  });
});
