// Plain JavaScript: read by the content schemas, the build's feed and the build's checks, which run in Node without
// TypeScript.

/**
 * A character no text of the site may hold: what an XML document (the feed) cannot carry at all, and a page shows
 * as nothing or as a box. The C0 control characters but tab, line feed and carriage return (a vertical tab or a
 * form feed pasted from a word processor, a NUL), a lone half of a surrogate pair, U+FFFE and U+FFFF.
 */
export const UNREADABLE_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * Where the first such character of `text` is, in words the agency's staff can act on, or nothing when it has none.
 * @param {string} text
 */
export function unreadableCharacter(text) {
  const found = UNREADABLE_CHARACTER.exec(text);
  if (!found) return undefined;
  const code = (found[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
  const before = text.slice(Math.max(0, found.index - 30), found.index).replace(/\s+/g, " ").trimStart();
  const where = before ? `just after "${before}"` : "at its start";
  return `an invisible control character (U+${code}) ${where}, often pasted from a word processor: delete it, or retype the words around it`;
}
