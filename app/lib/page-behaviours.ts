import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import { attachMenuFallback } from "~/components/menu-fallback";
import { BACKDROP_DEGREES_PER_PIXEL } from "~/content/motion";

export interface PageBehaviourSettings {
  /** The backdrop's turn per pixel scrolled. */
  readonly degreesPerPixel: number;
  /** The brand face's file (Latin glyphs; others fall through to the next face in the stack). */
  readonly fontUrl: string;
}

/**
 * Everything a page does in the browser besides its form, with no framework: every page is a plain document
 * (decision 024). Stringified into one inline script at the end of <body> (so it uses only its arguments and the
 * page's globals), hashed into the policy like the head's scripts; the dev server, which renders with React, calls
 * it once after mounting. Listeners sit on the document, so parts rendered later (in dev) behave the same.
 */
export function runPageBehaviours(settings: PageBehaviourSettings, menuFallback: typeof attachMenuFallback) {
  const root = document.documentElement;
  let cameFromSite = false;
  try {
    cameFromSite = new URL(document.referrer).origin === location.origin;
  } catch {
    // No referrer: the visitor landed here.
  }

  // The backdrop turns as the page scrolls, one transform per frame; still under reduced motion.
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  const turn = () => {
    frame = 0;
    const art = document.querySelector<HTMLElement>(".backdrop-art");
    if (art) art.style.transform = reduceMotion.matches ? "" : `rotate(${window.scrollY * settings.degreesPerPixel}deg)`;
  };
  // Nothing is read at load: reading the scroll position there would force a layout before the first paint. A page
  // opened scrolled (a reload, the back button) gets a scroll event as the browser restores its position.
  window.addEventListener("scroll", () => (frame ||= requestAnimationFrame(turn)), { passive: true });
  reduceMotion.addEventListener("change", turn);

  // The tooltip shows on hover and focus by CSS; Escape hides it until the pointer or focus leaves (WCAG 1.4.13).
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const anchor of document.querySelectorAll<HTMLElement>(".tooltip-anchor")) anchor.dataset.dismissed = "true";
  });
  const leave = (event: MouseEvent | FocusEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest<HTMLElement>(".tooltip-anchor") : null;
    if (anchor && !(event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget))) delete anchor.dataset.dismissed;
  };
  document.addEventListener("mouseout", leave);
  document.addEventListener("focusout", leave);

  // The menu where the browser has no popover (Safari 16).
  const nav = document.querySelector<HTMLElement>(".site-nav");
  const button = nav?.querySelector<HTMLButtonElement>(".menu-button");
  const list = nav?.querySelector<HTMLElement>("#site-menu");
  if (typeof HTMLElement.prototype.showPopover !== "function" && nav && button && list) menuFallback(nav, button, list);

  // Between pages of the site, engines with cross-document view transitions fade by CSS (@view-transition); the
  // others fade the new page's content in. Reduced motion turns both off in CSS.
  if (cameFromSite && typeof CSSViewTransitionRule === "undefined") document.getElementById("main")?.classList.add("page-fade");

  // Once the page is up: loaded, and its first contentful paint recorded. A request started before that competes
  // with the paint on a slow phone, and Lighthouse counts it into the page's LCP (two frames after load were not
  // enough: a paint is recorded when it is presented). A second at most where paint timing is missing (Safari
  // before 14.1) or the page never paints (a tab opened in the background).
  const whenUp = (run: () => void) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      setTimeout(run);
    };
    const observe = () => {
      try {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
          observer.disconnect();
          start();
        }).observe({ type: "paint", buffered: true });
      } catch {
        // No paint timing: the timer below.
      }
      setTimeout(start, 1000);
    };
    if (document.readyState === "complete") observe();
    else window.addEventListener("load", observe, { once: true });
  };

  // The brand face: on the page the visitor landed on it is only prefetched once the page is up (into the cache,
  // undecoded: no work for this page; swapped in, its slightly different widths would move the page they are
  // reading). From the next page on, the file is cached and used at once; `optional` keeps the fallback for the
  // page's life if it is not there in time, so nothing moves.
  if (cameFromSite) document.fonts.add(new FontFace("Manrope", `url(${settings.fontUrl})`, { weight: "200 800", display: "optional" }));
  else whenUp(() => document.head.append(Object.assign(document.createElement("link"), { rel: "prefetch", as: "font", type: "font/woff2", crossOrigin: "anonymous", href: settings.fontUrl })));

  // The web app manifest: Chromium fetches a linked one before its first paint.
  whenUp(() => document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: "/site.webmanifest" })));

  // For automated checks (the test suites, monitoring): `complete` once every form on the page has hydrated
  // (app/islands/hydrate-island.tsx), `shell` until then.
  root.dataset.hydration = document.querySelector("[data-island]") ? "shell" : "complete";
}

const settings: PageBehaviourSettings = { degreesPerPixel: BACKDROP_DEGREES_PER_PIXEL, fontUrl: manropeLatin };

/** The inline script itself. */
export const pageBehavioursScript = `(${runPageBehaviours})(${JSON.stringify(settings)},${attachMenuFallback})`;

/** The dev server's pages are rendered by React, with no inline scripts: they run the same code once. */
export const runPageBehavioursInDev = () => runPageBehaviours(settings, attachMenuFallback);
