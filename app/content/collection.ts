/**
 * The entries of a content folder (`virtual:content`'s, by file name), in their order on the page. Every file has
 * passed its schema before the build got here (pipeline/content-check.ts).
 */
export function inOrder<Entry extends { readonly order: number }>(files: Readonly<Record<string, Entry>>): Entry[] {
  return Object.values(files).sort((a, b) => a.order - b.order);
}

/** The same, each entry with its file's name (without `.json`) as `id`, which the page uses as its anchor. */
export function inOrderWithIds<Entry extends { readonly order: number }>(files: Readonly<Record<string, Entry>>): (Entry & { readonly id: string })[] {
  return Object.entries(files)
    .map(([id, entry]) => ({ ...entry, id }))
    .sort((a, b) => a.order - b.order);
}
