import { join } from "node:path";
import type { Plugin } from "vite";
import { PICTURES } from "../app/content/schema/fields.ts";
import { type AnySchema, describeField, findAction, unwrap } from "../app/content/schema/introspect.ts";
import { picturesOf, renderMarkdown } from "../app/lib/markdown/render-markdown.ts";
import { contentFiles, readContentFile } from "./content-files.ts";
import { contentRoot } from "./content-root.ts";

const MODULE = "virtual:content-pictures";

/** A picture a content file names, and the widths its place on the page asks for. */
export interface PictureUse {
  /** The field's label, as the editor shows it. */
  readonly label: string;
  readonly path: string;
  readonly widths: readonly number[];
}

/** Every picture a content file's value names, found through the fields its schema declares as pictures. */
export function picturesIn(schema: AnySchema, value: unknown): PictureUse[] {
  if (value === undefined || value === null) return [];
  const { base, actions } = describeField(schema);
  const metadata = findAction(actions, "metadata")?.metadata;
  if (metadata?.widget === "image") {
    const label = findAction(actions, "title")?.title ?? "Picture";
    return typeof value === "string" && value ? [{ label, path: value, widths: metadata.widths as number[] }] : [];
  }
  if (metadata?.widget === "markdown") {
    const label = `${findAction(actions, "title")?.title ?? "Text"}'s picture`;
    return typeof value === "string" ? picturesOf(renderMarkdown(value)).map(({ src }) => ({ label, path: src, widths: metadata.widths as number[] })) : [];
  }
  if (base.type === "array" && Array.isArray(value)) return value.flatMap((item) => picturesIn(base.item!, item));
  if (base.type === "variant" && typeof value === "object") {
    // The kind of item the value is, by its discriminating field (a landing page's section `type`).
    const { key, options } = base as unknown as { key: string; options: AnySchema[] };
    const kind = (value as Record<string, unknown>)[key];
    const option = options.find((candidate) => (unwrap(candidate).base.entries?.[key] as unknown as { literal?: unknown })?.literal === kind);
    return option ? picturesIn(option, value) : [];
  }
  if (base.entries && typeof value === "object") {
    return Object.entries(base.entries).flatMap(([name, entry]) => picturesIn(entry, (value as Record<string, unknown>)[name]));
  }
  return [];
}

/** Every picture the published content shows (a draft's are made with it, once published), with all the widths its places ask for. */
export function picturesShown(root: string): Map<string, number[]> {
  const shown = new Map<string, Set<number>>();
  for (const { file, schema } of contentFiles(root)) {
    const read = readContentFile(root, file);
    if ("problem" in read || (read.value as { draft?: unknown }).draft === true) continue;
    for (const { path, widths } of picturesIn(schema as AnySchema, read.value)) {
      const known = shown.get(path) ?? new Set();
      for (const width of widths) known.add(width);
      shown.set(path, known);
    }
  }
  return new Map([...shown].map(([path, widths]) => [path, [...widths].sort((a, b) => a - b)]));
}

/**
 * `virtual:content-pictures`: each picture the content names (`/media/…`), made by vite-imagetools into AVIF and
 * WebP at the widths its fields declare, with its size. Only pictures a page shows are made; the content check
 * (first in the build) has already refused any that is missing, too large or not a picture.
 */
export function contentPictures(): Plugin {
  let root = ".";
  return {
    name: "content-pictures",
    configResolved(config) {
      root = contentRoot(config.root);
    },
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : null),
    load(id) {
      if (id !== `\0${MODULE}`) return null;
      const entries = [...picturesShown(root)].map(([path, widths], index) => {
        const file = join(root, PICTURES.folder, path.slice(PICTURES.publicPath.length + 1));
        this.addWatchFile(file);
        return { path, index, source: `${file}?w=${widths.join(";")}&format=avif;webp&as=picture` };
      });
      return [
        ...entries.map(({ index, source }) => `import picture${index} from ${JSON.stringify(source)};`),
        `export default { ${entries.map(({ path, index }) => `${JSON.stringify(path)}: picture${index}`).join(", ")} };`,
      ].join("\n");
    },
  };
}
