import { randomBytes } from "node:crypto";
import { link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTitle, shown, shownArticles, shownLandingPages } from "../../tests/shipped-content";
import { realBuild } from "../real-build";
import { readBuildInfo } from "../../server/build-info.mjs";
import { SUITE_BUILDS, TEST_SITES } from "../../tests/test-sites.mjs";
import { checkBuild } from "./check-build.mjs";

// Every check is shown failing on a copy of a real build (the installed framework's output, finished by the
// pipeline) with one thing broken, as a careless edit or a new version of a tool would break it.
// `npm test` has made the suites' builds before the unit tests (scripts/run-suite.mjs says so in SUITE_BUILDS): the
// one with a form-service key is such a build, made fresh in the same run, and is only ever read here. Run alone,
// this file makes its own.
const OWN_BUILD = "build-check-fixture";
const FIXTURE = process.env[SUITE_BUILDS] ? TEST_SITES.service.buildDir : OWN_BUILD;
const copies: string[] = [];
let siteUrl = "";

beforeAll(async () => {
  if (FIXTURE === OWN_BUILD) {
    await rm(OWN_BUILD, { recursive: true, force: true });
    // With a form-service key, so that the local inbox's absence is checked too.
    await realBuild(OWN_BUILD, { VITE_WEB3FORMS_ACCESS_KEY: "00000000-0000-4000-8000-000000000000", VITE_SITE_URL: "https://www.example.com" });
  }
  siteUrl = readBuildInfo(FIXTURE).siteUrl;
}, 180_000);

afterAll(async () => {
  await Promise.all([...(FIXTURE === OWN_BUILD ? [OWN_BUILD] : []), ...copies].map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * A fresh copy of the real build, and helpers that break one of its files. Its files are hard links to the
 * fixture's (a copy of the whole build, pictures and editor included, took longer than the check it feeds): a
 * breakage writes a new file in place of its link, never into the fixture.
 */
async function copyOfBuild() {
  const dir = await mkdtemp(`${FIXTURE}-copy-`);
  copies.push(dir);
  for (const entry of await readdir(FIXTURE, { recursive: true, withFileTypes: true })) {
    const target = join(dir, relative(FIXTURE, join(entry.parentPath, entry.name)));
    if (entry.isDirectory()) await mkdir(target, { recursive: true });
    else await mkdir(join(target, ".."), { recursive: true }).then(() => link(join(entry.parentPath, entry.name), target));
  }
  const client = join(dir, "client");
  const replace = async (path: string, text: string) => {
    await rm(path);
    await writeFile(path, text);
  };
  const edit = async (file: string, change: (text: string) => string) => {
    const path = join(client, file);
    const before = await readFile(path, "utf8");
    const after = change(before);
    if (after === before) throw new Error(`The breakage left ${file} unchanged: the fixture changed shape`);
    await replace(path, after);
  };
  const editJson = async (file: string, change: (data: Record<string, unknown>) => void) => {
    const path = join(dir, file);
    const data = JSON.parse(await readFile(path, "utf8"));
    change(data);
    await replace(path, JSON.stringify(data));
  };
  const asset = async (prefix: string) => {
    const file = (await readdir(join(client, "assets"))).find((name) => name.startsWith(prefix) && name.endsWith(".js"));
    if (!file) throw new Error(`No ${prefix}*.js in the fixture`);
    return `assets/${file}`;
  };
  /** The file name of a chunk no page loads, which the build removed, by its source (Vite's manifest still names it). */
  const removedChunk = async (source: string) => {
    const manifest = JSON.parse(await readFile(join(dir, "vite-manifest.json"), "utf8")) as Record<string, { file: string; src?: string }>;
    const chunk = Object.values(manifest).find((entry) => entry.src?.split("?")[0] === source);
    if (!chunk) throw new Error(`Vite's manifest has no chunk of ${source}`);
    return chunk.file;
  };
  return { dir, client, edit, editJson, asset, removedChunk };
}

const problemsOf = async (dir: string) => (await checkBuild(dir)).problems;
/** Random text does not compress: bytes that count against a budget. */
const incompressible = (bytes: number) => randomBytes(bytes).toString("base64");

describe("the build checks", () => {
  it("pass on the real build as it is", async () => {
    const { dir } = await copyOfBuild();
    expect(await problemsOf(dir)).toEqual([]);
  });

  describe("refuse a budget overrun", () => {
    it("of the first paint's HTML and CSS", async () => {
      const build = await copyOfBuild();
      await build.edit("about/index.html", (html) => html.replace("</body>", `<!-- ${incompressible(16_000)} --></body>`));
      expect(await problemsOf(build.dir)).toEqual([expect.stringMatching(/^\/about: HTML\+CSS \d+ B > 14336 B$/)]);
    });

    it("of the scripts a page without a form runs", async () => {
      const build = await copyOfBuild();
      await build.edit("about/index.html", (html) => html.replace("</body>", `<script>/* ${incompressible(3_000)} */</script></body>`));
      expect(await problemsOf(build.dir)).toEqual([expect.stringMatching(/^\/about: JS \d+ B > 4096 B \(a page without a form\)$/)]);
    });

    it("of the scripts a form's page loads, its lazy ones included", async () => {
      const build = await copyOfBuild();
      // The forms' validators, which load at the first check.
      await build.edit(await build.asset("form-checks-"), (code) => `${code}\n/* ${incompressible(16_000)} */`);
      const problems = await problemsOf(build.dir);
      // Every page with a form: the contact and application pages, and the landing pages.
      expect(problems).toContainEqual(expect.stringMatching(/^\/contact: JS \d+ B > 92160 B \(a page with a form\)$/));
      for (const problem of problems) expect(problem).toMatch(/^\/(contact|apply-client|lp\/[\w-]+): JS \d+ B > 92160 B \(a page with a form\)$/);
    });
  });

  describe("refuse a page that", () => {
    it("has no form but carries a module script or a modulepreload", async () => {
      const build = await copyOfBuild();
      const island = await build.asset("forms-");
      await build.edit("about/index.html", (html) => html.replace("</head>", `<link rel="modulepreload" href="/${island}"/></head>`));
      expect(await problemsOf(build.dir)).toContain("/about: a page without a form, but its HTML carries 1 module script(s) or modulepreload(s)");
    });

    it("loads a route module", async () => {
      const build = await copyOfBuild();
      const about = await build.removedChunk("app/routes/about.tsx");
      await build.edit("contact/index.html", (html) => html.replace("</body>", `<script type="module" async="">import("/${about}");</script></body>`));
      expect(await problemsOf(build.dir)).toContainEqual(expect.stringMatching(/^\/contact: loads a route module, which only the build runs: app\/routes\/about\.tsx/));
    });

    it("loads a script the build does not hold", async () => {
      const build = await copyOfBuild();
      const about = await build.removedChunk("app/routes/about.tsx");
      await build.edit("contact/index.html", (html) => html.replace("</body>", `<script type="module" async="">import("/${about}");</script></body>`));
      expect(await problemsOf(build.dir)).toContainEqual(expect.stringMatching(new RegExp(`^/contact: loads [^ ]*/${about}, .*which the build does not hold$`)));
    });
  });

  describe("refuse a script that", () => {
    it("no page loads", async () => {
      const build = await copyOfBuild();
      const about = await build.removedChunk("app/routes/about.tsx");
      await writeFile(join(build.client, about), "export default 1;");
      expect(await problemsOf(build.dir)).toEqual([`${about}: a script no page loads`]);
    });

    it("loads React Router's code", async () => {
      const build = await copyOfBuild();
      const framework = await build.asset("framework-");
      await build.editJson("chunk-modules.json", (chunks) => {
        (chunks[framework] as string[]).push("node_modules/react-router/dist/production/index.mjs");
      });
      expect(await problemsOf(build.dir)).toContainEqual(expect.stringMatching(/^\/contact: loads React Router's code/));
    });
  });

  it("refuse React's chunk without its compile hint", async () => {
    const build = await copyOfBuild();
    const framework = await build.asset("framework-");
    await build.edit(framework, (code) => code.replace(/^\/\/# allFunctionsCalledOnLoad\n/, ""));
    expect(await problemsOf(build.dir)).toContain(`/${framework} holds React but does not open with its compile hint`);
  });

  describe("refuse a page head that", () => {
    it.each([
      ["has no language", (html: string) => html.replace('<html lang="en"', "<html"), "/about: missing lang on <html>"],
      ["has no description", (html: string) => html.replace(/<meta name="description" content="[^"]*"\/>/, ""), "/about: missing a meta description of 50-160 characters"],
      ["shares its title with another page", (html: string) => html.replace(/<title>[^<]*<\/title>/, `<title>${pageTitle(shown("privacy").search.title)}</title>`), /^\/(about|privacy): same <title> as/],
      ["points its canonical URL elsewhere", (html: string) => html.replace(/(<link rel="canonical" href=")[^"]+"/, '$1https://elsewhere.example/other"'), /^\/about: canonical URL https:\/\/elsewhere\.example\/other, expected/],
      ["has JSON-LD that does not parse", (html: string) => html.replace('<script type="application/ld+json">{', '<script type="application/ld+json">{,'), "/about: JSON-LD is missing or does not parse"],
      ["links a stylesheet that blocks the first paint", (html: string) => html.replace("</head>", '<link rel="stylesheet" href="/favicon.ico"/></head>'), "/about: links a render-blocking stylesheet"],
      ["has a second inline stylesheet", (html: string) => html.replace("</head>", "<style>p{}</style></head>"), "/about: 2 inline stylesheets, expected 1"],
      ["names a file its stylesheet needs that is not in the build", (html: string) => html.replace("<style>", "<style>@font-face{src:url(/fonts/gone.woff2)}"), "/about: the inline stylesheet names /fonts/gone.woff2, which is not in the build"],
      ["links an icon with a request before the first paint", (html: string) => html.replace("</head>", '<link rel="icon" href="/favicon.ico"/></head>'), "/about: an icon or manifest link that costs a request before the first paint"],
      ["mentions hCaptcha in a build without it", (html: string) => html.replace("</body>", '<link rel="preconnect" href="https://js.hcaptcha.com"/></body>'), "/about loads hCaptcha with the page"],
    ])("%s", async (_what, change, expected) => {
      const build = await copyOfBuild();
      await build.edit("about/index.html", change);
      expect(await problemsOf(build.dir)).toContainEqual(typeof expected === "string" ? expected : expect.stringMatching(expected));
    });

    it("shows questions without their structured data", async () => {
      const build = await copyOfBuild();
      await build.edit("index.html", (html) => html.replace('"@type":"FAQPage"', '"@type":"WebPage"'));
      expect(await problemsOf(build.dir)).toContain("/: shows questions but has no FAQPage structured data");
    });

    it("has structured data for questions it does not show", async () => {
      const build = await copyOfBuild();
      await build.edit("index.html", (html) => html.replaceAll('<details class="faq-item"', '<details class="question"'));
      expect(await problemsOf(build.dir)).toContain("/: has FAQPage structured data but shows no question");
    });
  });

  describe("refuse the site's files when", () => {
    it("the sitemap leaves out an indexed page", async () => {
      const build = await copyOfBuild();
      await build.edit("sitemap.xml", (xml) => xml.replace(` <url><loc>${siteUrl}/about</loc></url>\n`, "").replace(`<url><loc>${siteUrl}/about</loc></url>`, ""));
      expect(await problemsOf(build.dir)).toContainEqual(expect.stringMatching(/^sitemap\.xml lists .*; expected .*\/about/));
    });

    it("robots.txt does not point to the sitemap", async () => {
      const build = await copyOfBuild();
      await build.edit("robots.txt", (text) => text.replace(/Sitemap: .*\n/, ""));
      expect(await problemsOf(build.dir)).toContain("robots.txt does not point to the sitemap");
    });

    it("an icon the manifest names is missing", async () => {
      const build = await copyOfBuild();
      await rm(join(build.client, "icon-192.png"));
      expect(await problemsOf(build.dir)).toContain("missing /icon-192.png, which the site names");
    });

    it("the share image the pages name is missing", async () => {
      const build = await copyOfBuild();
      await rm(join(build.client, "og-image.png"));
      expect(await problemsOf(build.dir)).toContain("missing /og-image.png, which the site names");
    });

    it("the web app manifest has no name", async () => {
      const build = await copyOfBuild();
      await build.edit("site.webmanifest", (text) => text.replace(/"name": "[^"]*",/, ""));
      expect(await problemsOf(build.dir)).toContain("site.webmanifest lacks name, icons or theme_color");
    });
  });

  describe("refuse an editor that is not apart from the site when", () => {
    it("a page links to it", async () => {
      const build = await copyOfBuild();
      await build.edit("about/index.html", (html) => html.replace("</main>", '<a href="/admin/">Edit</a></main>'));
      expect(await problemsOf(build.dir)).toContain("/about names the editor (/admin/)");
    });

    it("a page preloads one of its files", async () => {
      const build = await copyOfBuild();
      await build.edit("index.html", (html) => html.replace("</head>", '<link rel="prefetch" href="/admin/assets/index.js"/></head>'));
      expect(await problemsOf(build.dir)).toContain("/ names the editor (/admin/)");
    });

    it("it may be indexed", async () => {
      const build = await copyOfBuild();
      await build.edit("admin/index.html", (html) => html.replace(/<meta name="robots"[^>]*>/, ""));
      expect(await problemsOf(build.dir)).toContain("/admin/ does not ask not to be indexed");
    });

    it("robots.txt lets crawlers in", async () => {
      const build = await copyOfBuild();
      await build.edit("robots.txt", (text) => text.replace("Disallow: /admin/\n", ""));
      expect(await problemsOf(build.dir)).toContain("robots.txt does not keep crawlers out of /admin/");
    });

    it("its policy allows 'unsafe-eval'", async () => {
      const build = await copyOfBuild();
      await build.editJson("build-info.json", (info) => {
        info.editorCsp = String(info.editorCsp).replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");
      });
      expect(await problemsOf(build.dir)).toContain("the editor's policy allows 'unsafe-eval'");
    });
  });

  describe("refuse a landing page that is not kept for ads when", () => {
    const landing = shownLandingPages()[0]!;
    const file = `${landing.path.slice(1)}/index.html`;

    it("a page links to it", async () => {
      const build = await copyOfBuild();
      await build.edit("about/index.html", (html) => html.replace("</main>", `<a href="${landing.path}">Offer</a></main>`));
      expect(await problemsOf(build.dir)).toContain("/about links a landing page");
    });

    it("it holds no form", async () => {
      const build = await copyOfBuild();
      await build.edit(file, (html) => html.replaceAll("data-island=", "data-part="));
      expect(await problemsOf(build.dir)).toContain(`${landing.path}: a landing page without a form`);
    });

    it("it may be indexed", async () => {
      const build = await copyOfBuild();
      await build.edit(file, (html) => html.replace(/<meta name="robots"[^>]*>/, ""));
      expect(await problemsOf(build.dir)).toContain(`${landing.path}: a page that is not indexed must say noindex and have no canonical URL`);
    });

    it("robots.txt keeps crawlers out of landing pages", async () => {
      const build = await copyOfBuild();
      await build.edit("robots.txt", (text) => text.replace("Disallow: /admin/\n", "Disallow: /admin/\nDisallow: /lp/\n"));
      expect(await problemsOf(build.dir)).toContainEqual(expect.stringMatching(/^robots\.txt keeps crawlers out of \/lp\/ \(Disallow: \/lp\/\)/));
    });
  });

  describe("refuse articles and case studies' pages when", () => {
    it("a page links a list that was not built, or a page the build does not have", async () => {
      const build = await copyOfBuild();
      await build.edit("about/index.html", (html) => html.replace("</main>", '<a href="/insights/tags/a-tag-no-article-has">Tag</a></main>'));
      expect(await problemsOf(build.dir)).toContain("/about links /insights/tags/a-tag-no-article-has, which the build does not have");
    });

    it("an article lacks its BlogPosting structured data", async () => {
      const build = await copyOfBuild();
      const article = shownArticles()[0]!;
      await build.edit(`insights/${article.slug}/index.html`, (html) => html.replace('"@type":"BlogPosting"', '"@type":"WebPage"'));
      expect(await problemsOf(build.dir)).toContain(`/insights/${article.slug}: an article without BlogPosting structured data`);
    });

    it("the feed holds a character no XML may hold (a vertical tab pasted into a title)", async () => {
      const build = await copyOfBuild();
      await build.edit("insights/feed.xml", (xml) => xml.replace(/<title type="text">/, '<title type="text">\u000b'));
      expect(await problemsOf(build.dir)).toContainEqual(expect.stringMatching(/^\/insights\/feed\.xml holds an invisible control character \(U\+000B\)/));
    });

    it("the feed leaves out an article, or gives a relative address", async () => {
      const build = await copyOfBuild();
      const [first, second] = shownArticles();
      await build.edit("insights/feed.xml", (xml) => xml.replace(/<entry>[\s\S]*?<\/entry>/, "").replace(/src=&quot;https?:\/\/[^/&]+\//, "src=&quot;/"));
      const problems = await problemsOf(build.dir);
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^/insights/feed.xml links .+; expected .+/insights/${first!.slug}`)));
      expect(problems).toContain(`/insights/feed.xml: the entry ${siteUrl}/insights/${second!.slug} has an address that is not absolute`);
    });
  });

  describe("refuse what the settings leave out when it is there", () => {
    it("the local inbox's address in a build that posts to the form service", async () => {
      const build = await copyOfBuild();
      const file = await build.asset("contact-");
      await build.edit(file, (code) => `${code}\nconst endpoint = "/api/inbox";`);
      expect(await problemsOf(build.dir)).toContain(`${join(build.client, file)} mentions the local inbox`);
    });

    it("hCaptcha's origins in the policy of a build without it", async () => {
      const build = await copyOfBuild();
      await build.editJson("build-info.json", (info) => {
        info.csp = `${String(info.csp)}; script-src https://*.hcaptcha.com`;
      });
      expect(await problemsOf(build.dir)).toContain("hCaptcha is off but the CSP allows it");
    });

    it("hCaptcha turned on without its origins in the policy", async () => {
      const build = await copyOfBuild();
      await build.editJson("build-info.json", (info) => {
        info.hcaptcha = true;
      });
      expect(await problemsOf(build.dir)).toContain("hCaptcha is on but the CSP does not allow it");
    });
  });


});
