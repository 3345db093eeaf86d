import type { ReactNode } from "react";
import { figures } from "virtual:content/figures";
import { home } from "virtual:content/home";
import { ClosingBand } from "~/components/closing-band";
import { FaqItem } from "~/components/faq-item";
import { FORM_ANCHOR, LandingHero, LandingSteps, LandingText, sectionId, type SectionOf } from "~/components/landing/landing-parts";
import { StatsStrip } from "~/components/stats-strip";
import { Band } from "~/components/ui/band";
import { landingPath } from "~/content/landing-page-paths.mjs";
import { pages } from "~/content/pages";
import type { LandingPage } from "~/content/schema/landing-page";

// A landing page in the editor's preview, as the site shows it: its address, then each section with the site's own
// parts and stylesheet. What the page takes from other entries or runs in the browser (the form, the service cards,
// chosen case studies, testimonials and questions) is named in its place, not drawn.

type Section = LandingPage["sections"][number];
/** What has been typed so far: any field may still be empty or missing. */
type DraftSection = Partial<Section> & { readonly type?: Section["type"] };

const words = (value: unknown) => (typeof value === "string" ? value : "");
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? value.filter((item) => item != null) : []);

/** A part the page shows from elsewhere, named where it will stand. */
function Elsewhere({ children }: { readonly children: ReactNode }) {
  return <p className="preview-elsewhere">{children}</p>;
}

function Picked({ what, names }: { readonly what: string; readonly names: unknown }) {
  const chosen = list<string>(names);
  return chosen.length ? (
    <Elsewhere>
      {what}: {chosen.join(", ")}
    </Elsewhere>
  ) : null;
}

function SectionPreview({ section, index, formButton, picture }: { readonly section: DraftSection; readonly index: number; readonly formButton: string; readonly picture: (path: unknown, alt: string) => ReactNode }) {
  const draft = section as Record<string, unknown>;
  switch (section.type) {
    case "hero":
      return <LandingHero section={{ ...(draft as SectionOf<"hero">), heading: words(draft.heading), text: words(draft.text) }} picture={picture(draft.picture, words(draft.pictureAlt))} />;
    case "form": {
      const form = draft.form === "apply" ? pages.applyClient.path : pages.contact.path;
      return (
        <div className="landing-form" id={FORM_ANCHOR}>
          <div className="container form-page">
            <div className="form-page-intro band-header">
              {words(draft.heading) && <h2>{words(draft.heading)}</h2>}
              {words(draft.intro) && <p>{words(draft.intro)}</p>}
            </div>
            <Elsewhere>The form of {form}, with its fields, here.</Elsewhere>
          </div>
        </div>
      );
    }
    case "figures": {
      const own = list<{ value?: string; label?: string }>(draft.items).map((item) => ({ value: words(item.value), label: words(item.label) }));
      return (
        <div className="container">
          <StatsStrip figures={own.length ? { heading: words(draft.heading) || figures.heading, items: own } : figures} />
        </div>
      );
    }
    case "steps":
      return <LandingSteps index={index} section={{ type: "steps", heading: words(draft.heading), items: list<{ title?: string; text?: string }>(draft.items).map((step) => ({ title: words(step.title), text: words(step.text) })) }} />;
    case "text":
      return <LandingText index={index} section={{ type: "text", heading: words(draft.heading), paragraphs: list<string>(draft.paragraphs) }} />;
    case "faq":
      return (
        <Band id={sectionId(index)} heading={words(draft.heading) || home.questions.heading}>
          <Picked what="Questions from the FAQ" names={draft.questions} />
          <div className="faq">
            {list<{ question?: string; answer?: string }>(draft.own).map((own, position) => (
              <FaqItem key={position} item={{ question: words(own.question), answer: words(own.answer), order: position + 1 }} link={null} open />
            ))}
          </div>
        </Band>
      );
    case "services":
      return (
        <Band id={sectionId(index)} heading={words(draft.heading) || home.services.heading}>
          {list(draft.services).length ? <Picked what="Service cards" names={draft.services} /> : <Elsewhere>Every service's card</Elsewhere>}
        </Band>
      );
    case "proof":
      return (
        <Band id={sectionId(index)} heading={words(draft.heading) || home.reasons.heading} tone="raised">
          <Picked what="Case studies" names={draft.caseStudies} />
          <Picked what="Testimonials" names={draft.testimonials} />
          <Picked what="Client logos" names={draft.clientLogos} />
        </Band>
      );
    case "closing":
      return (
        <ClosingBand heading={words(draft.heading) || home.closing.heading} text={words(draft.text) || home.closing.text}>
          <a href={`#${FORM_ANCHOR}`} className="button button-primary button-large">
            {words(draft.button) || formButton}
          </a>
        </ClosingBand>
      );
    default:
      return null;
  }
}

/** The page as it will show, and where: `picture` renders a picture field's value with what it shows. */
export function LandingPagePreview({ slug, data, picture }: { readonly slug: string | undefined; readonly data: Record<string, unknown>; readonly picture: (path: unknown, alt: string) => ReactNode }) {
  const sections = list<DraftSection>(data.sections);
  const hero = sections.find((section) => section.type === "hero") as Record<string, unknown> | undefined;
  const firstForm = sections.find((section) => section.type === "form") as Record<string, unknown> | undefined;
  const formButton = words(hero?.button) || (firstForm?.form === "apply" ? home.hero.apply.label : home.closing.link);
  return (
    <div className="landing-page">
      <p className="preview-address">
        {slug ? (
          <>
            Published at <strong>{landingPath(slug)}</strong>: put this address in the ad.
          </>
        ) : (
          <>Published at {landingPath("…")}, a name made from the page title when you first save.</>
        )}
      </p>
      {sections.map((section, index) => (
        <SectionPreview key={index} section={section} index={index} formButton={formButton} picture={picture} />
      ))}
    </div>
  );
}
