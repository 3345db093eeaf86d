import { useLocation } from "react-router";
import { questions } from "~/content/collections";
import { canonicalPath } from "~/lib/canonical-path";
import { resumeInterruptedNavigationScript } from "~/lib/interrupted-navigation-resume";
import { recordLandingScript } from "~/lib/attribution/landing-log";
import { faqJsonLd, organizationJsonLd } from "~/lib/structured-data";
import favicon from "~/assets/favicon.svg?raw";
import appCss from "~/styles/app.css?inline";
import { pages } from "~/content/pages";

/**
 * What only the prerendered HTML needs in <head>: the step that resumes a click a release interrupted, the note of
 * the page in the tab's landing log (after that step, which gives the tab its log back), the whole
 * stylesheet, inline, so the first paint needs no second round trip, the icons, and the structured data for search engines. The root layout renders this at build time
 * only. React 19's hydration skips <head> elements it did not render (react.dev, "Compatibility with
 * third-party scripts and extensions"), so both stay in the page, and none of their bytes ship as JavaScript.
 * The build hashes the inline style and scripts for the CSP, and checks that every page carries them.
 */
export function PrerenderedHead() {
  const { pathname } = useLocation();
  const home = canonicalPath(pathname) === pages.home.path;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: resumeInterruptedNavigationScript }} />
      <script dangerouslySetInnerHTML={{ __html: recordLandingScript }} />
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
