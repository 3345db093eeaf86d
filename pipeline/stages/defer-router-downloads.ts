// The one step that rewrites the router's output (decision 007): React Router has no option to let the first paint
// go before its downloads, so this accepts exactly the shape the installed version writes and fails on any other.
import { readFile, writeFile } from "node:fs/promises";
import { entryScripts, moduleClosure, type ModuleGraph } from "../module-graph.mjs";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const ASSET = String.raw`\/assets\/[\w.-]+\.js`;

/** The router's module bootstrap, as React Router 7's <Scripts> writes it, taken apart line by line. */
export interface RouterBootstrap {
  readonly manifest: string;
  readonly routeModules: readonly { readonly name: string; readonly url: string }[];
  /** The `window.__reactRouterRouteModules = {...};` statement, checked to name exactly those modules. */
  readonly registration: string;
  readonly entry: string;
}

/**
 * Accepts exactly the shape React Router's <Scripts> writes, and nothing else: a new router version that writes
 * anything different stops the build here, instead of shipping a page that never hydrates.
 */
export function parseRouterBootstrap(source: string): RouterBootstrap {
  const fail = (why: string): never => {
    throw new Error(`deferRouterDownloads: React Router's bootstrap script has a shape this build does not know (${why}); check pipeline/stages/defer-router-downloads.ts against the installed version:\n${source}`);
  };
  const lines = source.split("\n").map((line) => line.trim()).filter(Boolean);
  const manifest = new RegExp(`^import "(${ASSET})";$`).exec(lines[0] ?? "")?.[1] ?? fail("first line");
  const routeModules: { name: string; url: string }[] = [];
  const routeImport = new RegExp(`^import \\* as (route\\d+) from "(${ASSET})";$`);
  for (let match = routeImport.exec(lines[1] ?? ""); match; match = routeImport.exec(lines[1 + routeModules.length] ?? "")) {
    if (match[1] !== `route${routeModules.length}`) fail(`route modules out of order at ${match[1]}`);
    routeModules.push({ name: match[1] ?? "", url: match[2] ?? "" });
  }
  if (routeModules.length < 2) fail("fewer than two route modules (root and page)");
  const registration = lines[1 + routeModules.length] ?? "";
  const pairs = /^window\.__reactRouterRouteModules = \{(.*)\};$/.exec(registration)?.[1] ?? fail("route module registration");
  const names = pairs.split(",").map((pair) => /^"[\w/.-]+":(route\d+)$/.exec(pair)?.[1] ?? fail(`registration entry ${pair}`));
  if (names.join() !== routeModules.map((module) => module.name).join()) fail("registration does not name the imported modules");
  const entry = new RegExp(`^import\\("(${ASSET})"\\);$`).exec(lines[2 + routeModules.length] ?? "")?.[1] ?? fail("entry import");
  if (lines.length !== 3 + routeModules.length) fail("lines after the entry import");
  return { manifest, routeModules, registration, entry };
}

/**
 * Lets the first paint go first. The router's HTML preloads every script of the page in <head> and loads
 * them as soon as the parser reaches its bootstrap, so on a slow phone 100 KB of JavaScript competes with
 * the first paint. This removes the preloads and, right after the first frame, preloads the same modules
 * (`preload`: every module the page needs) and runs the same imports; the page stays readable and usable as
 * HTML meanwhile. The 1 s timer only matters where frames do not run (a tab opened in the background); a
 * shorter one would, on a busy phone, start the scripts before the first paint. React Router has no option
 * for any of this (see docs/decisions/001), so the step is strict: it fails on any shape it does not know.
 */
export function deferRouterDownloads(html: string, preload: readonly string[]): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`deferRouterDownloads: expected the router's one module script, found ${scripts.length}`);
  const [script, source = ""] = scripts[0] ?? [];
  const bootstrap = parseRouterBootstrap(source);
  const preloaded = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? "");
  const head = html.slice(0, html.indexOf("</head>"));
  if (preloaded.length === 0 || [...head.matchAll(MODULE_PRELOAD)].length !== preloaded.length) {
    throw new Error("deferRouterDownloads: expected the router's modulepreload links, all in <head>");
  }
  const missing = [...preloaded, bootstrap.manifest, bootstrap.entry, ...bootstrap.routeModules.map((module) => module.url)].filter((url) => !preload.includes(url));
  if (missing.length) throw new Error(`deferRouterDownloads: the page's module list lacks ${missing.join(", ")}`);
  const deferred = [
    // Two frames: by the start of the second, the first one (the first paint) has been presented.
    "await new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))); setTimeout(resolve, 1000); });",
    `for (const href of ${JSON.stringify(preload)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [, ${bootstrap.routeModules.map((module) => module.name).join(", ")}] = await Promise.all([${[bootstrap.manifest, ...bootstrap.routeModules.map((module) => module.url)].map((url) => `import(${JSON.stringify(url)})`).join(", ")}]);`,
    bootstrap.registration,
    `import(${JSON.stringify(bootstrap.entry)});`,
  ].join("\n");
  return html.replace(MODULE_PRELOAD, "").replace(script ?? "", `<script type="module" async="">${deferred}</script>`);
}

/** Rewrites every page of the build. */
export async function deferRouterDownloadsInPages(pages: readonly string[], graph: ModuleGraph): Promise<void> {
  for (const page of pages) {
    const html = await readFile(page, "utf8");
    await writeFile(page, deferRouterDownloads(html, [...moduleClosure(graph, entryScripts(html))]));
  }
}
