import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { ClientScrollRestoration } from "~/components/client-scroll-restoration";
import { MessagePage } from "~/components/message-page";
import { PrerenderedHead } from "~/components/prerendered-head";
import { SiteShell } from "~/components/site-shell";
import { errorPage } from "~/content/error-page";
import { site } from "~/content/site";
import { errorText } from "~/lib/error-text";
import { pageTags } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ error }) => (error ? pageTags(errorPage.meta) : []);

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
        <ClientScrollRestoration />
        <Scripts />
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
