/**
 * The forms that hydrate on their own (decision 024): each island's name, as a page marks it (`data-island`), and its
 * entry module, built beside React Router's client entries (pipeline/islands.ts) and loaded only by pages holding it.
 */
export const ISLANDS = {
  contact: "app/islands/contact-form.tsx",
  apply: "app/islands/apply-form.tsx",
} as const;

export type IslandName = keyof typeof ISLANDS;
