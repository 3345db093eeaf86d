import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { RotatingBackground } from "~/components/rotating-background";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { site } from "~/content/site";
import { noteLanding } from "~/lib/attribution/landing-log";
import { shellHydrated } from "~/lib/hydration-signal";
import { prepareBrandFont, applyBrandFont } from "~/lib/brand-font";
import { navigationLanded, watchInterruptedNavigation } from "~/lib/interrupted-navigation";
import { linkManifest } from "~/lib/manifest-link";
import { handleSkippedViewTransitions } from "~/lib/skipped-view-transitions";

/**
 * Where the browser has no View Transitions (Safari before 18, older Firefox), fades the new page's content in
 * with CSS instead (`.page-fade`), so every visitor sees the same 300 ms change; reduced motion turns it off there.
 */
function fadeInWithoutViewTransitions() {
  if (typeof document.startViewTransition === "function") return;
  const main = document.getElementById("main");
  if (!main) return;
  main.classList.remove("page-fade");
  // A reflow between removing and adding the class starts the animation again.
  void main.offsetWidth;
  main.classList.add("page-fade");
}

/**
 * Moves focus to the new page's heading, so screen readers announce it, or to the heading of the section a link
 * pointed at (/services#influencers, #what-we-do). Without scrolling: the router or the browser has already put
 * the page where it belongs.
 */
function focusLandingHeading(hash: string, samePage: boolean) {
  const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  const target = section?.querySelector<HTMLElement>("h2[tabindex]") ?? (samePage ? null : document.querySelector<HTMLElement>("main h1"));
  target?.focus({ preventScroll: true });
}

/**
 * What follows every client-side navigation (not the first load): the brand face on the new content, the fade
 * where View Transitions are missing, and focus on the new heading.
 */
function useAfterClientNavigation() {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const landed = previous.current === null;
    const samePage = previous.current === pathname;
    previous.current = pathname;
    if (landed) return;
    applyBrandFont();
    if (!samePage) fadeInWithoutViewTransitions();
    focusLandingHeading(hash, samePage);
  }, [pathname, hash]);
}

/**
 * Notes each page the router shows (first, and later ones with a query) for the forms' attribution. A prerendered
 * page has already noted itself, inline, before it was shown; the dev server's pages are noted here first.
 */
function useLandingLog() {
  const { pathname, search } = useLocation();
  useEffect(() => noteLanding(), [pathname, search]);
}

/** Hands a followed link over to the next document if the page unloads before the router lands on it. */
function useInterruptedNavigationHandover() {
  const { key } = useLocation();
  useEffect(() => watchInterruptedNavigation(), []);
  useEffect(() => navigationLanded(), [key]);
}

export function SiteShell({ children }: { readonly children: ReactNode }) {
  useAfterClientNavigation();
  useLandingLog();
  useInterruptedNavigationHandover();
  useEffect(() => {
    prepareBrandFont();
    linkManifest();
    handleSkippedViewTransitions();
    shellHydrated();
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {site.skipLink}
      </a>
      <RotatingBackground />
      <SiteHeader />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
