// Every page is a plain document (decision 024): the root layout renders no <Scripts/>, so React Router's prerendered
// pages load nothing of the router or React. This proves it on each page and names, on the container of each form
// island the page holds, the module that hydrates it, which the page's inline script loads when the visitor reaches
// for the form (decision 034), with every other module of the island's graph, which the script preloads at the same
// moment (decision 037): no page loads a script file with itself. Strict: a page of any other shape stops the build.
import { readFile, writeFile } from "node:fs/promises";
import { ISLAND_ATTRIBUTE, ISLAND_PRELOAD_ATTRIBUTE, ISLAND_SCRIPT_ATTRIBUTE } from "../../app/lib/island-marks.mjs";
import { islandsOf } from "../islands.ts";
import { moduleClosure, type ModuleGraph } from "../module-graph.mjs";

/**
 * The scripts a page may carry before this step: classic inline ones (the head's, the page's behaviours) and JSON-LD.
 * Anything else (a module script, a modulepreload, a script file) means the router's scripts are back.
 */
export function checkPlainDocument(html: string, page: string): void {
  const modules = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"|<script\b[^>]*\b(?:type="module"|src=)/g)].length;
  if (modules) throw new Error(`islandScripts: ${page} loads ${modules} module(s) or script file(s) of its own; every page must be a plain document (app/root.tsx renders no <Scripts/> in a build)`);
  const unknown = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => (attributes ?? "").trim()).filter((attributes) => attributes !== "" && attributes !== 'type="application/ld+json"');
  if (unknown.length) throw new Error(`islandScripts: ${page} has a script of a kind this build does not know: <script ${unknown[0]}>`);
}

/**
 * Checks each page, then names each island's module (by Vite's manifest) on every container of that island, and the
 * rest of the module's graph (static and dynamic imports, by the build's module graph) beside it.
 */
export async function addIslandScripts(
  pages: readonly string[],
  manifest: Record<string, { file: string }>,
  modules: Readonly<Record<string, string>>,
  graph: ModuleGraph,
): Promise<void> {
  for (const page of pages) {
    let html = await readFile(page, "utf8");
    checkPlainDocument(html, page);
    const names = islandsOf(html, modules);
    if (!names.length) continue;
    if (html.includes(`${ISLAND_SCRIPT_ATTRIBUTE}=`)) throw new Error(`islandScripts: ${page} already names an island's module (${ISLAND_SCRIPT_ATTRIBUTE})`);
    for (const name of names) {
      const chunk = manifest[modules[name] ?? ""];
      if (!chunk) throw new Error(`islandScripts: Vite's manifest has no chunk for the island ${name} (${modules[name]})`);
      const entry = `/${chunk.file}`;
      const rest = [...moduleClosure(graph, [entry])].filter((url) => url !== entry);
      const preload = rest.length ? ` ${ISLAND_PRELOAD_ATTRIBUTE}="${rest.join(" ")}"` : "";
      const mark = `${ISLAND_ATTRIBUTE}="${name}"`;
      html = html.replaceAll(mark, `${mark} ${ISLAND_SCRIPT_ATTRIBUTE}="${entry}"${preload}`);
    }
    await writeFile(page, html);
  }
}
