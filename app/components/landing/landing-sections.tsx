import ApplyFormSection from "~/components/apply-form-section";
import ContactFormSection from "~/components/contact-form-section";
import { Band } from "~/components/ui/band";
import { Island } from "~/components/ui/island";
import { PageHeader } from "~/components/ui/page-header";
import type { LandingPage } from "~/content/schema/landing-page";

type Section = LandingPage["sections"][number];
type Of<T extends Section["type"]> = Extract<Section, { type: T }>;

/** The anchor every "to the form" button of a landing page points at. */
export const FORM_ANCHOR = "form";

/** Names the page in every lead sent from it: its address and title. */
export const landingLabel = (slug: string, page: LandingPage) => `/lp/${slug}: ${page.title}`;

function Hero({ section }: { readonly section: Of<"hero"> }) {
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
      </section>
    </div>
  );
}

function Form({ section, landingPage, first }: { readonly section: Of<"form">; readonly landingPage: string; readonly first: boolean }) {
  return (
    <div className="container form-page" id={first ? FORM_ANCHOR : undefined}>
      {(section.heading || section.intro) && (
        <div className="form-page-intro">
          {section.heading && <h2>{section.heading}</h2>}
          {section.intro && <p>{section.intro}</p>}
        </div>
      )}
      {section.form === "apply" ? (
        <Island name="apply" component={ApplyFormSection} props={{ landingPage }} />
      ) : (
        <Island name="contact" component={ContactFormSection} props={{ landingPage }} />
      )}
    </div>
  );
}

function Steps({ section, index }: { readonly section: Of<"steps">; readonly index: number }) {
  return (
    <Band id={`section-${index + 1}`} heading={section.heading ?? ""}>
      <ol className="process">
        {section.items.map((step) => (
          <li key={step.title} className="process-step">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}

function Text({ section, index }: { readonly section: Of<"text">; readonly index: number }) {
  return (
    <Band id={`section-${index + 1}`} heading={section.heading}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="prose">
          {paragraph}
        </p>
      ))}
    </Band>
  );
}

/** A landing page's sections in its order, each with the site's own parts. */
export function LandingSections({ slug, page }: { readonly slug: string; readonly page: LandingPage }) {
  const landingPage = landingLabel(slug, page);
  const firstForm = page.sections.findIndex((section) => section.type === "form");
  return page.sections.map((section, index) => {
    switch (section.type) {
      case "hero":
        return <Hero key={index} section={section} />;
      case "form":
        return <Form key={index} section={section} landingPage={landingPage} first={index === firstForm} />;
      case "steps":
        return <Steps key={index} section={section} index={index} />;
      case "text":
        return <Text key={index} section={section} index={index} />;
      default:
        // DRAFT (issue 26): figures, services, proof, questions and the closing invitation are not rendered yet.
        return null;
    }
  });
}
