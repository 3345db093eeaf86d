import type { PageLink } from "~/content/pages";

export interface SocialProfile {
  readonly label: string;
  readonly url: string;
}

/** The agency's postal address, for search engines: with one, the site declares a LocalBusiness. */
export interface PostalAddress {
  readonly streetAddress: string;
  readonly postalCode: string;
  readonly locality: string;
  /** Two-letter country code, such as "GB" or "DE". */
  readonly country: string;
}

/** The agency in one line, for search engines and the web app manifest (never shown on a page, so not shipped as script). */
export const siteDescription = "Paid social ads, influencer partnerships and content that turn followers into customers.";

export const site = {
  name: "Northstar Social",
  shortName: "Northstar",
  email: "hello@northstarsocial.com",
  /** Empty until the agency enters one; search engines then get a LocalBusiness instead of an Organization. */
  address: null as PostalAddress | null,
  copyrightYear: 2026,
  themeColor: "#14112b",
  nav: [
    { label: "Home", to: "/" },
    { label: "Services", to: "/services" },
    { label: "About", to: "/about" },
    { label: "Contact Us", to: "/contact" },
  ] satisfies PageLink[],
  social: [
    { label: "Instagram", url: "https://www.instagram.com/northstarsocial" },
    { label: "TikTok", url: "https://www.tiktok.com/@northstarsocial" },
    { label: "LinkedIn", url: "https://www.linkedin.com/company/northstarsocial" },
    { label: "YouTube", url: "https://www.youtube.com/@northstarsocial" },
  ] satisfies SocialProfile[],
  skipLink: "Skip to content",
  menuLabel: "Menu",
  primaryNavLabel: "Main",
  footerTagline: "Social media that sells.",
  footerContact: "Write to us",
  footerSocial: "Follow us",
  footerLinks: [{ label: "Privacy", to: "/privacy" }] satisfies PageLink[],
} as const;
