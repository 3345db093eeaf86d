// Every page is a plain document (decision 024): the root layout renders no <Scripts/>, so React Router's prerendered
// pages load nothing of the router or React. This proves it on each page and adds the module of each form island the
// page holds. Strict: a page of any other shape stops the build.
import { readFile, writeFile } from "node:fs/promises";
import { islandScript, islandsOf } from "../islands.ts";

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

/** Checks each page, then gives each page holding islands their modules (by Vite's manifest), before </body>. */
export async function addIslandScripts(pages: readonly string[], manifest: Record<string, { file: string }>, modules: Readonly<Record<string, string>>): Promise<void> {
  for (const page of pages) {
    const html = await readFile(page, "utf8");
    checkPlainDocument(html, page);
    const scripts = islandsOf(html, modules).map((name) => {
      const chunk = manifest[modules[name] ?? ""];
      if (!chunk) throw new Error(`islandScripts: Vite's manifest has no chunk for the island ${name} (${modules[name]})`);
      return islandScript(chunk.file);
    });
    if (!scripts.length) continue;
    if (html.split("</body>").length !== 2) throw new Error(`islandScripts: ${page} does not have exactly one </body>`);
    await writeFile(page, html.replace("</body>", `${scripts.join("")}</body>`));
  }
}
