import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type * as v from "valibot";
import { splitFrontMatter } from "../app/lib/markdown/render-markdown.ts";
import { contentKinds } from "../app/content/schema/kinds.ts";

// Every content file as the build reads it: a JSON file's value, or a Markdown file's front matter with its body as
// the field `body`. The content check (content-check.ts), the pictures (content-pictures.ts) and the pages' lists
// (published-entries.ts) read the files through here, so they cannot disagree on what a file says.

type Kind = (typeof contentKinds)[keyof typeof contentKinds];

/** The extensions an entry's file may have in a kind's folder. */
export const entryExtensions = (kind: Kind): readonly string[] => ("extension" in kind && kind.extension === "md" ? [".md", ".markdown"] : [".json"]);

/** An entry's file name without its extension: its address where it has a page. */
export const entrySlug = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.[a-z]+$/, "");

/** A file's value, or why it cannot be read, in the content check's words. */
export function readContentFile(root: string, file: string): { value: unknown } | { problem: string } {
  let source: string;
  try {
    source = readFileSync(join(root, file), "utf8");
  } catch {
    return { problem: `${file}: it cannot be read` };
  }
  if (!file.endsWith(".json")) {
    const split = splitFrontMatter(source);
    if ("error" in split) return { problem: `${file}: ${split.error}` };
    if (typeof split.data !== "object" || split.data === null || Array.isArray(split.data)) return { problem: `${file}: its front matter must be fields, one per line (title: …)` };
    if ("body" in split.data) return { problem: `${file}: the front matter has a field "body": the article's text goes below the second --- line` };
    return { value: { ...split.data, body: split.body } };
  }
  try {
    return { value: JSON.parse(source) };
  } catch (error) {
    const why = error instanceof SyntaxError ? `it is not valid JSON (${error.message}): check the commas and quotes` : "it cannot be read";
    return { problem: `${file}: ${why}` };
  }
}

/** The files of a kind's folder (relative to the content root), every name but hidden ones, sorted. */
export function folderFiles(root: string, folder: string): string[] {
  const path = join(root, folder);
  return existsSync(path) ? readdirSync(path).filter((name) => !name.startsWith(".")).sort().map((name) => `${folder}/${name}`) : [];
}

/** Every content file of every kind whose name its kind accepts, with the kind's schema. */
export function contentFiles(root: string): { file: string; schema: v.GenericSchema }[] {
  return Object.values(contentKinds).flatMap((kind): { file: string; schema: v.GenericSchema }[] => {
    if ("file" in kind) return [{ file: kind.file, schema: kind.schema }];
    return folderFiles(root, kind.folder)
      .filter((file) => entryExtensions(kind).some((extension) => file.endsWith(extension)))
      .map((file) => ({ file, schema: kind.schema }));
  });
}
