import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { contentRoot } from "./content-root.ts";

const PREFIX = "content:";
const PART = /^content:([\w-]+\.json)#(\w+)$/;
/**
 * The id a part resolves to: the part after a slash, not a hash, because the dev server serves modules to the
 * browser by URL, and a browser never sends a URL's hash.
 */
const RESOLVED_PART = /^content:([\w-]+\.json)\/(\w+)$/;
const GLOB = /(import\.meta\.glob(?:<[^>]*>)?\(\s*)"content:/g;

/**
 * Where the pages' code meets the content files, read from the content root (content-root.ts):
 * - `import hero from "content:home.json#hero"`: one top-level part of a page's content file (`content/home.json`)
 *   as a module of its own. A page's first script then carries only the words the page shows at once, and the words
 *   of its lazy sections travel with those sections, as when the copy was code; a whole file imported in both places
 *   would be a chunk of its own, loaded at once. Every content file has passed its schema (the content check) before
 *   this runs; each part's type is declared from its schema in app/content/content-parts.d.ts.
 * - `import.meta.glob("content:faq/*.json")`: a collection's files (written as a path from the importing module
 *   before Vite's glob import, which takes only paths, reads it).
 * - `import settings from "../../content/site.json"`: a whole file, read from the content root too.
 */
export function contentParts(): Plugin {
  let projectContent = "content";
  let content = "content";
  return {
    name: "content-parts",
    enforce: "pre",
    configResolved(config) {
      projectContent = join(config.root, "content");
      content = join(contentRoot(config.root), "content");
    },
    transform(code, id) {
      if (!code.includes("import.meta.glob") || id.includes("node_modules")) return null;
      const folder = relative(dirname(id), content).split(sep).join("/");
      const rewritten = code.replace(GLOB, (_, call: string) => `${call}"${folder.startsWith(".") ? folder : `./${folder}`}/`);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(id, importer) {
      if (id.startsWith(PREFIX)) {
        const [, file, part] = PART.exec(id) ?? [];
        return file && part ? `\0${PREFIX}${file}/${part}` : this.error(`${id}: expected content:<file>.json#<part>`);
      }
      if (content === projectContent || !importer || !id.endsWith(".json")) return null;
      const file = resolve(dirname(importer), id);
      return file.startsWith(projectContent + sep) ? content + file.slice(projectContent.length) : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      // Vite's dev server and Vitest add queries of their own (`?import`).
      const name = id.slice(1).replace(/\?.*$/, "");
      const match = RESOLVED_PART.exec(name);
      if (!match) return this.error(`${name}: not a content part this plugin resolved`);
      const [, file, part] = match as unknown as [string, string, string];
      const path = join(content, file);
      this.addWatchFile(path);
      const data = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
      if (!(part in data)) return this.error(`content/${file} has no part "${part}"`);
      return `export default ${JSON.stringify(data[part])};`;
    },
  };
}
