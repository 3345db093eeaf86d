// React Router builds a browser copy of every route module, its client entry and its route manifest, which no page
// loads (decision 024: every page is a plain document; a form's island loads its own modules). They would be
// precompressed, deployed and never requested: this stage removes every script of the client's assets that no page
// loads, by Vite's manifest. Strict: a script of a shape it does not know, or one that a kept file still names, stops
// the build, naming both.
import { readdir, readFile, rm } from "node:fs/promises";
import { join, relative } from "node:path";
import { entryScripts, moduleClosure, type ModuleGraph } from "../module-graph.mjs";
import { walk } from "../files.ts";

/** React Router's route manifest, the one script of the client build Vite's manifest does not list. */
const ROUTER_MANIFEST = /^manifest-[0-9a-f]{8}\.js$/;

/** Files a script could be named in: pages, scripts, styles and the site's text files. */
const TEXT_FILE = /\.(?:html|js|css|json|webmanifest|xml|txt)$/;

/**
 * Removes the scripts of `assets/` that no page loads (by itself or through the modules it loads), and returns their
 * names. The editor's scripts (`admin/assets/`) are its own build and stay.
 */
export async function removeUnloadedScripts(clientDir: string, pages: readonly string[], graph: ModuleGraph): Promise<string[]> {
  const loaded = new Set<string>();
  for (const page of pages) for (const url of moduleClosure(graph, entryScripts(await readFile(page, "utf8")))) loaded.add(url);

  const scripts = (await readdir(join(clientDir, "assets"))).filter((name) => name.endsWith(".js"));
  const unloaded = scripts.filter((name) => !loaded.has(`/assets/${name}`));
  for (const name of unloaded) {
    if (!graph.has(`/assets/${name}`) && !ROUTER_MANIFEST.test(name)) {
      throw new Error(`unloadedScripts: assets/${name} is a script of no shape this build knows (neither in Vite's manifest nor React Router's route manifest)`);
    }
  }

  const removed = new Set(unloaded.map((name) => join(clientDir, "assets", name)));
  for await (const file of walk(clientDir)) {
    if (!TEXT_FILE.test(file) || removed.has(file)) continue;
    const text = await readFile(file, "utf8");
    const named = unloaded.find((name) => text.includes(name));
    if (named) throw new Error(`unloadedScripts: ${relative(clientDir, file)} names assets/${named}, which no page loads; it would be removed`);
  }
  await Promise.all(unloaded.map((name) => rm(join(clientDir, "assets", name))));
  return unloaded;
}
