export interface TextPart {
  readonly text: string;
  readonly term: boolean;
}

/** Splits text so that each occurrence of a term (any case) stands alone, for emphasis. */
export function splitOnTerms(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0) return [{ text, term: false }];
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(${escaped.join("|")})`, "gi");
  return text
    .split(pattern)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, term: terms.some((term) => term.toLowerCase() === part.toLowerCase()) }));
}
