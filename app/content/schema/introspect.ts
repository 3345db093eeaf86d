import type * as v from "valibot";

// Reading the content schemas as data: the editor's configuration (admin/cms-config.ts) and the build's pictures
// (pipeline/content-pictures.ts: picturesIn) both come from what each field declares.

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
