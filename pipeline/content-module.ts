import { join } from "node:path";
import * as v from "valibot";
import { runnerImport, type Plugin } from "vite";
import { contentKinds } from "../app/content/schema/kinds.ts";
import { entryExtensions, entrySlug, folderFiles, readContentFile } from "./content-files.ts";
import { contentRoot } from "./content-root.ts";

/** `virtual:content/<kind>`: one module per kind of content (app/content/schema/kinds.ts). */
const MODULE = "virtual:content";

/** A file's value as its schema gives it; the content check has refused every file that does not pass. */
function parsed(root: string, file: string, schema: v.GenericSchema): unknown {
  const read = readContentFile(root, file);
  if ("problem" in read) throw new Error(read.problem);
  return v.parse(schema, read.value);
}

/**
 * `virtual:content/<kind>`: every content file the agency edits, read from the content root (content-root.ts)
 * through the same reader as the content check, one module per kind (app/content/schema/kinds.ts), exporting it under
 * the kind's name: a page's or the settings' file as its schema gives it, a folder's entries by file name. The one
 * way the app reads content: each kind a module of its own, so a script in the browser (a form) holds only the kinds
 * its code reads, and a build's stage that reads one kind (importAppModule) reads no other. `project`: the
 * folder the content root is found from, where the build's own root is another (the editor's). Articles are
 * Markdown and reach their pages rendered (markdown-pages.ts); they are not in it.
 */
export function contentModule(project?: string): Plugin {
  let projectRoot = project ?? ".";
  return {
    name: "content-module",
    configResolved(config) {
      projectRoot = project ?? config.root;
    },
    resolveId: (id) => (id.startsWith(`${MODULE}/`) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${MODULE}/`)) return null;
      const name = id.slice(`\0${MODULE}/`.length);
      const kind = contentKinds[name as keyof typeof contentKinds];
      if (!kind || "extension" in kind) return this.error(`${MODULE}: no kind of content is called ${name}`);
      const root = contentRoot(projectRoot);
      if ("file" in kind) {
        this.addWatchFile(join(root, kind.file));
        return `export const ${name} = ${JSON.stringify(parsed(root, kind.file, kind.schema))};`;
      }
      const files = folderFiles(root, kind.folder).filter((file) => entryExtensions(kind).some((extension) => file.endsWith(extension)));
      for (const file of files) this.addWatchFile(join(root, file));
      const entries = Object.fromEntries(files.map((file) => [entrySlug(file), parsed(root, file, kind.schema)]));
      return `export const ${name} = ${JSON.stringify(entries)};`;
    },
  };
}

/**
 * A module of the app as a build's stage reads it in Node (the feed's and the web app manifest's words, say): through
 * Vite, with `virtual:content`, so a stage says what the pages say. `path` is relative to the project.
 */
export async function importAppModule<Module>(path: string): Promise<Module> {
  const { module } = await runnerImport<Module>(`/${path}`, {
    configFile: false,
    root: process.cwd(),
    logLevel: "error",
    resolve: { tsconfigPaths: true },
    plugins: [contentModule()],
  });
  return module;
}
