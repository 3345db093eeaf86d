import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import type { Plugin } from "vite";
import { contentKinds } from "../app/content/schema/kinds.ts";

// The first stage of every build: each file in `content/` against its kind's schema (app/content/schema/kinds.ts).
// A problem stops the build before anything is written, with one line per problem that names the file, the field
// and what to do, in words the agency's staff understand.

/** A collection entry's file name becomes its address in the editor: lower case, digits and hyphens. */
const ENTRY_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.json$/;

function position(issue: v.BaseIssue<unknown>): string {
  const items = (issue.path ?? []).filter((item) => item.type === "array").map((item) => `entry ${Number(item.key) + 1}`);
  return items.length ? ` (${items.join(", ")})` : "";
}

function checkFile(root: string, file: string, schema: v.GenericSchema): { problems: string[]; output?: unknown } {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(root, file), "utf8"));
  } catch (error) {
    const why = error instanceof SyntaxError ? `it is not valid JSON (${error.message}): check the commas and quotes` : "it cannot be read";
    return { problems: [`${file}: ${why}`] };
  }
  // One message per field: the first rule it breaks.
  const result = v.safeParse(schema, data, { abortPipeEarly: true });
  if (result.success) return { problems: [], output: result.output };
  return { problems: result.issues.map((issue) => `${file}${position(issue)}: ${issue.message}`) };
}

/** Every problem of the content files under `root`, one line each; none when the content can be published. */
export function contentProblems(root: string): string[] {
  const problems: string[] = [];
  for (const kind of Object.values(contentKinds)) {
    if ("file" in kind) {
      problems.push(...checkFile(root, kind.file, kind.schema).problems);
      continue;
    }
    const folder = join(root, kind.folder);
    const names = existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith(".")).sort() : [];
    const orders = new Map<number, string>();
    for (const name of names) {
      const file = `${kind.folder}/${name}`;
      if (!ENTRY_FILE.test(name)) {
        problems.push(`${file}: a ${kind.label} entry's file name may hold only lower-case letters, digits and hyphens, and ends in .json`);
        continue;
      }
      const { problems: found, output } = checkFile(root, file, kind.schema);
      problems.push(...found);
      const order = (output as { order?: number } | undefined)?.order;
      if (order === undefined) continue;
      const other = orders.get(order);
      if (other) problems.push(`${file}: Order on the page ${order} is also ${other}'s: give each entry of ${kind.label} its own number`);
      else orders.set(order, file);
    }
  }
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
      const problems = contentProblems(this.environment.config.root);
      if (problems.length) this.error(contentReport(problems));
    },
  };
}
