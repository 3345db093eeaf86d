import { servicesPage as servicesPageFile } from "virtual:content/servicesPage";
import { offerings } from "~/content/offerings";
import type { PageLink } from "~/content/pages";

const { cta, details, intro, lead } = servicesPageFile;

/** The services page's words below its title, edited in `content/services-page.json`. */
const text = { cta, details, intro, lead };

/** The specification's one descriptive paragraph of /services, with the services' names in bold. */
export const servicesIntro = {
  lead: text.lead,
  intro: text.intro,
  list: offerings.map((offering) => offering.name),
  cta: { label: text.cta, to: "/contact" } satisfies PageLink,
} as const;

/** The words around each service's section on /services. */
export const offeringDetails = {
  getsHeading: text.details.getsHeading,
  apply: { label: text.details.apply, to: "/apply-client" } satisfies PageLink,
  contact: { label: text.details.contact, to: "/contact" } satisfies PageLink,
} as const;
