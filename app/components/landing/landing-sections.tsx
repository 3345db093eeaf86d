import { applyForm } from "~/forms/apply/apply-form";
import { contactForm } from "~/forms/contact/contact-form";
import { ClientLogos } from "~/components/client-logos";
import { ClosingBand } from "~/components/closing-band";
import { FORM_ANCHOR, LandingHero, LandingSteps, LandingText, sectionId, type SectionOf } from "~/components/landing/landing-parts";
import { FaqItem } from "~/components/faq-item";
import { ProofParts } from "~/components/proof-section";
import { ContentPicture } from "~/components/ui/content-picture";
import { chosen, entriesByName } from "~/content/entries-by-name";
import { home } from "~/content/home";
import { homeSections } from "~/content/home-sections";
import { ServiceCards } from "~/components/service-cards";
import { StatsStrip } from "~/components/stats-strip";
import { Band } from "~/components/ui/band";
import { stats } from "~/content/stats";
import { FormIsland } from "~/forms/form-island";
import { landingLabel } from "~/content/landing-page-paths.mjs";
import type { LandingPage } from "~/content/schema/landing-page";

type Of<T extends LandingPage["sections"][number]["type"]> = SectionOf<T>;


function Form({ section, landingPage, first }: { readonly section: Of<"form">; readonly landingPage: string; readonly first: boolean }) {
  return (
    <div className="landing-form" id={first ? FORM_ANCHOR : undefined}>
      <div className="container form-page">
        {(section.heading || section.intro) && (
          <div className="form-page-intro band-header">
            {section.heading && <h2>{section.heading}</h2>}
            {section.intro && <p>{section.intro}</p>}
          </div>
        )}
        {section.form === "apply" ? (
          <FormIsland form={applyForm} landingPage={landingPage} />
        ) : (
          <FormIsland form={contactForm} landingPage={landingPage} />
        )}
      </div>
    </div>
  );
}

function Proof({ section, index }: { readonly section: Of<"proof">; readonly index: number }) {
  const studies = chosen(entriesByName.caseStudies, section.caseStudies);
  const testimonials = chosen(entriesByName.testimonials, section.testimonials);
  const logos = chosen(entriesByName.clientLogos, section.clientLogos);
  if (studies.length + testimonials.length + logos.length === 0) return null;
  return (
    <Band id={sectionId(index)} heading={section.heading || homeSections.reasons.heading} tone="raised">
      <ClientLogos logos={logos} />
      <ProofParts caseStudies={studies} testimonials={testimonials} />
    </Band>
  );
}

function Questions({ section, index }: { readonly section: Of<"faq">; readonly index: number }) {
  const items = [...chosen(entriesByName.questions, section.questions), ...(section.own ?? []).map((own) => ({ ...own, order: 0, link: null }))];
  if (items.length === 0) return null;
  return (
    <Band id={sectionId(index)} heading={section.heading || homeSections.questions.heading}>
      <div className="faq">
        {items.map((item) => (
          <FaqItem key={item.question} item={item} link={item.link && <a href={item.link.to}>{item.link.label}</a>} />
        ))}
      </div>
    </Band>
  );
}

/** A landing page's sections in its order, each with the site's own parts. */
export function LandingSections({ slug, page }: { readonly slug: string; readonly page: LandingPage }) {
  const landingPage = landingLabel(slug, page.title);
  const firstForm = page.sections.findIndex((section) => section.type === "form");
  // A button to the form says what the page's first form does, unless the page words it (the closing's, the hero's).
  const form = page.sections[firstForm];
  const formButton =
    page.sections.find((section) => section.type === "hero")?.button ||
    (form?.type === "form" && form.form === "apply" ? home.cta.label : homeSections.closing.contact.label);
  return page.sections.map((section, index) => {
    switch (section.type) {
      case "hero":
        return (
          <LandingHero
            key={index}
            section={section}
            picture={
              section.picture && (
                <ContentPicture className="landing-hero-picture" src={section.picture} alt={section.pictureAlt || ""} sizes="(min-width: 60rem) 24rem, 100vw" eager />
              )
            }
          />
        );
      case "form":
        return <Form key={index} section={section} landingPage={landingPage} first={index === firstForm} />;
      case "steps":
        return <LandingSteps key={index} section={section} index={index} />;
      case "text":
        return <LandingText key={index} section={section} index={index} />;
      case "figures":
        return (
          <div key={index} className="container">
            <StatsStrip figures={section.items?.length ? { heading: section.heading || stats.heading, items: section.items } : stats} />
          </div>
        );
      case "services":
        return <ServiceCards key={index} only={section.services?.length ? section.services : undefined} heading={section.heading || undefined} />;
      case "closing":
        return (
          <ClosingBand key={index} heading={section.heading || homeSections.closing.heading} text={section.text || homeSections.closing.text}>
            <a href={`#${FORM_ANCHOR}`} className="button button-primary button-large">
              {section.button || formButton}
            </a>
          </ClosingBand>
        );
      case "proof":
        return <Proof key={index} section={section} index={index} />;
      case "faq":
        return <Questions key={index} section={section} index={index} />;
    }
  });
}
