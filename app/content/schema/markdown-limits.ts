// What a Markdown text of the agency's (an article's body, a case study's story) may be, checked before anything
// renders it: rendering is the build's costliest work per character, and a text nested thousands of levels deep
// exhausts the renderer's stack. The parser's time grows faster than the text in some shapes (a paragraph of thousands
// of links, a list of thousands of items): the size bounds it to seconds. A long read of 4,000 words is about
// 25,000 characters; real texts nest a few levels.

/** The most characters a Markdown text may have: about 8,000 words. */
export const MARKDOWN_MAX_CHARACTERS = 50_000;

/** The deepest a Markdown text may nest quotes in quotes, lists in lists, HTML elements or brackets. */
export const MARKDOWN_MAX_DEPTH = 16;

/** HTML elements that hold nothing, and those whose end a browser infers, which raise no nesting. */
const NOT_NESTING = new Set(["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "p", "li", "dt", "dd", "tr", "td", "th", "option"]);
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const QUOTES = /^[ \t]*(?:>[ \t]?)+/;
const LIST_ITEM = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^<>]*?(\/?)>/g;

interface Nesting {
  readonly depth: number;
  /** Where it is deepest: the line, from 1. */
  readonly line: number;
  readonly what: string;
}

/**
 * How deep the text nests, by a scan of its lines that never recurses (so a text of any depth is measured): quotes
 * and list items by their markers and indentation, HTML elements by their tags, brackets one in another. Fenced
 * code is left out: its characters are shown, not read.
 */
export function markdownNesting(text: string): Nesting {
  let deepest: Nesting = { depth: 0, line: 1, what: "" };
  let fence = "";
  let elements = 0;
  let brackets = 0;
  const seen = (depth: number, line: number, what: string) => {
    if (depth > deepest.depth) deepest = { depth, line, what };
  };
  text.split("\n").forEach((raw, index) => {
    const line = index + 1;
    const marker = FENCE.exec(raw)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = "";
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    const quotes = (QUOTES.exec(raw)?.[0].match(/>/g) ?? []).length;
    const rest = raw.slice(QUOTES.exec(raw)?.[0].length ?? 0);
    const indent = LIST_ITEM.exec(rest)?.[1]?.replace(/\t/g, "    ").length;
    seen(quotes + (indent === undefined ? 0 : Math.floor(indent / 2) + 1), line, "quotes and lists");
    for (const [, closing, name = "", selfClosing] of rest.matchAll(TAG)) {
      if (NOT_NESTING.has(name.toLowerCase()) || selfClosing) continue;
      elements = Math.max(0, elements + (closing ? -1 : 1));
      seen(elements, line, "HTML elements");
    }
    for (let at = 0; at < rest.length; at++) {
      const character = rest[at];
      if (character === "\\") at++;
      else if (character === "[") seen(++brackets, line, "brackets");
      else if (character === "]") brackets = Math.max(0, brackets - 1);
    }
  });
  return deepest;
}

/** What is wrong with a Markdown text's size or depth, in words the agency's staff can act on; nothing when it may be rendered. */
export function markdownLimitProblem(text: string): string | undefined {
  if (text.length > MARKDOWN_MAX_CHARACTERS) {
    return `is ${text.length.toLocaleString("en-US")} characters long, over the limit of ${MARKDOWN_MAX_CHARACTERS.toLocaleString("en-US")}: split it into parts`;
  }
  const { depth, line, what } = markdownNesting(text);
  if (depth > MARKDOWN_MAX_DEPTH) return `nests ${what} ${depth.toLocaleString("en-US")} levels deep at line ${line}, over the limit of ${MARKDOWN_MAX_DEPTH}: flatten it`;
  return undefined;
}
