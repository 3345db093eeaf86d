import { useSyncExternalStore } from "react";
import { ScrollRestoration } from "react-router";

const noSubscription = () => () => {};

/**
 * React Router's scroll restoration, mounted once the page has hydrated. Prerendered, it would also emit an
 * inline script that, where storage is blocked (Android WebViews with DOM storage off, strict privacy
 * settings), logs the SecurityError and then throws it again from its own catch block, on every page load.
 * Without that script a reload or a return to a page is restored by the browser itself, which the router
 * allows again when the page is hidden; navigations inside the site are restored by the router as before.
 */
export function ClientScrollRestoration() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <ScrollRestoration /> : null;
}
