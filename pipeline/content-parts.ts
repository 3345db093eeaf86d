import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

const PREFIX = "content:";
const PART = /^content:([\w-]+\.json)#(\w+)$/;

/**
 * `import hero from "content:home.json#hero"`: one top-level part of a page's content file (`content/home.json`) as a
 * module of its own. A page's first script then carries only the words the page shows at once, and the words of its
 * lazy sections travel with those sections, as when the copy was code; a whole file imported in both places would
 * be a chunk of its own, loaded at once. Every content file has passed its schema (the content check) before this
 * runs, so the module's type is the schema's.
 */
export function contentParts(): Plugin {
  let root = ".";
  return {
    name: "content-parts",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      // Vite's dev server and Vitest add queries of their own (`?import`): the file and the hash name the part.
      const name = id.slice(1).replace(/\?[^#]*/, "");
      const match = PART.exec(name);
      if (!match) return this.error(`${name}: expected content:<file>.json#<part>`);
      const [, file, part] = match as unknown as [string, string, string];
      const path = join(root, "content", file);
      this.addWatchFile(path);
      const data = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
      if (!(part in data)) return this.error(`content/${file} has no part "${part}"`);
      return `export default ${JSON.stringify(data[part])};`;
    },
  };
}
