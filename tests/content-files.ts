import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inOrder } from "~/content/collection";
import { contentKinds, type Question } from "~/content/schema/kinds";

/**
 * A collection's entries as the site shows them, read from `content/` (the browser suites run in Node, where the
 * bundler's folder import does not exist).
 */
function collection<Entry extends { readonly order: number }>(folder: string): Entry[] {
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".json")) : [];
  return inOrder(Object.fromEntries(files.map((name) => [name, JSON.parse(readFileSync(join(folder, name), "utf8")) as Entry])));
}

export const shownQuestions = () => collection<Question>(contentKinds.questions.folder);
