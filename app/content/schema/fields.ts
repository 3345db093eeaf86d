import * as v from "valibot";

// The building blocks of the content schemas. Each field carries what the agency's staff need to fill it in: a
// label and a hint (shown in the editor, and named in every build message), its limits, and messages that say what
// to do, in plain words. Nothing here reaches the browser: the pages import only the types.

interface TextOptions {
  /** Shown under the field in the editor, e.g. "Shown under the headline". */
  readonly hint?: string;
  readonly max: number;
  /** Several lines (a paragraph) rather than one. */
  readonly multiline?: boolean;
}

/** The field's label, hint and editor widget, on top of its rules. */
const labelled = <const Schema extends v.GenericSchema>(schema: Schema, label: string, hint: string | undefined, widget: string) =>
  v.pipe(schema, v.title(label), v.description(hint ?? ""), v.metadata({ widget }));

/** A required text with a length limit. */
export function text(label: string, { hint, max, multiline = false }: TextOptions) {
  return labelled(
    v.pipe(
      v.string(`${label}: expected text`),
      v.trim(),
      v.nonEmpty(`${label} is empty: write it (at most ${max} characters)`),
      v.maxLength(max, (issue) => `${label} is too long: ${issue.received.replace(/\D/g, "")} characters, at most ${max}`),
    ),
    label,
    hint ? `${hint}, at most ${max} characters` : `At most ${max} characters`,
    multiline ? "text" : "string",
  );
}

/** A web address starting with https://. */
export function httpsUrl(label: string, hint?: string) {
  return labelled(
    v.pipe(
      v.string(`${label}: expected a web address`),
      v.trim(),
      v.nonEmpty(`${label} is empty: write the full address, starting with https://`),
      v.url(`${label} is not a web address: write it in full, starting with https://`),
      v.startsWith("https://", `${label} must start with https://`),
    ),
    label,
    hint,
    "string",
  );
}

export function email(label: string, hint?: string) {
  return labelled(
    v.pipe(
      v.string(`${label}: expected an e-mail address`),
      v.trim(),
      v.nonEmpty(`${label} is empty: write an e-mail address`),
      v.email(`${label} is not an e-mail address (name@example.com)`),
    ),
    label,
    hint,
    "string",
  );
}

/** Where an entry of a collection stands on the page: 1 first. */
export const order = labelled(
  v.pipe(
    v.number("Order: expected a number (1 shows first)"),
    v.integer("Order: expected a whole number (1 shows first)"),
    v.minValue(1, "Order: expected 1 or more (1 shows first)"),
  ),
  "Order on the page",
  "1 shows first; two entries cannot share a number",
  "number",
);

/** A box the agency must tick, e.g. the client's consent to publication. */
export function confirmation(label: string, refusal: string) {
  return labelled(v.literal(true, refusal), label, undefined, "boolean");
}

/** An object that refuses fields it does not know (a typo would otherwise be ignored silently). */
export function fields<const Entries extends v.ObjectEntries>(label: string, entries: Entries) {
  return v.pipe(
    v.strictObject(entries, (issue) =>
      issue.expected === "never"
        ? `${label} has a field this site does not know, "${String(issue.input)}": remove it or check its spelling`
        : `${label}: expected a group of fields`,
    ),
    v.title(label),
  );
}

/** A list with a minimum and maximum number of items. */
export function list<const Item extends v.GenericSchema>(label: string, item: Item, { min, max, hint }: { min: number; max: number; hint?: string }) {
  return labelled(
    v.pipe(
      v.array(item, `${label}: expected a list`),
      v.minLength(min, `${label} needs at least ${min} ${min === 1 ? "entry" : "entries"}`),
      v.maxLength(max, `${label} has too many entries: at most ${max}`),
    ),
    label,
    hint,
    "list",
  );
}
