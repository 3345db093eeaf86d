// What JavaScript a built page loads: the modules its HTML starts, and everything they import statically, read
// from Vite's build manifest (`build.manifest`, a documented format) rather than from the minified code.
import { existsSync } from "node:fs";
import { readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { ISLAND_SCRIPT_ATTRIBUTE } from "../app/lib/island-marks.mjs";

/** Vite's manifest, moved by the build from `client/.vite/` (it would be deployed there) to the build folder. */
export const VITE_MANIFEST_FILE = "vite-manifest.json";
/** Which source modules each browser chunk holds (pipeline/chunk-modules.ts), moved the same way. */
export const CHUNK_MODULES_FILE = "chunk-modules.json";

/**
 * @typedef {{ file: string, src?: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }} ViteChunk
 * @typedef {Map<string, { source: string | undefined, imports: string[] }>} ModuleGraph URL path of each chunk → its source and imports, static and dynamic
 */

/**
 * Moves the bundler's accounts of the build out of the client folder, where they would be deployed.
 * @param {string} buildDir
 */
export async function placeViteManifest(buildDir) {
  const written = join(buildDir, "client", ".vite");
  const moves = [
    { from: join(written, "manifest.json"), to: VITE_MANIFEST_FILE, fix: "vite.config.ts must set build.manifest" },
    { from: join(written, CHUNK_MODULES_FILE), to: CHUNK_MODULES_FILE, fix: "vite.config.ts must use recordChunkModules()" },
  ];
  for (const { from, fix } of moves) if (!existsSync(from)) throw new Error(`No ${from}: ${fix}`);
  for (const { from, to } of moves) await rename(from, join(buildDir, to));
  await rm(written, { recursive: true });
}

/**
 * The source modules of each browser chunk, by the chunk's URL path.
 * @param {string} buildDir
 * @returns {Promise<Map<string, string[]>>}
 */
export async function readChunkModules(buildDir) {
  /** @type {Record<string, string[]>} */
  const modules = JSON.parse(await readFile(join(buildDir, CHUNK_MODULES_FILE), "utf8"));
  return new Map(Object.entries(modules).map(([file, ids]) => [`/${file}`, ids]));
}

/**
 * @param {string} buildDir
 * @returns {Promise<ModuleGraph>}
 */
export async function readModuleGraph(buildDir) {
  /** @type {Record<string, ViteChunk>} */
  const manifest = JSON.parse(await readFile(join(buildDir, VITE_MANIFEST_FILE), "utf8"));
  const url = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest names ${key} as an import but has no entry for it`);
    return `/${chunk.file}`;
  };
  /** @type {ModuleGraph} */
  const graph = new Map();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith(".js")) continue;
    // A dynamic import the minifier dropped as dead code (hCaptcha's, in a build without its key) stays in the
    // manifest: it counts only where the chunk's code still names the file it would load. (A chunk the build removed,
    // loaded by no page, keeps every import the manifest gives it.)
    const file = join(buildDir, "client", chunk.file);
    const code = existsSync(file) ? await readFile(file, "utf8") : undefined;
    const dynamic = (chunk.dynamicImports ?? []).map(url).filter((target) => code === undefined || code.includes(target.slice(target.lastIndexOf("/") + 1)));
    graph.set(`/${chunk.file}`, { source: chunk.src, imports: [...(chunk.imports ?? []).map(url), ...dynamic] });
  }
  return graph;
}

/**
 * Scripts the page starts by itself or on the visitor's first reach for a form: modulepreloads, script tags, imports
 * in inline module scripts, and the modules named on its form islands' containers (decision 034).
 * @param {string} html
 */
export function entryScripts(html) {
  const found = new Set();
  for (const [, src] of html.matchAll(new RegExp(`\\b${ISLAND_SCRIPT_ATTRIBUTE}="([^"]+)"`, "g"))) found.add(src);
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) found.add(href);
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(src);
  for (const [, body = ""] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body.matchAll(/import\s*(?:[^"'()]*?from\s*)?["']([^"']+)["']/g)) found.add(spec);
    for (const [, spec] of body.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) found.add(spec);
  }
  return [...found];
}

/**
 * Every module reachable from `entries`, by static and dynamic imports: what a page downloads once the visitor has
 * used all of it (a form's validator loads at the first check).
 * @param {ModuleGraph} graph
 * @param {string[]} entries URL paths
 * @returns {Set<string>}
 */
export function moduleClosure(graph, entries) {
  const seen = new Set();
  const queue = [...entries];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    if (!url.startsWith("/assets/")) throw new Error(`A page starts ${url}, which is not one of the build's assets`);
    seen.add(url);
    const node = graph.get(url);
    if (!node) throw new Error(`A page starts ${url}, which Vite's manifest does not list`);
    queue.push(...node.imports);
  }
  return seen;
}
