import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import { attachMenuFallback } from "~/lib/menu-fallback";
import { BACKDROP_DEGREES_PER_PIXEL } from "~/content/motion";
import {
  HELD_SEND_FALLBACK_MS,
  ISLAND_ATTRIBUTE,
  ISLAND_DRAFT_ATTRIBUTE,
  ISLAND_HELD_ATTRIBUTE,
  ISLAND_PRELOAD_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  ISLAND_SCRIPT_ATTRIBUTE,
} from "~/lib/island-marks.mjs";

export interface PageBehaviourSettings {
  /** The backdrop's turn per pixel scrolled. */
  readonly degreesPerPixel: number;
  /** The brand face's file (Latin glyphs; others fall through to the next face in the stack). */
  readonly fontUrl: string;
  /** The marks on a form island's container (app/lib/island-marks.mjs), and how long a held send waits. */
  readonly islands: {
    readonly island: string;
    readonly script: string;
    readonly preload: string;
    readonly draft: string;
    readonly held: string;
    readonly ready: string;
    readonly fallbackMs: number;
  };
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

  // What only a visitor who stays needs waits for their first scroll, tap or key: a visitor who leaves at once pays
  // no byte and no work for it, and the page's load does nothing but show it (a request after the load still costs
  // the phone's main thread, and one before the first paint competes with it).
  const onFirstInteraction = (run: () => void) => {
    const events = ["scroll", "pointerdown", "touchstart", "keydown"];
    const first = () => {
      for (const type of events) window.removeEventListener(type, first, true);
      // Out of the event's own task, so the tap or the scroll it answers is never kept waiting.
      setTimeout(run);
    };
    for (const type of events) window.addEventListener(type, first, { capture: true, passive: true });
  };
  const linkInHead = (attributes: Partial<HTMLLinkElement>) => document.head.append(Object.assign(document.createElement("link"), attributes));

  // The brand face: on the page the visitor landed on it is only prefetched (into the cache, undecoded: swapped in,
  // its slightly different widths would move the page they are reading). From the next page on, the file is cached
  // and used at once; `optional` keeps the fallback for the page's life if it is not there in time, so nothing moves.
  // The web app manifest: Chromium fetches a linked one before its first paint.
  if (cameFromSite) document.fonts.add(new FontFace("Manrope", `url(${settings.fontUrl})`, { weight: "200 800", display: "optional" }));
  onFirstInteraction(() => {
    if (!cameFromSite) linkInHead({ rel: "prefetch", as: "font", type: "font/woff2", crossOrigin: "anonymous", href: settings.fontUrl });
    linkInHead({ rel: "manifest", href: "/site.webmanifest" });
  });

  // A form's code loads when the visitor reaches for it (decision 034): their first focus, tap, key, typing or
  // autofill in it, or, once they have scrolled, the form coming within a screen of the view; at once (when the page
  // is idle) where a draft waits to be restored. One import per island, started once. A send before the island is
  // ready is held here and sent by the island; if the island does not come, it goes as the form's native post. The
  // island's whole graph is asked for with its module (decision 037): one round trip, not one per level of imports.
  const marks = settings.islands;
  const islands = [...document.querySelectorAll<HTMLElement>(`[${marks.script}]`)];
  const loaders = new Map<HTMLElement, () => void>();
  for (const island of islands) {
    let started = false;
    let failed = false;
    let posted = false;
    const form = island.querySelector("form");
    // The held send, as without JavaScript; only once, and never after the island took it.
    const postNatively = () => {
      if (!island.hasAttribute(marks.held)) return;
      island.removeAttribute(marks.held);
      island.removeAttribute("aria-busy");
      posted = true;
      if (form) HTMLFormElement.prototype.submit.call(form);
    };
    const load = () => {
      if (started) return;
      started = true;
      for (const href of island.getAttribute(marks.preload)?.split(" ") ?? []) linkInHead({ rel: "modulepreload", href });
      import(/* @vite-ignore */ island.getAttribute(marks.script) ?? "").catch(() => {
        failed = true;
        postNatively();
      });
    };
    loaders.set(island, load);
    for (const type of ["focusin", "pointerdown", "touchstart", "keydown", "input", "change"]) island.addEventListener(type, load, { capture: true, passive: true });
    island.addEventListener(
      "submit",
      (event) => {
        if (island.hasAttribute(marks.ready)) return;
        // Before the island is ready (React may be hydrating it): the page keeps the send, and no one else sees it.
        event.preventDefault();
        event.stopImmediatePropagation();
        // A second tap: the first send is held, or already on its way as the native post.
        if (island.hasAttribute(marks.held) || posted) return;
        island.setAttribute(marks.held, "");
        island.setAttribute("aria-busy", "true");
        load();
        if (failed) postNatively();
        else setTimeout(postNatively, marks.fallbackMs);
      },
      { capture: true },
    );
    let draft = false;
    try {
      draft = Boolean(window.sessionStorage.getItem(island.getAttribute(marks.draft) ?? ""));
    } catch {
      // Storage refused: no draft to restore.
    }
    if (draft) {
      if (typeof requestIdleCallback === "function") requestIdleCallback(load, { timeout: 1000 });
      else setTimeout(load, 100);
    }
  }
  // Nearby once the visitor scrolls themselves (a wheel, a swipe, a key, a drag), never by a restored position.
  let moved = false;
  const move = () => (moved = true);
  for (const type of ["wheel", "touchmove", "keydown", "pointerdown"]) window.addEventListener(type, move, { capture: true, passive: true, once: true });
  const scrolled = () => {
    if (!moved) return;
    window.removeEventListener("scroll", scrolled);
    if (typeof IntersectionObserver !== "function") {
      for (const load of loaders.values()) load();
      return;
    }
    const nearby = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          nearby.unobserve(entry.target);
          loaders.get(entry.target as HTMLElement)?.();
        }
      },
      { rootMargin: "100% 0px" },
    );
    for (const island of islands) nearby.observe(island);
  };
  if (islands.length) window.addEventListener("scroll", scrolled, { passive: true });

  // For automated checks (the test suites, monitoring): `complete` once every form on the page has hydrated
  // (app/forms/form-island.tsx), `shell` until then.
  root.dataset.hydration = document.querySelector(`[${marks.island}]`) ? "shell" : "complete";
}

/** The islands' marks, as the script reads them (it is a string in the page: it takes them as an argument). */
export const islandMarks: PageBehaviourSettings["islands"] = {
  island: ISLAND_ATTRIBUTE,
  script: ISLAND_SCRIPT_ATTRIBUTE,
  preload: ISLAND_PRELOAD_ATTRIBUTE,
  draft: ISLAND_DRAFT_ATTRIBUTE,
  held: ISLAND_HELD_ATTRIBUTE,
  ready: ISLAND_READY_ATTRIBUTE,
  fallbackMs: HELD_SEND_FALLBACK_MS,
};

const settings: PageBehaviourSettings = { degreesPerPixel: BACKDROP_DEGREES_PER_PIXEL, fontUrl: manropeLatin, islands: islandMarks };

/** The inline script itself. */
export const pageBehavioursScript = `(${runPageBehaviours})(${JSON.stringify(settings)},${attachMenuFallback})`;

/** The dev server's pages are rendered by React, with no inline scripts: they run the same code once. */
export const runPageBehavioursInDev = () => runPageBehaviours(settings, attachMenuFallback);
