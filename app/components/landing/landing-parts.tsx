import type { ReactNode } from "react";
import { Band } from "~/components/ui/band";
import { PageHeader } from "~/components/ui/page-header";
import type { LandingPage } from "~/content/schema/landing-page";

// The parts of a landing page that need nothing but their section: plain components (no content module, no React of
// their own), so the editor's preview shows them as the page does (admin/landing-page-preview.tsx).

type Section = LandingPage["sections"][number];
export type SectionOf<T extends Section["type"]> = Extract<Section, { type: T }>;

/** The anchor every "to the form" button of a landing page points at. */
export const FORM_ANCHOR = "form";

/** A band's anchor on the page, by the section's place. */
export const sectionId = (index: number) => `section-${index + 1}`;

/** The page's heading: its one h1, a sentence, a button to the form, and a picture beside (`picture`, rendered by the caller). */
export function LandingHero({ section, picture }: { readonly section: SectionOf<"hero">; readonly picture?: ReactNode }) {
  return (
    <div className="container">
      <section className="hero">
        <div className="hero-copy">
          <PageHeader title={section.heading}>
            <p>{section.text}</p>
          </PageHeader>
          {section.button && (
            <div className="hero-actions">
              <a href={`#${FORM_ANCHOR}`} className="button button-primary button-large">
                {section.button}
              </a>
            </div>
          )}
        </div>
        {picture}
      </section>
    </div>
  );
}

export function LandingSteps({ section, index }: { readonly section: SectionOf<"steps">; readonly index: number }) {
  return (
    <Band id={sectionId(index)} heading={section.heading ?? ""}>
      <ol className="process">
        {section.items.map((step, position) => (
          <li key={position} className="process-step">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}

export function LandingText({ section, index }: { readonly section: SectionOf<"text">; readonly index: number }) {
  return (
    <Band id={sectionId(index)} heading={section.heading}>
      {section.paragraphs.map((paragraph, position) => (
        <p key={position} className="prose">
          {paragraph}
        </p>
      ))}
    </Band>
  );
}
