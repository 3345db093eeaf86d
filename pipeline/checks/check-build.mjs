// Checks a finished build: byte budgets per route, route isolation, the head of every page, the SEO artefacts, and
// what the settings leave out (the local inbox, hCaptcha). It reads the pages' HTML and the bundler's own accounts
// (Vite's manifest, the chunks' module lists), never the minified code. Each check is tested on a broken copy of a
// real build (check-build.test.ts).
// Usage: node pipeline/checks/check-build.mjs [buildDir ...]   (default: build)
// Exits 1 with a table of what failed. Sizes are gzip -9; 1 KB here is 1,024 bytes.
import { readdir, readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { readBuildInfo } from "../../server/build-info.mjs";
import { entryScripts, moduleClosure, readChunkModules, readModuleGraph } from "../module-graph.mjs";
import { EDITOR_PATH } from "../../server/security-headers.mjs";
import { LOCAL_INBOX_PATH } from "../../app/lib/site-endpoints.mjs";
import { LANDING_KEY_PREFIX, LANDING_PREFIX } from "../../app/content/landing-page-paths.mjs";
import { FEED_PATH, INSIGHTS_PATH, PAGE_KEY_PREFIXES } from "../../app/content/publication-paths.mjs";
import { unreadableCharacter } from "../../app/content/schema/unreadable-characters.mjs";

export const BUDGETS = {
  /** HTML plus render-blocking CSS: the first paint in one round trip (TCP's initial window). */
  firstPaintBytes: 14 * 1024,
  /** A page without a form: its inline scripts, all it runs (decision 024). */
  contentScriptBytes: 4 * 1024,
  /** A page with a form: its inline scripts and every module of its islands, lazy ones included. */
  formScriptBytes: 90 * 1024,
};

const gzipSize = (/** @type {Buffer | string} */ content) => gzipSync(content, { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {string} html */
function stylesheets(html) {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bmedia="(print|not all)"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href) => href !== undefined);
}

/**
 * @param {string} buildDir
 * @returns {Promise<{ problems: string[], rows: Record<string, string | number>[] }>} what failed, and each route's sizes
 */
export async function checkBuild(buildDir) {
  const client = join(buildDir, "client");
  const info = readBuildInfo(buildDir);
  const problems = [];
  const rows = [];
  const titles = new Map();
  const descriptions = new Map();
  const graph = await readModuleGraph(buildDir);
  const chunkModules = await readChunkModules(buildDir);
  // The source file a chunk was built from (route chunks carry a query: app/routes/home.tsx?…).
  const sourceOf = (/** @type {string} */ url) => graph.get(url)?.source?.split("?")[0];

  // Every page loads the shared chunks: each file is compressed once.
  /** @type {Map<string, Promise<number>>} */
  const sizes = new Map();
  const sizeOf = (/** @type {string} */ url) => {
    if (!sizes.has(url)) sizes.set(url, readFile(join(client, url)).then(gzipSize));
    return /** @type {Promise<number>} */ (sizes.get(url));
  };

  /** @type {string[]} */
  const pageHtml = [];
  /** @type {Set<string>} */
  const loadedScripts = new Set();
  for (const page of info.pages) {
    const html = await readFile(join(client, page.file), "utf8");
    pageHtml.push(html);
    const css = await Promise.all(stylesheets(html).map(sizeOf));
    const firstPaint = gzipSize(html) + css.reduce((sum, size) => sum + size, 0);

    const scripts = moduleClosure(graph, entryScripts(html));
    const routeCode = [...scripts].map(sourceOf).filter((source) => source?.startsWith("app/routes/") || source === "app/root.tsx");
    if (routeCode.length) problems.push(`${page.path}: loads a route module, which only the build runs: ${routeCode.join(", ")}`);
    const router = [...scripts].filter((url) => chunkModules.get(url)?.some((module) => module.includes("node_modules/react-router/")));
    if (router.length) problems.push(`${page.path}: loads React Router's code (${router.join(", ")}); no page routes in the browser`);
    const missing = [...scripts].filter((url) => !existsSync(join(client, url)));
    if (missing.length) {
      problems.push(`${page.path}: loads ${missing.join(", ")}, which the build does not hold`);
      continue;
    }
    for (const url of scripts) loadedScripts.add(url);
    const code = await Promise.all([...scripts].map(sizeOf));
    const form = html.includes("data-island=");
    const scriptBytes = inlineScriptBytes(html) + code.reduce((sum, size) => sum + size, 0);
    const budget = form ? BUDGETS.formScriptBytes : BUDGETS.contentScriptBytes;

    const modules = [...html.matchAll(/<script\b[^>]*\btype="module"|<link\b[^>]*\brel="modulepreload"/g)].length;
    if (!form && modules) problems.push(`${page.path}: a page without a form, but its HTML carries ${modules} module script(s) or modulepreload(s)`);
    if (form && !scripts.size) problems.push(`${page.path}: holds a form island but loads no module for it`);

    rows.push({
      route: page.path,
      "HTML+CSS": kb(firstPaint),
      "budget ": kb(BUDGETS.firstPaintBytes),
      JS: kb(scriptBytes),
      budget: kb(budget),
      files: scripts.size,
      ok: firstPaint <= BUDGETS.firstPaintBytes && scriptBytes <= budget && !router.length && !routeCode.length ? "yes" : "NO",
    });
    if (firstPaint > BUDGETS.firstPaintBytes) problems.push(`${page.path}: HTML+CSS ${firstPaint} B > ${BUDGETS.firstPaintBytes} B`);
    if (scriptBytes > budget) problems.push(`${page.path}: JS ${scriptBytes} B > ${budget} B (${form ? "a page with a form" : "a page without a form"})`);

    problems.push(...checkHead(page, html, info.siteUrl));
    problems.push(...checkInlineStyle(page, html, client), ...checkFaqStructuredData(page, html));
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    // An alias shows its page under another address: same title, same description, that page's canonical URL.
    if (page.canonical === page.path || !page.canonical) {
      if (titles.has(title)) problems.push(`${page.path}: same <title> as ${titles.get(title)}`);
      if (descriptions.has(description)) problems.push(`${page.path}: same description as ${descriptions.get(description)}`);
      titles.set(title, page.path);
      descriptions.set(description, page.path);
    }
  }

  problems.push(...(await checkScriptsLoaded(client, loadedScripts)));
  problems.push(...(await checkSitemapAndRobots(client, info)));
  problems.push(...(await checkReferencedFiles(client)));
  if (!info.localInbox) problems.push(...(await checkNoLocalInbox(client)));
  problems.push(...(await checkCompileHint(client, chunkModules)));
  problems.push(...checkCaptcha(info, pageHtml));
  problems.push(...(await checkEditorApart(client, info, pageHtml)));
  problems.push(...(await checkLandingPages(client, info, pageHtml)));
  problems.push(...checkLinks(client, info, pageHtml));
  problems.push(...(await checkPublications(client, info, pageHtml)));

  return { problems, rows };
}

/**
 * The chunk holding React opens with the compile hint (vite.config.ts), which works only as the file's first line.
 * @param {string} client
 * @param {Map<string, string[]>} chunkModules
 */
async function checkCompileHint(client, chunkModules) {
  const problems = [];
  const react = [...chunkModules].filter(([, modules]) => modules.some((module) => module.includes("node_modules/react-dom/"))).map(([url]) => url);
  if (react.length !== 1) problems.push(`React DOM is in ${react.length} browser chunks, expected 1`);
  for (const url of react) {
    const code = await readFile(join(client, url), "utf8");
    if (!code.startsWith("//# allFunctionsCalledOnLoad\n")) problems.push(`${url} holds React but does not open with its compile hint`);
  }
  return problems;
}

/**
 * The gzip size of a page's classic inline scripts, together (what it runs besides its modules); JSON-LD is data.
 * @param {string} html
 */
function inlineScriptBytes(html) {
  const code = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source]) => source).join("\n");
  return code ? gzipSize(code) : 0;
}

/**
 * The editor is an entry of its own: no public page links, loads or preloads a byte of it (its files all live under
 * /admin/, and no page names that path), it asks not to be indexed, robots.txt keeps crawlers out, and its policy is
 * its own, without 'unsafe-eval'.
 * @param {string} client
 * @param {import("../../server/build-info.mjs").BuildInfo} info
 * @param {string[]} pageHtml
 */
async function checkEditorApart(client, info, pageHtml) {
  /** @type {string[]} */
  const problems = [];
  info.pages.forEach((page, index) => {
    if (pageHtml[index]?.includes(EDITOR_PATH.slice(0, -1))) problems.push(`${page.path} names the editor (${EDITOR_PATH})`);
  });
  const editor = await readFile(join(client, EDITOR_PATH, "index.html"), "utf8").catch(() => "");
  if (!editor) return [...problems, `the build has no editor at ${EDITOR_PATH}`];
  if (!/<meta name="robots" content="noindex/.test(editor)) problems.push(`${EDITOR_PATH} does not ask not to be indexed`);
  const robots = await readFile(join(client, "robots.txt"), "utf8").catch(() => "");
  if (!robots.split("\n").includes(`Disallow: ${EDITOR_PATH}`)) problems.push(`robots.txt does not keep crawlers out of ${EDITOR_PATH}`);
  if (info.editorCsp.includes("unsafe-eval")) problems.push("the editor's policy allows 'unsafe-eval'");
  if (info.editorCsp === info.csp) problems.push("the editor has the pages' policy, not its own");
  return problems;
}

/**
 * Landing pages are made for ads: each holds a form, no page links to one, `/lp` itself is no page, and robots.txt
 * lets every crawler reach them (ad platforms refuse an ad whose page their crawler cannot fetch). Their head
 * (noindex, no canonical URL) and their absence from the sitemap are checked with every page's.
 * @param {string} client
 * @param {import("../../server/build-info.mjs").BuildInfo} info
 * @param {string[]} pageHtml
 */
async function checkLandingPages(client, info, pageHtml) {
  /** @type {string[]} */
  const problems = [];
  info.pages.forEach((page, index) => {
    if (page.key.startsWith(LANDING_KEY_PREFIX) && !pageHtml[index]?.includes("data-island=")) problems.push(`${page.path}: a landing page without a form`);
    if (pageHtml[index]?.includes(`href="${LANDING_PREFIX}`)) problems.push(`${page.path} links a landing page`);
  });
  if (existsSync(join(client, LANDING_PREFIX, "index.html"))) problems.push(`${LANDING_PREFIX} has a page: landing pages have no index`);
  const robots = await readFile(join(client, "robots.txt"), "utf8").catch(() => "");
  for (const [, path] of robots.matchAll(/^Disallow:[ \t]*(\S+)/gm)) {
    if (path && `${LANDING_PREFIX}a-page`.startsWith(path)) problems.push(`robots.txt keeps crawlers out of ${LANDING_PREFIX} (Disallow: ${path}): ad platforms could not check the pages`);
  }
  return problems;
}

/**
 * Every link of a page to the site leads to a page or file of the build: nothing links a list that was not built
 * (no `/insights` without a published article, no `/work` without a case study), a draft, or a removed page.
 * @param {string} client
 * @param {import("../../server/build-info.mjs").BuildInfo} info
 * @param {string[]} pageHtml
 */
function checkLinks(client, info, pageHtml) {
  const paths = new Set(info.pages.map((page) => page.path));
  /** @type {string[]} */
  const problems = [];
  info.pages.forEach((page, index) => {
    for (const [, href] of (pageHtml[index] ?? "").matchAll(/<a\b[^>]*\bhref="(\/(?!\/)[^"#?]*)/g)) {
      const path = href ?? "";
      if (paths.has(path) || paths.has(path.replace(/\/$/, "")) || (path.length > 1 && existsSync(join(client, path)) && /\.\w+$/.test(path))) continue;
      problems.push(`${page.path} links ${path}, which the build does not have`);
    }
  });
  return problems;
}

/**
 * Articles and case studies: each article page says it is a BlogPosting and each case study's an Article (for
 * search), every insights page names the feed, and the feed is well-formed Atom with one entry per article, in full,
 * at its absolute address. No feed without an article.
 * @param {string} client
 * @param {import("../../server/build-info.mjs").BuildInfo} info
 * @param {string[]} pageHtml
 */
async function checkPublications(client, info, pageHtml) {
  /** @type {string[]} */
  const problems = [];
  const articles = info.pages.filter((page) => page.key.startsWith(PAGE_KEY_PREFIXES.article));
  info.pages.forEach((page, index) => {
    const html = pageHtml[index] ?? "";
    if (page.key.startsWith(PAGE_KEY_PREFIXES.article) && !html.includes('"@type":"BlogPosting"')) problems.push(`${page.path}: an article without BlogPosting structured data`);
    if (page.key.startsWith(PAGE_KEY_PREFIXES.caseStudy) && !html.includes('"@type":"Article"')) problems.push(`${page.path}: a case study without Article structured data`);
    if ((page.path === INSIGHTS_PATH || page.path.startsWith(`${INSIGHTS_PATH}/`)) && !/<link rel="alternate" type="application\/atom\+xml"/.test(html)) {
      problems.push(`${page.path}: an insights page that does not name the feed`);
    }
  });
  const xml = await readFile(join(client, FEED_PATH), "utf8").catch(() => undefined);
  if (!articles.length) return xml === undefined ? problems : [...problems, `${FEED_PATH} is in a build without an article`];
  if (xml === undefined) return [...problems, `${FEED_PATH} is missing`];
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [...problems, `${FEED_PATH} does not parse: ${valid.err.msg}`];
  // The validator lets through characters XML forbids (a vertical tab), which make feed readers drop the feed.
  const unreadable = unreadableCharacter(xml);
  if (unreadable) problems.push(`${FEED_PATH} holds ${unreadable}`);
  const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed;
  const entries = [feed?.entry ?? []].flat();
  const links = entries.map((/** @type {{ link?: { "@_href"?: string } }} */ entry) => String(entry.link?.["@_href"]));
  const expected = articles.map((page) => new URL(page.path, `${info.siteUrl}/`).href);
  if (JSON.stringify([...links].sort()) !== JSON.stringify([...expected].sort())) problems.push(`${FEED_PATH} links ${links.join(", ")}; expected ${expected.join(", ")}`);
  for (const entry of entries) {
    const content = String(entry.content?.["#text"] ?? entry.content ?? "");
    if (!content.trim()) problems.push(`${FEED_PATH}: the entry ${entry.link?.["@_href"]} has no content`);
    if (/(?:href|src)="\/(?!\/)/.test(content)) problems.push(`${FEED_PATH}: the entry ${entry.link?.["@_href"]} has an address that is not absolute`);
  }
  return problems;
}

/**
 * The build's scripts are exactly those its pages load (pipeline/stages/unloaded-scripts.ts removed the rest): a
 * script no page loads is deployed for nobody.
 * @param {string} client
 * @param {Set<string>} loaded URL paths
 */
async function checkScriptsLoaded(client, loaded) {
  const scripts = (await readdir(join(client, "assets"))).filter((name) => name.endsWith(".js"));
  return scripts.filter((name) => !loaded.has(`/assets/${name}`)).map((name) => `assets/${name}: a script no page loads`);
}

/**
 * Every file of the site that a page's head or the web app manifest names is in the build, and so is the
 * favicon.ico that browsers without SVG tab icons ask for by name.
 * @param {string} client
 */
async function checkReferencedFiles(client) {
  const problems = [];
  const manifest = JSON.parse(await readFile(join(client, "site.webmanifest"), "utf8").catch(() => "{}"));
  if (!manifest.name || !manifest.icons?.length || !manifest.theme_color) problems.push("site.webmanifest lacks name, icons or theme_color");
  const named = new Set(["/favicon.ico", ...(manifest.icons ?? []).map((/** @type {{ src: string }} */ icon) => icon.src)]);
  const home = await readFile(join(client, "index.html"), "utf8");
  for (const [, path] of home.matchAll(/<(?:link|meta)\b[^>]*\b(?:href|content)="(?:https?:\/\/[^/"]+)?(\/[\w./-]+\.(?:png|ico|svg|webmanifest))"/g)) named.add(path ?? "");
  for (const path of named) if (!existsSync(join(client, path))) problems.push(`missing ${path}, which the site names`);
  return problems;
}

/**
 * @param {import("../../server/build-info.mjs").BuildInfo["pages"][number]} page
 * @param {string} html
 * @param {string} siteUrl
 */
function checkHead(page, html, siteUrl) {
  const problems = [];
  const has = (/** @type {RegExp} */ pattern, /** @type {string} */ what) => {
    if (!pattern.test(html)) problems.push(`${page.path}: missing ${what}`);
  };
  has(/<html lang="en"/, "lang on <html>");
  has(/<meta name="theme-color" content="#[0-9a-f]{6}"/i, "theme-color");
  has(/<meta name="description" content="[^"]{50,160}"/, "a meta description of 50-160 characters");
  for (const tag of ["og:title", "og:description", "og:image", "og:type"]) has(new RegExp(`<meta property="${tag}" content="[^"]+"`), tag);
  for (const tag of ["twitter:card", "twitter:title", "twitter:image"]) has(new RegExp(`<meta name="${tag}" content="[^"]+"`), tag);
  has(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg/, "the SVG favicon as a data: URL");
  has(/<link rel="apple-touch-icon" href="\/apple-touch-icon.png"/, "the apple-touch icon");
  // Chromium fetches these before its first paint; the manifest is linked by script after it.
  if (/<link rel="(?:icon|manifest)" href="\//.test(html)) problems.push(`${page.path}: an icon or manifest link that costs a request before the first paint`);

  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const noindex = /<meta name="robots" content="noindex"/.test(html);
  if (page.canonical) {
    const expected = new URL(page.canonical, `${siteUrl}/`).href;
    if (canonical !== expected) problems.push(`${page.path}: canonical URL ${canonical ?? "missing"}, expected ${expected}`);
    if (noindex) problems.push(`${page.path}: has a canonical URL and asks not to be indexed`);
  } else if (!noindex || canonical) {
    problems.push(`${page.path}: a page that is not indexed must say noindex and have no canonical URL`);
  }

  const ldJson = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  try {
    const data = JSON.parse(ldJson ?? "");
    for (const key of ["@context", "@type", "name", "url", "logo", "sameAs"]) {
      if (!data[key]) problems.push(`${page.path}: JSON-LD lacks ${key}`);
    }
  } catch {
    problems.push(`${page.path}: JSON-LD is missing or does not parse`);
  }
  return problems;
}

/**
 * The first paint needs one round trip: the whole stylesheet is inline, no stylesheet is linked, and every
 * file the inline stylesheet names (the brand face) is in the build.
 * @param {{ path: string }} page
 * @param {string} html
 * @param {string} client
 */
function checkInlineStyle(page, html, client) {
  const problems = [];
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? "");
  if (styles.length !== 1) problems.push(`${page.path}: ${styles.length} inline stylesheets, expected 1`);
  if (/<link\b[^>]*rel="stylesheet"/.test(html)) problems.push(`${page.path}: links a render-blocking stylesheet`);
  for (const [, url] of (styles[0] ?? "").matchAll(/url\(["']?(\/[^)"']+)["']?\)/g)) {
    if (!existsSync(join(client, url ?? ""))) problems.push(`${page.path}: the inline stylesheet names ${url}, which is not in the build`);
  }
  return problems;
}

/**
 * A page that shows questions and answers describes them as FAQPage structured data, and one that shows none does
 * not (the agency may have no question published).
 * @param {{ path: string, indexed: boolean }} page
 * @param {string} html
 */
function checkFaqStructuredData(page, html) {
  // Structured data is for search: a page that asks not to be indexed (a landing page) needs none.
  if (!page.indexed) return [];
  const showsQuestions = /<details class="faq-item"/.test(html);
  const describesQuestions = /"@type":"FAQPage"/.test(html);
  if (showsQuestions && !describesQuestions) return [`${page.path}: shows questions but has no FAQPage structured data`];
  if (!showsQuestions && describesQuestions) return [`${page.path}: has FAQPage structured data but shows no question`];
  return [];
}

async function checkSitemapAndRobots(/** @type {string} */ client, /** @type {import("../../server/build-info.mjs").BuildInfo} */ { siteUrl, pages }) {
  const problems = [];
  const xml = await readFile(join(client, "sitemap.xml"), "utf8");
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`sitemap.xml does not parse: ${valid.err.msg}`];
  const parsed = new XMLParser().parse(xml);
  const entries = [parsed.urlset?.url ?? []].flat();
  const locs = entries.map((entry) => String(entry.loc));
  const expected = pages.filter((page) => page.indexed).map((page) => new URL(page.path, `${siteUrl}/`).href);
  if (new Set(locs).size !== locs.length) problems.push("sitemap.xml lists a URL twice");
  if (JSON.stringify([...locs].sort()) !== JSON.stringify([...expected].sort())) {
    problems.push(`sitemap.xml lists ${locs.join(", ")}; expected ${expected.join(", ")}`);
  }
  const robots = await readFile(join(client, "robots.txt"), "utf8");
  if (!robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`)) problems.push("robots.txt does not point to the sitemap");
  return problems;
}

/**
 * hCaptcha is in a build only when it is turned on: then its origins are in the CSP; otherwise neither the CSP nor
 * any page names it. Its script never loads with a page: on the visitor's first focus in a form, and never in a build
 * without a site key (tests/e2e/captcha.spec.ts watches the requests).
 * @param {import("../../server/build-info.mjs").BuildInfo} info
 * @param {string[]} pageHtml
 */
function checkCaptcha(info, pageHtml) {
  const problems = [];
  info.pages.forEach((page, index) => {
    if (pageHtml[index]?.includes("hcaptcha")) problems.push(`${page.path} loads hCaptcha with the page`);
  });
  if (info.hcaptcha && !info.csp.includes("https://*.hcaptcha.com")) problems.push("hCaptcha is on but the CSP does not allow it");
  if (!info.hcaptcha && info.csp.includes("hcaptcha")) problems.push("hCaptcha is off but the CSP allows it");
  return problems;
}

/**
 * A build that posts to the form service holds no trace of the local inbox: no file of the site, code included,
 * contains its address (a search for one literal, as for a leaked secret; nothing of the code's shape is read;
 * pictures and fonts are not text).
 */
async function checkNoLocalInbox(/** @type {string} */ client) {
  const files = await readdir(client, { recursive: true, withFileTypes: true });
  const problems = [];
  for (const file of files) {
    if (!file.isFile() || /\.(br|gz|png|avif|webp|jpe?g|woff2|ico)$/.test(file.name)) continue;
    const path = join(file.parentPath, file.name);
    if ((await readFile(path, "utf8")).includes(LOCAL_INBOX_PATH)) problems.push(`${path} mentions the local inbox`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dirs = process.argv.slice(2);
  const problems = [];
  for (const dir of dirs.length ? dirs : ["build"]) {
    const result = await checkBuild(dir);
    console.log(`\n${dir} (forms post to ${readBuildInfo(dir).formEndpoint})`);
    console.table(result.rows);
    problems.push(...result.problems.map((problem) => `${dir}: ${problem}`));
  }
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nBuild checks passed: budgets, route isolation, SEO artefacts.");
}
