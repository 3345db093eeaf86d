import type * as v from "valibot";
import { picturesOf, renderMarkdown } from "../../lib/markdown/render-markdown.ts";

// Reading the content schemas as data: the editor's configuration (admin/cms-config.ts) and the build's pictures
// (pipeline/content-pictures.ts) both come from what each field declares.

/** An action of a schema's pipe, as far as the editor and the build read it. */
export interface PipeAction {
  readonly type: string;
  readonly requirement?: unknown;
  readonly title?: string;
  readonly description?: string;
  readonly metadata?: Record<string, unknown>;
}

export type AnySchema = v.GenericSchema & {
  readonly pipe?: readonly unknown[];
  readonly entries?: Record<string, AnySchema>;
  readonly item?: AnySchema;
  readonly wrapped?: AnySchema;
  readonly options?: readonly string[];
};

/** The schema under its pipes, and every action of those pipes, outermost last. */
export function unwrap(schema: AnySchema): { base: AnySchema; actions: PipeAction[] } {
  if (!schema.pipe) return { base: schema, actions: [] };
  const [inner, ...actions] = schema.pipe;
  const deeper = unwrap(inner as AnySchema);
  return { base: deeper.base, actions: [...deeper.actions, ...(actions as PipeAction[])] };
}

const OPTIONAL = new Set(["optional", "nullable", "nullish"]);

/** A field's schema with its pipes and any optional wrapper read through: its type, its actions, whether it may be left out. */
export function describeField(schema: AnySchema): { base: AnySchema; actions: PipeAction[]; optional: boolean } {
  const outer = unwrap(schema);
  if (!OPTIONAL.has(outer.base.type)) return { ...outer, optional: false };
  const inner = unwrap(outer.base.wrapped!);
  return { base: inner.base, actions: [...inner.actions, ...outer.actions], optional: true };
}

export const findAction = (actions: readonly PipeAction[], type: string) => actions.findLast((item) => item.type === type);

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
