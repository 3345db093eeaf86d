import * as v from "valibot";
import { type AnySchema, describeField, findAction } from "./introspect.ts";
import { markdownLimitProblem } from "./markdown-limits.ts";
import { unreadableCharacter } from "./unreadable-characters.mjs";

// The building blocks of the content schemas. Each field carries what the agency's staff need to fill it in: a
// label and a hint (shown in the editor, and named in every build message), its limits, and messages that say what
// to do, in plain words. Nothing here reaches the browser: the pages import only the types.

interface TextOptions {
  /** Shown under the field in the editor, e.g. "Shown under the headline". */
  readonly hint?: string;
  readonly max: number;
  /** The fewest characters, where a text too short would serve badly (a description in search results). */
  readonly min?: number;
  /** Several lines (a paragraph) rather than one. */
  readonly multiline?: boolean;
  /** The words in braces the text must hold, which the site replaces (`{platforms}`), and what each stands for. */
  readonly slots?: readonly Slot[];
}

export interface Slot {
  readonly token: string;
  readonly standsFor: string;
}

/** The slots a text lacks, in words: "{days} where the number of days goes". */
const missingSlots = (value: string, slots: readonly Slot[]) =>
  slots
    .filter((slot) => !value.includes(slot.token))
    .map((slot) => `${slot.token} where ${slot.standsFor} go`)
    .join(" and ");

/** The field's label, hint and editor widget, on top of its rules. */
const labelled = <const Schema extends v.GenericSchema>(schema: Schema, label: string, hint: string | undefined, widget: string) =>
  v.pipe(schema, v.title(label), v.description(hint ?? ""), v.metadata({ widget }));

/** Refuses a character no page or feed can carry (unreadable-characters.mjs), saying where it is. */
const readable = (label: string) =>
  v.check<string, (issue: v.CheckIssue<string>) => string>(
    (value) => unreadableCharacter(value) === undefined,
    (issue) => `${label} holds ${unreadableCharacter(String(issue.input))}`,
  );

/** A required text with a length limit. */
export function text(label: string, { hint, max, min, multiline = false, slots = [] }: TextOptions) {
  const limits = min ? `${min} to ${max} characters` : `at most ${max} characters`;
  return labelled(
    v.pipe(
      v.string(`${label}: expected text`),
      v.trim(),
      v.nonEmpty(`${label} is empty: write it (${limits})`),
      v.minLength(min ?? 1, (issue) => `${label} is too short: ${issue.received.replace(/\D/g, "")} characters, at least ${min}`),
      v.maxLength(max, (issue) => `${label} is too long: ${issue.received.replace(/\D/g, "")} characters, at most ${max}`),
      readable(label),
      v.check(
        (value) => !missingSlots(value, slots),
        (issue) => `${label} must hold ${missingSlots(String(issue.input), slots)}: the site writes them in`,
      ),
    ),
    label,
    hint ? `${hint}, ${limits}` : `${limits.charAt(0).toUpperCase()}${limits.slice(1)}`,
    multiline ? "text" : "string",
  );
}

/** A text the agency may leave empty (the editor writes an empty text, or nothing, for it). */
export function optionalText(label: string, { hint, max }: Omit<TextOptions, "multiline">) {
  return v.optional(
    labelled(
      v.pipe(
        v.string(`${label}: expected text`),
        v.trim(),
        v.maxLength(max, (issue) => `${label} is too long: ${issue.received.replace(/\D/g, "")} characters, at most ${max}`),
        readable(label),
      ),
      label,
      hint ? `Optional: ${hint.charAt(0).toLowerCase()}${hint.slice(1)}, at most ${max} characters` : `Optional, at most ${max} characters`,
      "string",
    ),
  );
}

/** A list of short texts, e.g. the bullet points of a card. */
export function textList(label: string, item: { label: string; max: number }, limits: { min: number; max: number; hint?: string }) {
  return list(label, text(item.label, { max: item.max }), limits);
}

interface FigureOptions {
  /** What one figure of the list is called in the editor, e.g. "Result". */
  readonly item: string;
  readonly value: { readonly hint: string; readonly max: number };
  readonly counts: { readonly label: string; readonly hint: string; readonly max: number };
}

/** A list of figures, each a short value and what it counts: the strip under the headline, a case study's results. */
export function figureList(label: string, { item, value, counts }: FigureOptions, limits: { min: number; max: number; hint: string }) {
  return list(label, fields(item, { value: text(item, value), label: text(counts.label, counts) }), limits);
}

/** One of a fixed set of choices. */
export function choice<const Options extends readonly [string, ...string[]]>(label: string, options: Options, hint?: string) {
  return labelled(v.picklist(options, `${label}: choose one of ${options.join(", ")}`), label, hint, "select");
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

/** A web address the agency may leave out: empty, or a full address starting with https://. */
export function optionalHttpsUrl(label: string, hint: string) {
  return v.optional(
    labelled(
      v.pipe(
        v.string(`${label}: expected a web address`),
        v.trim(),
        v.check(
          (value) => value === "" || (URL.canParse(value) && value.startsWith("https://")),
          `${label}: leave it empty, or write the full address, starting with https://`,
        ),
      ),
      label,
      hint,
      "string",
    ),
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

/**
 * An object that refuses fields it does not know (a typo would otherwise be ignored silently), and names a field
 * that is missing by its label.
 */
export function fields<const Entries extends v.ObjectEntries>(label: string, entries: Entries) {
  return v.pipe(
    v.strictObject(entries, (issue) => {
      if (issue.expected === "never") return `${label} has a field this site does not know, "${String(issue.input)}": remove it or check its spelling`;
      const missing = issue.input === undefined ? issue.path?.at(-1)?.key : undefined;
      if (typeof missing === "string") {
        const title = findAction(describeField(entries[missing] as AnySchema).actions, "title")?.title;
        return `${title ?? missing} is missing from ${label}: fill it in`;
      }
      return `${label}: expected a group of fields`;
    }),
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

/**
 * Pictures the agency uploads in the editor: where they land, the kinds of file a browser shows (the editor turns
 * every upload into WebP, at most 2,400 px wide, before it saves it) and the largest file a build accepts. The build
 * turns each picture a page shows into AVIF and WebP at the widths its field asks for.
 */
export const PICTURES = {
  folder: "content/media",
  publicPath: "/media",
  extensions: ["webp", "jpg", "jpeg", "png", "avif"],
  /** In bytes: 2 MB, as the editor counts them (1 MB = 1,000,000 bytes). */
  maxBytes: 2_000_000,
  /** The editor's resizing of an upload before it is saved (Sveltia CMS's media library `transformations`). */
  upload: { format: "webp", quality: 85, width: 2400, height: 2400 },
} as const;

export const PICTURE_PATH = new RegExp(`^${PICTURES.publicPath}/[a-z0-9][a-z0-9._-]*\\.(?:${PICTURES.extensions.join("|")})$`);

interface PictureOptions {
  readonly hint?: string;
  /** The widths, in CSS pixels × 2 for sharp screens, the build makes of the picture for this place on the page. */
  readonly widths: readonly number[];
}

/** A picture uploaded in the editor, kept in `content/media/`. */
export function picture(label: string, options: PictureOptions) {
  return labelledPicture(label, options, v.nonEmpty(`${label} is missing: upload a picture`), PICTURE_PATH);
}

/** A picture the agency may leave out: the editor writes an empty text, or nothing, for it. */
export function optionalPicture(label: string, options: PictureOptions) {
  return v.optional(labelledPicture(label, options, v.trim(), new RegExp(`^(?:|${PICTURE_PATH.source.slice(1, -1)})$`)));
}

function labelledPicture(label: string, { hint, widths }: PictureOptions, presence: v.PipeAction<string, string, v.BaseIssue<unknown>>, path: RegExp) {
  return v.pipe(
    v.string(`${label}: expected a picture`),
    v.trim(),
    presence,
    v.regex(path, `${label} must be a picture uploaded in the editor (${PICTURES.extensions.join(", ")}, its file name in lower-case letters, digits and hyphens)`),
    v.title(label),
    v.description(hint ?? ""),
    v.metadata({ widget: "image", widths }),
  );
}

/** An entry's file name without `.json`, which is its address where it has a page: lower-case letters, digits, hyphens. */
export const ENTRY_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A calendar date, written YYYY-MM-DD (as the editor's date picker writes it). */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export function date(label: string, hint?: string) {
  return labelled(
    v.pipe(
      v.string(`${label}: write it as a date, YYYY-MM-DD (e.g. 2026-11-25)`),
      v.trim(),
      v.nonEmpty(`${label} is empty: write it as YYYY-MM-DD (e.g. 2026-11-25)`),
      v.check(isCalendarDate, (issue) => `${label} "${String(issue.input)}" is not a date: write it as YYYY-MM-DD (e.g. 2026-11-25)`),
    ),
    label,
    hint,
    "date",
  );
}

/** A date the agency may leave out: the editor writes an empty text, or nothing, for it. */
export function optionalDate(label: string, hint: string) {
  return v.optional(
    labelled(
      v.pipe(
        v.string(`${label}: leave it empty, or write it as a date, YYYY-MM-DD`),
        v.trim(),
        v.check((value) => value === "" || isCalendarDate(value), (issue) => `${label} "${String(issue.input)}" is not a date: leave it empty, or write it as YYYY-MM-DD`),
      ),
      label,
      hint,
      "date",
    ),
  );
}

/** A whole number within limits, e.g. a person's share of the leads. */
export function wholeNumber(label: string, { min, max, hint }: { min: number; max: number; hint: string }) {
  const limits = `a whole number from ${min} to ${max}`;
  return labelled(
    v.pipe(
      v.number(`${label}: expected ${limits}`),
      v.integer(`${label}: expected ${limits}`),
      v.minValue(min, `${label}: expected ${limits}`),
      v.maxValue(max, `${label}: expected ${limits}`),
    ),
    label,
    hint,
    "number",
  );
}

/** A switch the agency may leave off. */
export function toggle(label: string, hint: string) {
  return v.optional(labelled(v.boolean(`${label}: expected true or false`), label, hint, "boolean"));
}

interface MarkdownOptions {
  readonly hint: string;
  /** The widths the build makes of each picture the text shows, as for a picture field. */
  readonly widths: readonly number[];
}

const markdownText = (label: string, { hint, widths }: MarkdownOptions, presence: v.PipeAction<string, string, v.BaseIssue<unknown>>) =>
  v.pipe(
    v.string(`${label}: expected text`),
    presence,
    // Before anything renders it (app/content/schema/markdown-limits.ts).
    v.check<string, (issue: v.CheckIssue<string>) => string>(
      (value) => markdownLimitProblem(value) === undefined,
      (issue) => `${label} ${markdownLimitProblem(String(issue.input))}`,
    ),
    readable(label),
    v.title(label),
    v.description(hint),
    v.metadata({ widget: "markdown", widths }),
  );

/**
 * A text in Markdown (headings, lists, links, tables, pictures uploaded in the editor), rendered at build time
 * (app/lib/markdown/render-markdown.ts); the pictures it shows are checked and made like a picture field's.
 */
export function markdown(label: string, options: MarkdownOptions) {
  return markdownText(label, options, v.check((value) => value.trim() !== "", `${label} is empty: write it`));
}

/** The same, which the agency may leave empty. */
export function optionalMarkdown(label: string, options: MarkdownOptions) {
  return v.optional(markdownText(label, options, v.trim()));
}
