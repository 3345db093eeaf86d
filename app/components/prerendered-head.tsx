import { useLocation } from "react-router";
import { homeSections } from "~/content/home-sections";
import { canonicalPath } from "~/lib/canonical-path";
import { faqJsonLd, organizationJsonLd } from "~/lib/structured-data";
import appCss from "~/styles/app.css?inline";

/**
 * What only the prerendered HTML needs in <head>: the whole stylesheet, inline, so the first paint needs no
 * second round trip, and the structured data for search engines. The root layout renders this at build time
 * only. React 19's hydration skips <head> elements it did not render (react.dev, "Compatibility with
 * third-party scripts and extensions"), so both stay in the page, and none of their bytes ship as JavaScript.
 * The build hashes the inline style and scripts for the CSP, and checks that every page carries them.
 */
export function PrerenderedHead() {
  const { pathname } = useLocation();
  const home = canonicalPath(pathname) === "/";
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: appCss }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd() }} />
      {home && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(homeSections.questions.items) }} />}
    </>
  );
}
