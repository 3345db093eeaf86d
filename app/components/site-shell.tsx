import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { RotatingBackground } from "~/components/rotating-background";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { site } from "~/content/site";
import { recordLanding } from "~/lib/attribution/landing-log";
import { prepareBrandFont, applyBrandFont } from "~/lib/brand-font";

/**
 * Moves focus to the new page's heading after a client-side navigation, so screen readers announce it, or to
 * the section a link pointed at (/services#influencers). Without scrolling: the router has already put the
 * page where it belongs.
 */
function useFocusHeadingOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    applyBrandFont();
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target = section?.querySelector<HTMLElement>("h2[tabindex]") ?? document.querySelector<HTMLElement>("main h1");
    target?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/** Notes each page the visitor lands on (first, and later ones with a query) for the forms' attribution. */
function useLandingLog() {
  const { pathname, search } = useLocation();
  useEffect(() => recordLanding(pathname, search, document.referrer), [pathname, search]);
}

export function SiteShell({ children }: { readonly children: ReactNode }) {
  useFocusHeadingOnNavigation();
  useLandingLog();
  useEffect(prepareBrandFont, []);
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
