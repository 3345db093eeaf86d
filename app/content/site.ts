import settings from "../../content/site.json" with { type: "json" };
import sharingText from "../../content/sharing.json" with { type: "json" };
import type { PageLink } from "~/content/pages";
import type { Sharing, SiteSettings } from "~/content/schema/kinds";

/** The agency's name, e-mail, social profiles and postal address, edited in `content/site.json`. */
const siteSettings: SiteSettings = settings;

/**
 * The agency in one line, for search engines and the web app manifest, and the share picture's description, edited
 * in `content/sharing.json` (never shown on a page, so read only where the prerendered head is written).
 */
export const sharing: Sharing = sharingText;

export const site = {
  ...siteSettings,
  copyrightYear: 2026,
  themeColor: "#14112b",
  nav: [
    { label: "Home", to: "/" },
    { label: "Services", to: "/services" },
    { label: "About", to: "/about" },
    { label: "Contact Us", to: "/contact" },
  ] satisfies PageLink[],
  skipLink: "Skip to content",
  menuLabel: "Menu",
  primaryNavLabel: "Main",
  footerContact: "Write to us",
  footerSocial: "Follow us",
  footerLinks: [{ label: "Privacy", to: "/privacy" }] satisfies PageLink[],
} as const;

/** A page's title and description in search results and shared links: the page's own title, then the agency's name. */
export const pageMeta = (search: { readonly title: string; readonly description: string }) => ({
  title: `${search.title} | ${site.name}`,
  description: search.description,
});
