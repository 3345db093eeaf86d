// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gunzipSync } from "node:zlib";
import { type Header, parseAllHeaders } from "@netlify/headers-parser";
import { describe, expect, it } from "vitest";
import { sitePages } from "../site-pages";
import { CACHE_CONTROL, cspDirectives, EDITOR_PATH, editorHeaders, securityHeaders, serializeCsp } from "../../server/security-headers.mjs";
import { inlineScriptHashes } from "./content-security-policy";
import { minifyInlineScripts } from "./inline-scripts";
import { addIslandScripts } from "./island-scripts";
import { entryScripts } from "../module-graph.mjs";
import { islandModules, islandsOf } from "../islands";
import { removeUnloadedScripts } from "./unloaded-scripts";
import { netlifyHeaders, nginxServerBlock } from "./host-configs";
import { precompress } from "./precompress";
import { robotsTxt, sitemapXml } from "./site-files";
import { finishBuild } from "../finish-build";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");

const PAGE_HTML = `<!DOCTYPE html><html><head><script>window.name = "";</script><link rel="stylesheet" href="/assets/root.css"/><script type="application/ld+json">{"@type":"Thing"}</script></head><body><p>Hi</p><div data-island="contact" data-props="{}"><form></form></div><script>document.body.dataset.x = "1";</script></body></html>`;

// What the step accepts is the root layout's real output, on every page of every build of the suite (the build runs
// it); here, that it refuses every other shape and adds exactly the island's module.
describe("islandScripts: every page is a plain document, and a form's page gets its island", () => {
  const modules = islandModules();
  const manifest = { [modules.contact ?? ""]: { file: "assets/contact-form-1.js" }, [modules.apply ?? ""]: { file: "assets/apply-form-2.js" } };
  // The contact island imports the form, which imports React and, on its first check, its validator (dynamic).
  const graph = new Map([
    ["/assets/contact-form-1.js", { source: modules.contact, imports: ["/assets/lead-form-3.js"] }],
    ["/assets/lead-form-3.js", { source: undefined, imports: ["/assets/react-4.js", "/assets/contact-schema-5.js"] }],
    ["/assets/react-4.js", { source: undefined, imports: [] }],
    ["/assets/contact-schema-5.js", { source: undefined, imports: ["/assets/react-4.js"] }],
    ["/assets/apply-form-2.js", { source: modules.apply, imports: ["/assets/lead-form-3.js"] }],
  ]);
  const variant = (from: string, to: string) => PAGE_HTML.replace(from, to);
  const finish = async (html: string) => {
    const folder = await mkdtemp(join(tmpdir(), "island-scripts-"));
    const file = join(folder, "index.html");
    try {
      await writeFile(file, html);
      await addIslandScripts([file], manifest, modules, graph);
      return await readFile(file, "utf8");
    } finally {
      await rm(folder, { recursive: true });
    }
  };

  it.each([
    ["the router's bootstrap", variant("</body>", '<script type="module" async="">import("/assets/entry.client-2.js");</script></body>')],
    ["a modulepreload", variant("</head>", '<link rel="modulepreload" href="/assets/manifest-1.js"/></head>')],
    ["a script file", variant("</body>", '<script src="/assets/x.js"></script></body>')],
    ["a script of another kind", variant("</body>", '<script type="text/babel">x</script></body>')],
    ["an island the build has no entry for", variant('data-island="contact"', 'data-island="newsletter"')],
  ])("refuses a page with %s", async (_, html) => {
    await expect(finish(html)).rejects.toThrow(/islandScripts|islands:/);
  });

  it("names the island's module and the rest of its graph on its container, loads no script with the page, and leaves a page without one as it is", async () => {
    const finished = await finish(PAGE_HTML);
    expect(finished).toContain(
      '<div data-island="contact" data-island-script="/assets/contact-form-1.js" data-island-preload="/assets/lead-form-3.js /assets/react-4.js /assets/contact-schema-5.js" data-props="{}">',
    );
    expect(entryScripts(finished)).toEqual(["/assets/contact-form-1.js"]);
    expect(finished).not.toMatch(/<script\b[^>]*\b(?:type="module"|src=)/);
    const plain = variant('<div data-island="contact" data-props="{}"><form></form></div>', "");
    expect(await finish(plain)).toBe(plain);
  });

  it("refuses a page whose island already names a module", async () => {
    await expect(finish(await finish(PAGE_HTML))).rejects.toThrow(/already names an island's module/);
  });
});

describe("inline scripts", () => {
  it("are minified, the same source to the same bytes on every page, and JSON-LD is left as it is", async () => {
    const folder = await mkdtemp(join(tmpdir(), "inline-scripts-"));
    try {
      const source = "(function greet(settings) {\n  const greeting = settings.greeting;\n  document.body.dataset.greeting = greeting;\n})({\"greeting\": \"hello\"})";
      const page = `<html><head><script type="application/ld+json">{"a": 1}</script></head><body><script>${source}</script></body></html>`;
      const files = [join(folder, "a.html"), join(folder, "b.html")];
      for (const file of files) await writeFile(file, page);
      expect(await minifyInlineScripts(files)).toBeGreaterThan(0);
      const [a, b] = await Promise.all(files.map((file) => readFile(file, "utf8")));
      expect(a).toBe(b);
      expect(a).toContain('<script type="application/ld+json">{"a": 1}</script>');
      const code = /<script>([\s\S]*?)<\/script>/.exec(a!)![1]!;
      expect(code.length).toBeLessThan(source.length);
      const fakeDocument = { body: { dataset: {} as Record<string, string> } };
      new Function("document", code)(fakeDocument);
      expect(fakeDocument.body.dataset.greeting).toBe("hello");
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it("refuses a script the minifier cannot read", async () => {
    const folder = await mkdtemp(join(tmpdir(), "inline-scripts-"));
    try {
      const file = join(folder, "index.html");
      await writeFile(file, "<html><body><script>function (</script></body></html>");
      await expect(minifyInlineScripts([file])).rejects.toThrow(/cannot read/);
    } finally {
      await rm(folder, { recursive: true });
    }
  });
});

describe("CSP hashes", () => {
  it("hashes every inline script that runs, not JSON-LD data", () => {
    const html = PAGE_HTML.replace("</body>", '<script type="module" async="">import("/assets/contact-form-1.js");</script></body>');
    expect(inlineScriptHashes(html)).toEqual([sha('window.name = "";'), sha('document.body.dataset.x = "1";'), sha('import("/assets/contact-form-1.js");')]);
  });

  it("allows an embed's origin in frame-src only when one is configured", () => {
    const base = { scriptHashes: [], formEndpoint: "/api/inbox" };
    expect(serializeCsp(cspDirectives(base))).toContain("frame-src 'none'");
    expect(serializeCsp(cspDirectives({ ...base, embedOrigin: "https://tally.so" }))).toContain("frame-src https://tally.so;");
    expect(serializeCsp(cspDirectives(base))).toContain("connect-src 'self'; frame-src 'none'");
    expect(serializeCsp(cspDirectives(base))).toContain("form-action 'self';");
  });

  it("allows hCaptcha's origins only in builds that turn it on, and exactly where its widget needs them", () => {
    const base = { scriptHashes: ["abc="], formEndpoint: "https://api.web3forms.com/submit" };
    expect(serializeCsp(cspDirectives(base))).not.toContain("hcaptcha");
    const directives = Object.fromEntries(cspDirectives({ ...base, hcaptcha: true }));
    const hcaptcha = ["https://hcaptcha.com", "https://*.hcaptcha.com"];
    expect(directives["script-src"]).toEqual(["'self'", "'sha256-abc='", ...hcaptcha]);
    expect(directives["style-src"]).toEqual(["'self'", ...hcaptcha]);
    expect(directives["frame-src"]).toEqual(hcaptcha);
    expect(directives["connect-src"]).toEqual(["'self'", "https://api.web3forms.com", ...hcaptcha]);
    expect(directives["form-action"]).toEqual(["'self'", "https://api.web3forms.com"]);
    expect(directives["img-src"]).toEqual(["'self'", "data:"]);
  });
});

describe("host configuration", () => {
  const headers = { "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'none'" };
  const editor = { "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'self'" };

  // Cloudflare reads the same file with its own code in the Worker's test (cloudflare/site-worker.test.ts).
  describe("_headers gives each path exactly its own headers", () => {
    const site = securityHeaders({ csp: "default-src 'self'; script-src 'self'", hsts: true });
    const admin = editorHeaders({ csp: "default-src 'self'; style-src 'self' 'unsafe-inline'", hsts: true });
    const file = netlifyHeaders(site, admin);
    const lowerCased = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
    const cached = (values: Record<string, string>) => ({ ...lowerCased(values), "cache-control": CACHE_CONTROL.hashedAsset });
    const expected: [string, Record<string, string>][] = [
      ["/", lowerCased(site)],
      ["/contact/", lowerCased(site)],
      ["/assets/entry-1a2b.js", cached(site)],
      ["/admin/", lowerCased(admin)],
      ["/admin", lowerCased(admin)],
      ["/admin/assets/index-3c4d.js", cached(admin)],
    ];

    it("on Netlify, read by Netlify's own parser", async () => {
      const folder = await mkdtemp(join(tmpdir(), "headers-"));
      try {
        await writeFile(join(folder, "_headers"), file);
        const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [join(folder, "_headers")], configHeaders: undefined, minimal: false });
        expect(errors).toEqual([]);
        for (const [path, want] of expected) expect(netlifySends(rules as Header[], path), path).toEqual(want);
      } finally {
        await rm(folder, { recursive: true });
      }
    });
  });

  it("writes an nginx block that repeats the headers in every location (nginx does not inherit them)", () => {
    const block = nginxServerBlock("/srv/site", headers, editor);
    expect(block).toContain("root /srv/site;");
    expect(block.match(/add_header X-Frame-Options "DENY" always;/g)).toHaveLength(6);
    expect(block.match(/add_header Content-Security-Policy "default-src 'self'" always;/g)).toHaveLength(2);
    expect(block).toContain("error_page 404 /404.html;");
    expect(block).toContain("gzip_static on;");
  });

  it("lists the public pages in the sitemap and points robots.txt to it", () => {
    const xml = sitemapXml("https://www.example.com");
    expect(xml.match(/<loc>/g)).toHaveLength(sitePages().filter((page) => page.indexed).length);
    expect(xml).toContain("<loc>https://www.example.com/</loc>");
    expect(xml).toContain("<loc>https://www.example.com/privacy</loc>");
    expect(xml).not.toContain("/Web");
    expect(xml).not.toContain("/thanks");
    expect(xml).not.toContain("/form-error");
    expect(robotsTxt("https://www.example.com")).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
});

describe("the pipeline's entry", () => {
  it("refuses a malformed EMBED_ORIGIN before it looks at, moves or writes any file", async () => {
    const config = { accessKey: "", formEndpoint: "/api/inbox", siteUrl: "http://localhost:3000", hcaptchaSiteKey: "", conversionPlatforms: [], leadRecipients: [], countsNumbers: false, instantFormPlatforms: [] };
    await expect(finishBuild("no-such-build", config, { embedOrigin: "http://tally.so/form" })).rejects.toThrow(/^Invalid EMBED_ORIGIN="http:\/\/tally\.so\/form"/);
  });
});

/** Of the rules that match a path, a later one's value of a header wins (Netlify's headersForPath, netlify/primitives). */
function netlifySends(rules: Header[], path: string): Record<string, string> {
  const matching = rules.filter((rule) => rule.forRegExp.test(path)).map((rule) => Object.fromEntries(Object.entries(rule.values).map(([name, value]) => [name.toLowerCase(), String(value)])));
  return Object.assign({}, ...matching);
}

describe("precompress", () => {
  it("writes brotli and gzip copies of every text file, the editor's at the faster quality", async () => {
    const client = await mkdtemp(join(tmpdir(), "precompress-"));
    try {
      const text = Array.from({ length: 4000 }, (_, index) => `<p>Paragraph ${index % 97} of a page, ${index % 13} times.</p>`).join("\n");
      await mkdir(join(client, EDITOR_PATH), { recursive: true });
      await writeFile(join(client, "index.html"), text);
      await writeFile(join(client, EDITOR_PATH, "index.js"), text);
      await writeFile(join(client, "picture.webp"), text);
      await precompress(client);
      const quality = (level: number) => brotliCompressSync(Buffer.from(text), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: level, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: text.length } });
      expect(await readFile(join(client, "index.html.br"))).toEqual(quality(11));
      expect(await readFile(join(client, EDITOR_PATH, "index.js.br"))).toEqual(quality(9));
      expect(gunzipSync(await readFile(join(client, "index.html.gz"))).toString()).toBe(text);
      await expect(readFile(join(client, "picture.webp.br"))).rejects.toThrow();
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });
});

describe("unloadedScripts: the build keeps the scripts its pages load, and only those", () => {
  const graph = new Map([
    ["/assets/contact-island-1.js", { source: "app/forms/contact/contact-island.tsx", imports: ["/assets/framework-2.js", "/assets/contact-schema-3.js"] }],
    ["/assets/framework-2.js", { source: undefined, imports: [] }],
    ["/assets/contact-schema-3.js", { source: "app/forms/contact/contact-schema.ts", imports: [] }],
    ["/assets/about-4.js", { source: "app/routes/about.tsx", imports: ["/assets/framework-2.js"] }],
  ]);
  const page = `<!DOCTYPE html><html><body><form></form><script type="module" async="">import("/assets/contact-island-1.js");</script></body></html>`;
  const scripts = ["contact-island-1.js", "framework-2.js", "contact-schema-3.js", "about-4.js", "manifest-0123abcd.js"];
  const run = async (extra: Record<string, string> = {}) => {
    const client = await mkdtemp(join(tmpdir(), "unloaded-scripts-"));
    try {
      await mkdir(join(client, "assets"));
      await writeFile(join(client, "index.html"), page);
      for (const name of scripts) await writeFile(join(client, "assets", name), "export {};");
      for (const [file, text] of Object.entries(extra)) await writeFile(join(client, file), text);
      const removed = await removeUnloadedScripts(client, [join(client, "index.html")], graph);
      return { removed, kept: (await readdir(join(client, "assets"))).sort() };
    } finally {
      await rm(client, { recursive: true });
    }
  };

  it("removes the route modules and the router's manifest, and keeps every module a page loads, lazy ones included", async () => {
    const { removed, kept } = await run();
    expect(removed.sort()).toEqual(["about-4.js", "manifest-0123abcd.js"]);
    expect(kept).toEqual(["contact-island-1.js", "contact-schema-3.js", "framework-2.js"]);
  });

  it("refuses a script of a shape it does not know", async () => {
    await expect(run({ "assets/stray.js": "export {};" })).rejects.toThrow(/unloadedScripts: assets\/stray\.js is a script of no shape/);
  });

  it("refuses to remove a script that a kept file names", async () => {
    await expect(run({ "feed.xml": "<a href='/assets/about-4.js'/>" })).rejects.toThrow(/unloadedScripts: feed\.xml names assets\/about-4\.js/);
  });
});

describe("islands: each form's island is found in its folder", () => {
  it("finds the contact form's and the application's, and names the module a page's unknown island would need", () => {
    const modules = islandModules();
    expect(modules).toEqual({ apply: "app/forms/apply/apply-island.tsx", contact: "app/forms/contact/contact-island.tsx" });
    expect(() => islandsOf('<div data-island="newsletter">', modules)).toThrow("app/forms/newsletter/newsletter-island.tsx");
  });
});
