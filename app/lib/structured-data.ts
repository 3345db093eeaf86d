import type { Question } from "~/content/schema/kinds";
import { sharing, site } from "~/content/site";
import { absoluteUrl } from "~/lib/config";
import { pages } from "~/content/pages";

// "<" is escaped so that no text can close the script element early.
const serialize = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");

/**
 * schema.org description of the agency, for search engines' knowledge panels: an Organization, or a LocalBusiness
 * (which Google requires to have an address) once the agency has entered its postal address.
 */
export function organizationJsonLd(agency: Pick<typeof site, "name" | "email" | "address" | "social"> = site): string {
  const { address } = agency;
  return serialize({
    "@context": "https://schema.org",
    "@type": address ? "LocalBusiness" : "Organization",
    name: agency.name,
    description: sharing.description,
    url: absoluteUrl(pages.home.path),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og-image.png"),
    email: agency.email,
    sameAs: agency.social.map((profile) => profile.url),
    ...(address && {
      address: {
        "@type": "PostalAddress",
        streetAddress: address.streetAddress,
        postalCode: address.postalCode,
        addressLocality: address.locality,
        addressCountry: address.country,
      },
    }),
  });
}

/** The home page's questions as schema.org FAQPage, exactly as the page shows them. */
export function faqJsonLd(questions: readonly Question[]): string {
  return serialize({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });
}

/** An article or a case study's page, for search engines: the agency is its author and its publisher. */
export interface WrittenWork {
  readonly type: "BlogPosting" | "Article";
  readonly headline: string;
  readonly description: string;
  /** The page's path. */
  readonly path: string;
  /** The picture's path on the site; the share picture where the work has none. */
  readonly image?: string;
  readonly datePublished?: string;
  readonly dateModified?: string;
  readonly keywords?: readonly string[];
}

export function writtenWorkJsonLd(work: WrittenWork, agency: Pick<typeof site, "name"> = site): string {
  const organization = { "@type": "Organization", name: agency.name, url: absoluteUrl(pages.home.path), logo: absoluteUrl("/icon-512.png") };
  return serialize({
    "@context": "https://schema.org",
    "@type": work.type,
    headline: work.headline,
    description: work.description,
    url: absoluteUrl(work.path),
    mainEntityOfPage: absoluteUrl(work.path),
    image: absoluteUrl(work.image ?? "/og-image.png"),
    ...(work.datePublished && { datePublished: work.datePublished }),
    ...((work.dateModified ?? work.datePublished) && { dateModified: work.dateModified ?? work.datePublished }),
    ...(work.keywords?.length && { keywords: work.keywords.join(", ") }),
    author: organization,
    publisher: organization,
  });
}
