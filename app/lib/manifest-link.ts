/**
 * Links the web app manifest (name and icons for "Add to Home Screen") once the page is up. Chromium fetches a
 * linked manifest at once, before its first paint, and that request delays the paint in Lighthouse's model;
 * nothing needs the manifest that early.
 */
export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: "/site.webmanifest" }));
}
