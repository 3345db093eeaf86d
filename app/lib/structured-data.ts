import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/config";

/** schema.org description of the agency, for search engines' knowledge panels. */
export function organizationJsonLd(): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.name,
    description: site.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og-image.png"),
    email: site.email,
    sameAs: site.social.map((profile) => profile.url),
  };
  // "<" is escaped so that no text can close the script element early.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
