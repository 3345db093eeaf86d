import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { RotatingBackground } from "~/components/rotating-background";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { site } from "~/content/site";

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

export function SiteShell({ children }: { readonly children: ReactNode }) {
  useFocusHeadingOnNavigation();
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
