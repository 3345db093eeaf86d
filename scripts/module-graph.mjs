// What JavaScript a built page loads: the modules its HTML starts, and everything they import statically.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Scripts the page starts by itself: modulepreloads, script tags, and imports in inline module scripts.
 * @param {string} html
 */
export function entryScripts(html) {
  const found = new Set();
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) found.add(href);
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(src);
  for (const [, body = ""] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body.matchAll(/import\s*(?:[^"'()]*?from\s*)?["']([^"']+)["']/g)) found.add(spec);
    for (const [, spec] of body.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) found.add(spec);
  }
  return [...found];
}

/**
 * Static imports of a built chunk; dynamic `import()` is lazy and not followed.
 * @param {string} code
 * @param {string} from the chunk's URL path
 */
export function staticImports(code, from) {
  const base = from.slice(0, from.lastIndexOf("/") + 1);
  return [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']([^"']+\.js)["']/g)].map(([, spec = ""]) =>
    spec.startsWith(".") ? new URL(spec, `http://x${base}`).pathname : spec,
  );
}

/**
 * Every module reachable from `entries` by static imports, with its file's content.
 * @param {string} client the build's client folder
 * @param {string[]} entries URL paths
 * @returns {Promise<Map<string, Buffer>>}
 */
export async function moduleClosure(client, entries) {
  /** @type {Map<string, Buffer>} */
  const seen = new Map();
  const queue = [...entries];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url) || !url.startsWith("/")) continue;
    const code = await readFile(join(client, url));
    seen.set(url, code);
    queue.push(...staticImports(code.toString(), url));
  }
  return seen;
}
