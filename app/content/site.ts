import { sharing as sharingText } from "virtual:content/sharing";
import { site as settings } from "virtual:content/site";
import type { PageLink } from "~/content/pages";
import type { Sharing, SiteSettings } from "~/content/schema/kinds";

/** The agency's name, e-mail, social profiles, postal address, menu and footer words, edited in `content/site.json`. */
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
  // The words are the agency's (Site settings), where they lead is the page table's.
  nav: [
    { label: siteSettings.menu.home, to: "/" },
    { label: siteSettings.menu.services, to: "/services" },
    { label: siteSettings.menu.about, to: "/about" },
    { label: siteSettings.menu.contact, to: "/contact" },
  ] satisfies PageLink[],
  footerLinks: [{ label: siteSettings.footer.privacyLink, to: "/privacy" }] satisfies PageLink[],
  // Met only by keyboard and screen-reader users, as part of how the page works: kept with the code.
  skipLink: "Skip to content",
  primaryNavLabel: "Main",
} as const;

/** A page's title and description in search results and shared links: the page's own title, then the agency's name. */
export const pageMeta = (search: { readonly title: string; readonly description: string }) => ({
  title: `${search.title} | ${site.name}`,
  description: search.description,
});
