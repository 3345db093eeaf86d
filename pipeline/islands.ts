import type { Plugin } from "vite";
import { ISLANDS, type IslandName } from "../app/islands/island-entries.ts";

/**
 * Adds the islands' entries to the client build's inputs, beside React Router's own (which it sets as a list, with
 * its client entry). Other builds that read this config (the editor's, the inbox's check) have inputs of their own.
 */
export function islandEntries(): Plugin {
  return {
    name: "island-entries",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      const input = options.input;
      if (!Array.isArray(input) || !input.some((entry) => String(entry).includes("entry.client"))) return null;
      return { ...options, input: [...input, ...Object.values(ISLANDS)] };
    },
  };
}

/** The islands a page holds, by the names its prerendered HTML marks (`data-island="<name>"`). */
export function islandsOf(html: string): IslandName[] {
  const names = [...new Set([...html.matchAll(/\bdata-island="([^"]*)"/g)].map(([, name]) => name ?? ""))];
  const unknown = names.filter((name) => !Object.hasOwn(ISLANDS, name));
  if (unknown.length) throw new Error(`islands: a page holds an island the build has no entry for: ${unknown.join(", ")} (app/islands/island-entries.ts)`);
  return names as IslandName[];
}

/**
 * The module script that loads an island's code: two frames after the first paint, so the download and the
 * hydration never compete with it (the 1 s timer only matters where frames do not run: a tab opened in the
 * background). Until then, and if the download fails, the form is the prerendered HTML and posts natively.
 */
export function islandScript(file: string): string {
  const wait = "await new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))); setTimeout(resolve, 1000); });";
  // A failed download is no error of the page's: the form stays the prerendered one.
  return `<script type="module" async="">${wait}\nimport(${JSON.stringify(`/${file}`)}).catch(() => undefined);</script>`;
}
