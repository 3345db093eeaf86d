import type { ReactNode } from "react";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { site } from "~/content/site";

/** The layout every page shares; the backdrop turns by the page's inline script (app/lib/page-behaviours.ts). */
export function SiteShell({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {site.skipLink}
      </a>
      <div className="backdrop" aria-hidden="true">
        <div className="backdrop-art" />
      </div>
      <SiteHeader />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
