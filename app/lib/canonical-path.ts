/** Paths that show another page's content, mapped to the page they belong to. */
const aliases: Record<string, string> = { "/web": "/" };

/** The canonical form of a pathname: no trailing slash, aliases resolved (matching is case-insensitive, like the router's). */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return aliases[trimmed.toLowerCase()] ?? trimmed;
}
