import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { ChunkingContext } from "rolldown";
import type { Plugin } from "vite";

/** Where the forms live, one folder each; a form's island module is `<its folder>/<its folder>-island.tsx`. */
const FORMS = "app/forms";

/**
 * Every island the site has, by name (the form's `id`, which is its folder's name, app/forms/form-island.tsx), and its
 * module, relative to the project: found in the forms' folders, so a new form's island needs no list of its own.
 */
export function islandModules(projectRoot = process.cwd()): Record<string, string> {
  const folder = join(projectRoot, FORMS);
  return Object.fromEntries(
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, `${entry.name}-island.tsx`)))
      .map((entry) => [entry.name, `${FORMS}/${entry.name}/${entry.name}-island.tsx`]),
  );
}

/**
 * Adds the islands' modules to the client build's inputs, beside React Router's own (which it sets as a list, with
 * its client entry). Other builds that read this config (the editor's, the inbox's check) have inputs of their own.
 */
export function islandEntries(): Plugin {
  let projectRoot = process.cwd();
  return {
    name: "island-entries",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      projectRoot = config.root;
    },
    options(options) {
      const input = options.input;
      if (!Array.isArray(input) || !input.some((entry) => String(entry).includes("entry.client"))) return null;
      return { ...options, input: [...input, ...Object.values(islandModules(projectRoot))] };
    },
  };
}

/**
 * The islands' code in two chunks, as groups of the client build's code splitting (vite.config.ts): what an island
 * imports, statically, in `forms`; what it imports later (the validator, hCaptcha's loader) in `form-checks`; anything
 * else (the routes' own code) as the bundler splits it. The island's module itself stays its entry. In this order: a
 * module both import (the forms' limits) goes with the first. Left to the bundler, the modules the islands share with
 * the routes came out as many small chunks, and a browser opens six connections to a host over HTTP/1.1: the seventh
 * file of an island waited a round trip for a free one (decision 037).
 */
export function islandChunkGroups(projectRoot = process.cwd()) {
  const entries = new Set(Object.values(islandModules(projectRoot)).map((file) => join(projectRoot, file)));
  /** Whether an island imports the module, following the importers upwards along the given edges. */
  const importedByIsland = (id: string, context: ChunkingContext, later: boolean) => {
    const seen = new Set([id]);
    const queue = [id];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      const info = context.getModuleInfo(current);
      for (const importer of [...(info?.importers ?? []), ...(later ? (info?.dynamicImporters ?? []) : [])]) {
        if (entries.has(importer)) return true;
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return false;
  };
  const group = (name: string, later: boolean) => ({
    name: (id: string, context: ChunkingContext) => (!entries.has(id) && importedByIsland(id, context, later) ? name : null),
  });
  return [group("forms", false), group("form-checks", true)];
}

/** The islands a page holds, by the names its prerendered HTML marks (`data-island="<name>"`), each with its module. */
export function islandsOf(html: string, modules: Readonly<Record<string, string>>): string[] {
  const names = [...new Set([...html.matchAll(/\bdata-island="([^"]*)"/g)].map(([, name]) => name ?? ""))];
  const unknown = names.filter((name) => !Object.hasOwn(modules, name));
  if (unknown.length) throw new Error(`islands: a page holds an island the build has no module for: ${unknown.map((name) => `${FORMS}/${name}/${name}-island.tsx`).join(", ")}`);
  return names;
}
