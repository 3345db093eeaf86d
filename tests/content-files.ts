import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inOrder, inOrderWithIds } from "~/content/collection";
import { contentKinds, type HomePage, type Question, type Service } from "~/content/schema/kinds";

/**
 * The content as the site shows it, read from `content/`: the browser suites run in Node, where the bundler's folder
 * imports and content parts (pipeline/content-parts.ts) do not exist.
 */
function files<Entry>(folder: string): Record<string, Entry> {
  const names = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".json")) : [];
  return Object.fromEntries(names.map((name) => [name, JSON.parse(readFileSync(join(folder, name), "utf8")) as Entry]));
}

/** A collection's entries, in their order on the page. */
const collection = <Entry extends { readonly order: number }>(folder: string): Entry[] => inOrder(files<Entry>(folder));

export const shownQuestions = () => collection<Question>(contentKinds.questions.folder);

/** The services, each with the anchor of its section on /services. */
export const shownServices = () => inOrderWithIds(files<Service>(contentKinds.services.folder));

/** The home page's words. */
export const homePageText = () => JSON.parse(readFileSync(contentKinds.home.file, "utf8")) as HomePage;
