import type { SiteConfig } from "~/lib/parse-config";

/** Validated once at build time (vite.config.ts) and inlined, so no parsing code ships to visitors. */
declare const __SITE_CONFIG__: SiteConfig;

export const config: SiteConfig = __SITE_CONFIG__;

/** Absolute URL of a page on the published site. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${config.siteUrl}/`).href;
}
