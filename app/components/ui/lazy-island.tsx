import { lazy, Suspense, type ComponentType } from "react";

/**
 * A part of a page whose code loads on its own: the prerendered HTML shows (and, for a form, works)
 * at once, the rest of the page hydrates without waiting for it, and the part hydrates when its code
 * arrives. `load` starts that download; a route's clientLoader awaits it so that client navigations
 * never render the page without it.
 */
export function lazyIsland(importer: () => Promise<{ default: ComponentType }>) {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const load = () => (pending ??= importer());
  const Lazy = lazy(load);
  function Island() {
    return (
      <Suspense>
        <Lazy />
      </Suspense>
    );
  }
  return { Island, load };
}
