import { home as homeFile } from "virtual:content/home";
import { offerings } from "~/content/offerings";
import type { PageLink } from "~/content/pages";
import type { HomePage } from "~/content/schema/kinds";

const { closing, process, proof, questions, reasons, services } = homeFile;

export type Reason = HomePage["reasons"]["items"][number];

/** The words of the sections, from `content/home.json`. */
const text = { services, process, reasons, proof, questions, closing };

/** Everything on the home page below the headline and the figures, in the order it appears. */
export const homeSections = {
  services: { ...text.services, cards: offerings },
  process: text.process,
  reasons: text.reasons,
  /**
   * Filled by the agency in `content/client-logos/`, `content/case-studies/` and `content/testimonials/`
   * (collections.ts); each part shows once it has an entry.
   */
  clientLogos: { heading: text.proof.clientLogos },
  caseStudies: { heading: text.proof.caseStudies },
  testimonials: { heading: text.proof.testimonials },
  // The questions themselves: one file each in `content/faq/` (collections.ts).
  questions: text.questions,
  closing: { heading: text.closing.heading, text: text.closing.text, contact: { label: text.closing.link, to: "/contact" } satisfies PageLink },
} as const;
