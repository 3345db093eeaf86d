import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import type { Plugin } from "vite";
import { ENTRY_NAME, PICTURE_PATH, PICTURES } from "../app/content/schema/fields.ts";
import type { AnySchema } from "../app/content/schema/introspect.ts";
import { picturesIn } from "./content-pictures.ts";
import { contentKinds, type LeadRules } from "../app/content/schema/kinds.ts";
import { leadRuleProblems } from "../app/forms/rule-fields.ts";
import { teamProblems } from "./team-check.ts";
import type { Team } from "../app/content/schema/team.ts";
import { TAGS_SEGMENT } from "../app/content/publication-paths.mjs";
import { entryExtensions, entrySlug, folderFiles, readContentFile } from "./content-files.ts";
import { contentRoot } from "./content-root.ts";

// The first stage of every build: each file in `content/` against its kind's schema (app/content/schema/kinds.ts).
// A problem stops the build before anything is written, with one line per problem that names the file, the field
// and what to do, in words the agency's staff understand.

/** A collection entry's file name becomes its address: lower case, digits and hyphens, then the kind's extension. */
const entryFile = (extensions: readonly string[]) => new RegExp(`${ENTRY_NAME.source.slice(0, -1)}(?:${extensions.map((extension) => `\\${extension}`).join("|")})$`);

const nameOf = (file: string) => file.slice(file.lastIndexOf("/") + 1);

/** Where in a file's lists a problem is: "entry 2, entry 1", an entry with a name named too ("entry 2 "Under 18""). */
function position(issue: v.BaseIssue<unknown>): string {
  const named = (value: unknown) => (value && typeof value === "object" && "name" in value && typeof value.name === "string" && value.name ? ` "${value.name}"` : "");
  const items = (issue.path ?? []).filter((item) => item.type === "array").map((item) => `entry ${Number(item.key) + 1}${named(item.value)}`);
  return items.length ? ` (${items.join(", ")})` : "";
}

function checkFile(root: string, file: string, schema: v.GenericSchema): { problems: string[]; output?: unknown } {
  const read = readContentFile(root, file);
  if ("problem" in read) return { problems: [read.problem] };
  // One message per field: the first rule it breaks.
  const result = v.safeParse(schema, read.value, { abortPipeEarly: true });
  if (!result.success) return { problems: result.issues.map((issue) => `${file}${position(issue)}: ${issue.message}`) };
  // Finding the pictures renders its Markdown: a failure there is this file's.
  try {
    return { problems: pictureProblems(root, file, schema, result.output), output: result.output };
  } catch (error) {
    return { problems: [`${file}: its text could not be rendered (${error instanceof Error ? error.message : String(error)}): simplify the text`] };
  }
}

/** The first bytes of each kind of picture a browser shows; anything else is refused, whatever its name says. */
const PICTURE_SIGNATURES: readonly ((head: Buffer) => boolean)[] = [
  (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff, // JPEG
  (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), // PNG
  (head) => head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP",
  (head) => head.toString("latin1", 4, 8) === "ftyp" && /^avi[fs]$/.test(head.toString("latin1", 8, 12)), // AVIF
];

/** As the editor writes sizes (1 MB = 1,000,000 bytes), so its message and the build's agree. */
const megabytes = (bytes: number) => `${Number((bytes / 1_000_000).toFixed(1))} MB`;

/** The pictures a content file names: each in `content/media/`, a picture indeed, and not too large to publish. */
function pictureProblems(root: string, file: string, schema: v.GenericSchema, output: unknown): string[] {
  return picturesIn(schema as AnySchema, output).flatMap(({ label, path }) => {
    // A picture field holds only such paths; a Markdown text may name any address.
    if (!PICTURE_PATH.test(path)) {
      return [`${file}: ${label} ${path} is not a picture uploaded in the editor: upload it there (${PICTURES.extensions.join(", ")}) and insert it again`];
    }
    const name = path.slice(PICTURES.publicPath.length + 1);
    const stored = join(root, PICTURES.folder, name);
    if (!existsSync(stored)) return [`${file}: ${label} ${name} is not in ${PICTURES.folder}: upload it again in the editor`];
    const { size } = statSync(stored);
    if (size > PICTURES.maxBytes) {
      return [`${file}: ${label} ${name} is ${megabytes(size)}, over the limit of ${megabytes(PICTURES.maxBytes)}: upload a smaller copy of it`];
    }
    const head = Buffer.alloc(12);
    const descriptor = openSync(stored, "r");
    try {
      readSync(descriptor, head, 0, head.length, 0);
    } finally {
      closeSync(descriptor);
    }
    if (!PICTURE_SIGNATURES.some((matches) => matches(head))) {
      return [`${file}: ${label} ${name} is not a JPEG, PNG, WebP or AVIF picture: save it as one and upload it again`];
    }
    return [];
  });
}

/** Each collection's entries by its folder's name (`faq`, `testimonials`): the file names, without extension. */
function entryNames(root: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.values(contentKinds).flatMap((kind) => {
      if (!("folder" in kind)) return [];
      const pattern = entryFile(entryExtensions(kind));
      const names = folderFiles(root, kind.folder).filter((file) => pattern.test(nameOf(file))).map(entrySlug);
      return [[kind.folder.slice(kind.folder.lastIndexOf("/") + 1), names]];
    }),
  );
}

/** Every problem of the content files under `root`, one line each; none when the content can be published. */
export function contentProblems(root: string): string[] {
  const problems: string[] = [];
  const entries = entryNames(root);
  /** The single files read, by kind, for the checks across files. */
  const read = new Map<unknown, unknown>();
  for (const kind of Object.values(contentKinds) as (typeof contentKinds)[keyof typeof contentKinds][]) {
    if ("file" in kind) {
      const { problems: found, output } = checkFile(root, kind.file, kind.schema);
      problems.push(...found);
      read.set(kind, output);
      // What the schema cannot know: which fields the forms have (app/forms/rule-fields.ts).
      if (kind === contentKinds.leadRules && output) problems.push(...leadRuleProblems((output as LeadRules).rules).map((problem) => `${kind.file}: ${problem}`));
      continue;
    }
    const extensions = entryExtensions(kind);
    const pattern = entryFile(extensions);
    const orders = new Map<number, string>();
    const slugs = new Map<string, string>();
    for (const file of folderFiles(root, kind.folder)) {
      if (!pattern.test(nameOf(file))) {
        problems.push(`${file}: a ${kind.label} entry's file name may hold only lower-case letters, digits and hyphens, and ends in ${extensions.join(" or ")}`);
        continue;
      }
      // The file name is the entry's address: two files of one name (a.md, a.markdown) would be one page.
      const slug = entrySlug(file);
      const same = slugs.get(slug);
      if (same) {
        problems.push(`${file}: ${same} has the same name, ${slug}, and so the same address: rename one of them`);
        continue;
      }
      slugs.set(slug, file);
      if (kind === contentKinds.insights && slug === TAGS_SEGMENT) {
        problems.push(`${file}: an article may not be called "${TAGS_SEGMENT}": that address lists the articles by tag; rename the file`);
        continue;
      }
      // A server answers <folder>/index with the folder's own page (the list), never with such an entry's.
      if ("pagePath" in kind && slug === "index") {
        problems.push(`${file}: an entry with a page of its own may not be called "index": that address is the list's own page; rename the file`);
        continue;
      }
      const { problems: found, output } = checkFile(root, file, kind.schema);
      problems.push(...found);
      if (output !== undefined && "missingReferences" in kind) problems.push(...kind.missingReferences(output as never, entries).map((problem) => `${file}: ${problem}`));
      const order = (output as { order?: number } | undefined)?.order;
      if (order === undefined) continue;
      const other = orders.get(order);
      if (other) problems.push(`${file}: Order on the page ${order} is also ${other}'s: give each entry of ${kind.label} its own number`);
      else orders.set(order, file);
    }
  }
  const team = read.get(contentKinds.team) as Team | undefined;
  if (team) problems.push(...teamProblems(team, (read.get(contentKinds.leadRules) as LeadRules | undefined)?.rules).map((problem) => `${contentKinds.team.file}: ${problem}`));
  return problems;
}

export function contentReport(problems: readonly string[]): string {
  return `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was built or published:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`;
}

/** Checks the content when a build (or the dev server) starts, once. */
export function contentCheck(): Plugin {
  return {
    name: "content-check",
    buildStart() {
      if (this.environment.name !== "client") return;
      const problems = contentProblems(contentRoot(this.environment.config.root));
      if (problems.length) this.error(contentReport(problems));
    },
  };
}
