import { privacy } from "virtual:content/privacy";
import { pageMeta } from "~/content/site";
import type { PrivacyPage } from "~/content/schema/kinds";

/** The privacy page's words, edited in `content/privacy.json`. */
const text: PrivacyPage = privacy;

/**
 * The privacy page. What each form collects is read from the forms themselves (by the route); where a lead goes depends on the
 * build: the form service, or the agency's own server (the local inbox). The agency should read this page before
 * launch and change what its practice differs from.
 */
export const privacyPage = {
  meta: pageMeta(text.search),
  title: text.title,
  intro: text.intro,
  collects: {
    heading: text.collects.heading,
    // Given the forms' fields as a reader reads them (app/forms/lead-form.tsx: fieldsInSentence).
    contactSends: (fields: string) => `The contact form sends your ${fields}.`,
    applySends: (fields: string) => `The client application sends your ${fields}.`,
    more: text.collects.more,
  },
  destination: {
    heading: text.destination.heading,
    service: text.destination.service,
    serviceLink: { label: "Web3Forms privacy policy", url: "https://web3forms.com/privacy" },
    localInbox: text.destination.localInbox,
  },
  sections: text.sections,
  /** Shown when an ad platform's pixel is set, with the platforms' names and the days filled in by the route. */
  leadStages: text.leadStages,
  /** What comes from the platforms' own forms and goes back, shown when the site receives them, with their names filled in by the route. */
  instantForms: text.instantForms,
  /** That the answers decide what is offered next, shown where the agency's lead rules judge leads. */
  qualification: text.qualification,
  /** What the site counts, shown when its numbers are on, with the days filled in by the route. */
  numbers: text.numbers,
  /** How long an enquiry is kept, once the agency has set the period; until then the page names none. */
  retention: text.retention?.period ? { heading: text.retention.heading, text: text.retention.text.replaceAll("{period}", text.retention.period) } : undefined,
  /** The legal basis of each use; the platforms' is shown, with their names filled in by the route, when a pixel is set. */
  legalBasis: text.legalBasis,
  captcha: text.destination.captcha,
  contact: text.contact,
} as const;
