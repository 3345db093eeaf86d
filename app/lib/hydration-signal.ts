/**
 * `<html data-hydration>` says how far React has taken over the prerendered page: `shell` once the layout and
 * the page have committed (a link click is the router's), `complete` once every part whose code loads on its
 * own (lazy islands, such as the forms) has too (a key press reaches the form's state). It is set in effects,
 * after the commit, because React tags DOM nodes with its fibers while it is still rendering, before a
 * hydrating part can handle an event. Automated checks (the test suites, a monitoring script) wait on it;
 * nothing a visitor sees depends on it.
 */
let shellCommitted = false;
const mounted = new Set<symbol>();
const committed = new Set<symbol>();

function show() {
  if (!shellCommitted) return;
  const complete = [...mounted].every((island) => committed.has(island));
  document.documentElement.dataset.hydration = complete ? "complete" : "shell";
}

export function shellHydrated() {
  shellCommitted = true;
  show();
}

/** An island is on the page; the page is not hydrated until the island is. Returns the cleanup. */
export function islandMounted(island: symbol) {
  mounted.add(island);
  show();
  return () => {
    mounted.delete(island);
    committed.delete(island);
    show();
  };
}

/** The island's own code has hydrated and committed. Returns the cleanup. */
export function islandHydrated(island: symbol) {
  committed.add(island);
  show();
  return () => {
    committed.delete(island);
    show();
  };
}
