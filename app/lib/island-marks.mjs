// Plain JavaScript: the page's inline script, the forms' islands, the build and its checks read these names. A form
// island's container carries them; never the form's own markup, which React hydrates and must find as it rendered it.

/** The container of a form island, marked with the island's name (app/forms/form-island.tsx). */
export const ISLAND_ATTRIBUTE = "data-island";
/** The island's module, written on its container by the build (pipeline/stages/island-scripts.ts). */
export const ISLAND_SCRIPT_ATTRIBUTE = "data-island-script";
/**
 * Every other module of the island's graph, the validator its first check loads included, space-separated, in the
 * build's order (pipeline/stages/island-scripts.ts): the page's script asks for all of them at once with the island's
 * module, so the code arrives in one round trip instead of one per level of imports (decision 037).
 */
export const ISLAND_PRELOAD_ATTRIBUTE = "data-island-preload";
/** The session-storage key of the form's draft: a page with a draft to restore loads its island once it is idle. */
export const ISLAND_DRAFT_ATTRIBUTE = "data-island-draft";
/** A send the visitor made before the island was ready, held by the page's script until the island sends it. */
export const ISLAND_HELD_ATTRIBUTE = "data-island-held";
/** The island has hydrated and taken in what the visitor did before it. */
export const ISLAND_READY_ATTRIBUTE = "data-hydrated";
/** How long a held send waits for its island before it goes out as the form's native post, as without JavaScript. */
export const HELD_SEND_FALLBACK_MS = 8_000;
