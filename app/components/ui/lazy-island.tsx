import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { islandHydrated, islandMounted } from "~/lib/hydration-signal";

type Module<Props> = { default: ComponentType<Props> };

/** Commits with the island's own code, never before it: the page's hydration signal waits for it. */
function Hydrated({ id }: { readonly id: symbol }) {
  useEffect(() => islandHydrated(id), [id]);
  return null;
}

/**
 * A part of a page whose code loads on its own: the prerendered HTML shows (and, for a form, works)
 * at once, the rest of the page hydrates without waiting for it, and the part hydrates when its code
 * arrives. The download starts when the route module runs. `clientMiddleware`, exported by the route,
 * makes client navigations wait for it, so the page never renders without its part. (A clientLoader
 * would replace the prerendered page with a fallback.)
 *
 * A download that fails (a flaky network, or a release that replaced the file) never reaches the error
 * page: the part the visitor landed on stays prerendered HTML (a form still posts natively), the next
 * navigation to the page tries again, and if that fails too the browser loads the page as a document.
 */
export function lazyIsland<Props extends object = Record<string, never>>(importer: () => Promise<Module<Props>>) {
  let pending: Promise<Module<Props>> | undefined;
  const load = () =>
    (pending ??= importer().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  let stuck = false;
  // A failed download leaves the boundary as the prerendered HTML: the promise stays pending, not rejected.
  const attempt = () =>
    lazy(() =>
      load().catch(() => {
        stuck = true;
        return new Promise<never>(() => undefined);
      }),
    );
  let Lazy = attempt();
  void load().catch(() => undefined);

  function Island(props: Props) {
    const [id] = useState(() => Symbol("island"));
    useEffect(() => islandMounted(id), [id]);
    return (
      <Suspense>
        <Lazy {...props} />
        <Hydrated id={id} />
      </Suspense>
    );
  }
  const clientMiddleware = [
    async ({ request }: { request: Request }, next: () => Promise<unknown>) => {
      try {
        await load();
      } catch {
        // As the router does with a route module it cannot load, but landing where the visitor was going.
        window.location.assign(request.url);
        return new Promise(() => undefined);
      }
      if (stuck) {
        stuck = false;
        Lazy = attempt();
      }
      return next();
    },
  ];
  return { Island, clientMiddleware };
}
