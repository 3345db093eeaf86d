import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { MessagePage } from "~/components/message-page";
import { PrerenderedHead } from "~/components/prerendered-head";
import { SiteShell } from "~/components/site-shell";
import { errorPage } from "~/content/error-page";
import { pageMeta, site } from "~/content/site";
import { errorText } from "~/lib/error-text";
import { pageTags } from "~/lib/seo";
import { pageBehavioursScript, runPageBehavioursInDev } from "~/lib/page-behaviours";
import { noteLanding } from "~/lib/attribution/landing-log";

export const meta: Route.MetaFunction = ({ error }) => (error ? pageTags(pageMeta(errorPage.search)) : []);

/**
 * The dev server renders every page with React and routes in the browser (and hot-reloads); the built pages run the
 * same code inline, and note themselves in the landing log at each page load.
 */
function DevPageBehaviours() {
  const { pathname, search } = useLocation();
  useEffect(() => runPageBehavioursInDev(), []);
  useEffect(() => noteLanding(), [pathname, search]);
  return null;
}

/**
 * Every built page is a plain document (decision 024): React renders it at build time and the browser gets no
 * router and no React, only the page's inline script and, where the page has a form, that form's island
 * (app/forms/form-island.tsx). The router's scripts are rendered by the dev server alone.
 */
export function Layout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        <Links />
        {import.meta.env.SSR && <PrerenderedHead />}
      </head>
      <body>
        {children}
        {import.meta.env.SSR && !import.meta.env.DEV && <script dangerouslySetInnerHTML={{ __html: pageBehavioursScript }} />}
        {import.meta.env.DEV && <Scripts />}
        {import.meta.env.DEV && <DevPageBehaviours />}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <MessagePage title={errorPage.title} body={errorText(error)} back={errorPage.back} />
    </SiteShell>
  );
}

/** The SPA fallback React Router renders (root only) must carry its scripts; the build removes that file. */
export function HydrateFallback() {
  return <Scripts />;
}
