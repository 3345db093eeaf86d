// @vitest-environment node
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { articlePath } from "~/content/publication-paths.mjs";
import { feedXml } from "./feed";
import { SHIPPED_DEFAULTS } from "../../tests/test-sites.mjs";

const SITE = "https://agency.example";
const folders: string[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** One article as the agency wrote it (in a content folder of its own) and its built page, as the feed reads them. */
async function oneArticle(title: string, pageBody: string) {
  const root = await mkdtemp(join(tmpdir(), "feed-"));
  folders.push(root);
  await mkdir(join(root, "content", "insights"), { recursive: true });
  // The words the feed shares with the pages (its title, the agency's name), as the suites' content has them.
  for (const file of ["site.json", "sharing.json", "publications.json"]) await copyFile(join(SHIPPED_DEFAULTS, "content", file), join(root, "content", file));
  const description = "What a viewer decides in the first seconds of an ad, and how we test the opening of every video.";
  await writeFile(join(root, "content", "insights", "a-hook.md"), `---\ntitle: ${JSON.stringify(title)}\ndescription: ${description}\ndate: 2026-11-20\n---\nText.\n`);
  const page = join(root, "client", articlePath("a-hook").slice(1));
  await mkdir(page, { recursive: true });
  await writeFile(join(page, "index.html"), `<!DOCTYPE html><html><body><main><article class="article"><div class="prose">${pageBody}</div></article></main></body></html>`);
  vi.stubEnv("CONTENT_ROOT", root);
  return join(root, "client");
}

const entryOf = (xml: string) => new XMLParser({ ignoreAttributes: false, trimValues: false }).parse(xml).feed.entry;
const elementNames = (value: unknown): string[] =>
  value && typeof value === "object" ? Object.entries(value).flatMap(([key, inner]) => [key, ...elementNames(inner)]) : [];

describe("the feed", () => {
  it("carries a title that tries to close its text and open a script as the literal text, with no element of its own", async () => {
    const title = 'x]]>]]><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script><![CDATA[';
    const xml = (await feedXml(await oneArticle(title, "<p>Text.</p>"), SITE))!;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(entryOf(xml).title).toEqual({ "#text": title, "@_type": "text" });
    expect(elementNames(new XMLParser().parse(xml))).not.toContain("script");
    expect(xml).not.toContain("<script");
  });

  it("stays readable with code samples that close a CDATA section and a script", async () => {
    const code = "<pre><code>//]]&gt;&lt;/script&gt;\n</code></pre>";
    const xml = (await feedXml(await oneArticle("Code samples", `<p>Before:</p>${code}<p>After:</p>${code}`), SITE))!;
    expect(XMLValidator.validate(xml)).toBe(true);
    // The HTML of the code as the page has it, the feed's XML around it undisturbed.
    const sample = "<pre><code>//]]>&#x3C;/script>\n</code></pre>";
    expect(entryOf(xml).content["#text"]).toBe(`<p>Before:</p>${sample}<p>After:</p>${sample}`);
  });

  it("stops the build, naming the article, on a character no feed can carry", async () => {
    await expect(feedXml(await oneArticle("A pasted text", "<p>First\u000bsecond</p>"), SITE)).rejects.toThrow(
      /^feed: \/insights\/a-hook: its content holds an invisible control character \(U\+000B\)/,
    );
  });
});
