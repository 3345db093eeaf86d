import { useLocation } from "react-router";
import { questions } from "~/content/collections";
import { canonicalPath } from "~/lib/canonical-path";
import { recordLandingScript } from "~/lib/attribution/landing-log";
import { quietSkippedTransitionsScript } from "~/lib/skipped-page-transition";
import { faqJsonLd, organizationJsonLd } from "~/lib/structured-data";
import favicon from "~/assets/favicon.svg?raw";
import appCss from "~/styles/app.css?inline";
import { pages } from "~/content/pages";

/**
 * What only the prerendered HTML needs in <head>: the note of the page in the tab's landing log and the quieting of
 * a page change's skipped fade, both before the page shows, the whole stylesheet, inline, so the first paint needs no
 * second round trip, the icons, and the structured data for search engines. The root layout renders this at build time only. The build hashes the inline style and
 * scripts for the CSP, and checks that every page carries them.
 */
export function PrerenderedHead() {
  const { pathname } = useLocation();
  const home = canonicalPath(pathname) === pages.home.path;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: recordLandingScript }} />
      <script dangerouslySetInnerHTML={{ __html: quietSkippedTransitionsScript }} />
      <style dangerouslySetInnerHTML={{ __html: appCss }} />
      {/* A data: URL, as browsers fetch a linked icon before their first paint and that request would compete with
          it (Lighthouse's LCP counts it). Browsers without SVG icons (Safari before 26) ask for /favicon.ico. */}
      <link rel="icon" href={`data:image/svg+xml,${encodeURIComponent(favicon.trim())}`} type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd() }} />
      {home && questions.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(questions) }} />}
    </>
  );
}
