/**
 * A tab left open across a release: the page's code is the old release's, whose chunks are gone from the server.
 * When a click on a link needs one of them, React Router reloads the page the visitor is on, and the click is
 * lost. The client remembers the link being followed until the router lands; if the page unloads first, it hands
 * the target to the reloaded document in `window.name` (the tab's own name: not storage, gone with the tab), whose
 * first script goes on to the target, every page being prerendered (interrupted-navigation-resume.ts).
 */
import { HANDOVER_PREFIX, type Handover } from "~/lib/interrupted-navigation-handover";

let following: Omit<Handover, "name"> | null = null;

/**
 * `beforeunload`, not `pagehide`: Chromium keeps no change to `window.name` made in the pagehide of a page the
 * router reloads. It is listened to only while a link is followed, as the listener keeps a page out of
 * Firefox's back-forward cache.
 */
function handOver() {
  // The tab's name as it is when the page goes (its landing log), for the next document to give back.
  if (following) window.name = HANDOVER_PREFIX + JSON.stringify({ ...following, name: window.name } satisfies Handover);
}

/** The same-site link a click follows inside the page, or null for one the browser handles itself. */
function followedLink(event: MouseEvent): string | null {
  if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  return url.origin === location.origin ? url.pathname + url.search + url.hash : null;
}

function onClick(event: MouseEvent) {
  const to = followedLink(event);
  if (!to) return;
  following = { from: location.href, to };
  window.addEventListener("beforeunload", handOver);
}

/** Watches clicks on the site's own links (in the capture phase: before the router handles them). Returns the cleanup. */
export function watchInterruptedNavigation(): () => void {
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}

/** The router landed (or the visitor went elsewhere in the page): nothing is being followed any more. */
export function navigationLanded() {
  following = null;
  window.removeEventListener("beforeunload", handOver);
}
