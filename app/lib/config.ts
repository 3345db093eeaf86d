import type { SiteConfig } from "~/lib/parse-config";

/** Validated once at build time (vite.config.ts) and inlined, so no parsing code ships to visitors. */
declare const __SITE_CONFIG__: SiteConfig;
declare const __HCAPTCHA_SITE_KEY__: string;

export const config: SiteConfig = __SITE_CONFIG__;

/**
 * `config.hcaptchaSiteKey` as a literal of its own, which the bundler can fold: in a build without a site
 * key, every branch that would load hCaptcha is dropped, and no page holds a trace of it.
 */
export const hcaptchaSiteKey: string = __HCAPTCHA_SITE_KEY__;

/** Absolute URL of a page on the published site. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${config.siteUrl}/`).href;
}
