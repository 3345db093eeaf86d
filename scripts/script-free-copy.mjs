// The Lighthouse gate's reference: a copy of a build whose pages carry every byte of their markup and styles but no
// script that runs. Served by the same server with the same headers, each page is what the site would cost a phone
// if it shipped no JavaScript at all, measured on the same host in the same run (decision 020).
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeCompressedCopies } from "../pipeline/compressed-copies.mjs";

/** A script element that runs: no type, a JavaScript type or a module. Structured data (`application/ld+json`) stays. */
const RUNNING_SCRIPT = /<script\b(?![^>]*\btype="(?!module"|text\/javascript"|application\/javascript")[^"]*")[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
/** What must be gone once the scripts are: anything else that would load or run code. */
const LEFTOVER = /<script\b(?![^>]*\btype="application\/ld\+json")|modulepreload|\son[a-z]+=/;

/**
 * The page without its scripts; throws on a page the patterns leave something runnable in, so the reference
 * never silently measures a page that still runs code.
 * @param {string} html
 * @param {string} name
 */
export function withoutScripts(html, name) {
  const stripped = html.replace(RUNNING_SCRIPT, "").replace(MODULE_PRELOAD, "");
  const leftover = LEFTOVER.exec(stripped);
  if (leftover) throw new Error(`${name}: still runs code after its scripts were removed (${leftover[0]})`);
  return stripped;
}

/**
 * Copies `buildDir` to a temporary folder and removes every page's scripts (and their precompressed copies'),
 * leaving the server's build information as it is, so the copy is served exactly as the build.
 * @param {string} buildDir
 * @returns {Promise<{ dir: string, remove: () => Promise<void> }>}
 */
export async function scriptFreeCopy(buildDir) {
  const dir = await mkdtemp(join(tmpdir(), "script-free-"));
  await cp(buildDir, dir, { recursive: true });
  const client = join(dir, "client");
  // The editor at /admin/ is no public page and no route the gate measures.
  const pages = (await readdir(client, { recursive: true })).filter((name) => name.endsWith(".html") && !name.startsWith("admin"));
  for (const name of pages) {
    const file = join(client, name);
    await writeFile(file, withoutScripts(await readFile(file, "utf8"), file));
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
    await writeCompressedCopies(file);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
