import type { Element, Root } from "hast";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { parse as parseYaml, YAMLParseError } from "yaml";
import { markdownLimitProblem } from "../../content/schema/markdown-limits.ts";

// The agency's Markdown (an article's body, a case study's story), rendered once, at build time, into a tree of
// elements that the pages draw with React (app/components/ui/markdown-body.tsx) and the feed prints as HTML. The
// raw HTML a file may hold is parsed and then sanitised by GitHub's rules (rehype-sanitize's default): no script
// element, no `on…` attribute, no `javascript:` address survives.

const toTree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).use(rehypeSanitize);

const HEADING = /^h([1-6])$/;

function elements(node: Root | Element, visit: (element: Element) => void) {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    visit(child);
    elements(child, visit);
  }
}

/**
 * The texts rendered last, by their source: the build reads each body several times (the content check and the
 * pictures look for the pictures it shows, the pages draw it) and renders it once. One for the process, as the build
 * loads its configuration, and so this module, more than once. Bounded, for the editor's preview, which renders the
 * text at every change.
 */
const RENDERED = Symbol.for("agency-website.rendered-markdown");
const rendered: Map<string, Root> = ((globalThis as { [RENDERED]?: Map<string, Root> })[RENDERED] ??= new Map());
const REMEMBERED = 64;

/**
 * The Markdown as a sanitised tree, shared by every caller (never changed by one). The page's title is its one `h1`:
 * a body that uses the first heading level has every heading moved one level down, so the outline stays whole. A
 * text over the size or depth limits (app/content/schema/markdown-limits.ts) is refused before it is parsed.
 */
export function renderMarkdown(markdown: string): Root {
  const known = rendered.get(markdown);
  if (known) return known;
  const problem = markdownLimitProblem(markdown);
  if (problem) throw new Error(`The text ${problem}`);
  const tree = toTree.runSync(toTree.parse(markdown)) as Root;
  let top = 6;
  elements(tree, (element) => {
    const level = HEADING.exec(element.tagName)?.[1];
    if (level) top = Math.min(top, Number(level));
  });
  if (top === 1) {
    elements(tree, (element) => {
      const level = HEADING.exec(element.tagName)?.[1];
      if (level) element.tagName = `h${Math.min(Number(level) + 1, 6)}`;
    });
  }
  if (rendered.size >= REMEMBERED) rendered.delete(rendered.keys().next().value!);
  rendered.set(markdown, tree);
  return tree;
}

/** The pictures a rendered tree shows: their addresses and what they show, in order. */
export function picturesOf(tree: Root): { src: string; alt: string }[] {
  const found: { src: string; alt: string }[] = [];
  elements(tree, (element) => {
    if (element.tagName === "img") found.push({ src: String(element.properties.src ?? ""), alt: String(element.properties.alt ?? "") });
  });
  return found;
}

/** The words of a tree, for a summary where the page has none. */
export function textOf(tree: Root | Element): string {
  return tree.children.map((child) => (child.type === "text" ? child.value : child.type === "element" ? textOf(child) : "")).join("");
}

/**
 * The front matter as remark-frontmatter reads it: a first line of three hyphens, the YAML, and a line of three
 * hyphens. Matched alone, not by parsing the file: the body is measured (markdown-limits.ts) before anything parses it.
 */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** A Markdown file split into its front matter (YAML between `---` lines, at the top) and its body. */
export function splitFrontMatter(source: string): { data: unknown; body: string } | { error: string } {
  const found = FRONT_MATTER.exec(source);
  if (!found) return { error: "it has no front matter: the file must start with a line of three hyphens (---), its fields, and another such line" };
  try {
    // YAML 1.2, as the editor writes it: a date stays the text it was written as.
    const data: unknown = parseYaml(found[1] ?? "") ?? {};
    return { data, body: source.slice(found[0].length) };
  } catch (error) {
    const why = error instanceof YAMLParseError ? error.message.split("\n")[0] : String(error);
    return { error: `its front matter is not valid YAML (${why}): check the colons, quotes and indentation` };
  }
}
