import { canonicalOf, pageEntries } from "~/content/pages";

/** The canonical form of a pathname: no trailing slash, aliases resolved (matching is case-insensitive, like the router's). */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const alias = pageEntries.find(([, page]) => page.aliasOf && page.path.toLowerCase() === trimmed.toLowerCase());
  return (alias && canonicalOf(alias[1])) ?? trimmed;
}
