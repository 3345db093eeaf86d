import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { RotatingBackground } from "~/components/rotating-background";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { site } from "~/content/site";
import { recordLanding } from "~/lib/attribution/landing-log";

/** Moves focus to the new page's heading after a client-side navigation, so screen readers announce it. */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>("main h1")?.focus();
  }, [pathname]);
}

/** Notes each page the visitor lands on (first, and later ones with a query) for the forms' attribution. */
function useLandingLog() {
  const { pathname, search } = useLocation();
  useEffect(() => recordLanding(pathname, search, document.referrer), [pathname, search]);
}

export function SiteShell({ children }: { readonly children: ReactNode }) {
  useFocusHeadingOnNavigation();
  useLandingLog();
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
