import { lazy, Suspense, type ComponentType } from "react";

/**
 * A part of a page whose code loads on its own: the prerendered HTML shows (and, for a form, works)
 * at once, the rest of the page hydrates without waiting for it, and the part hydrates when its code
 * arrives. The download starts when the route module runs. `clientMiddleware`, exported by the route,
 * makes client navigations wait for it, so the page never renders without its part. (A clientLoader
 * would replace the prerendered page with a fallback.)
 */
export function lazyIsland<Props extends object = Record<string, never>>(importer: () => Promise<{ default: ComponentType<Props> }>) {
  const pending = importer();
  const Lazy = lazy(() => pending);
  function Island(props: Props) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  const clientMiddleware = [
    async (_: unknown, next: () => Promise<unknown>) => {
      await pending;
      return next();
    },
  ];
  return { Island, clientMiddleware };
}
