import { Band } from "~/components/ui/band";
import { CaseStudyCard, ProofPart, TestimonialCard } from "~/components/proof-cards";
import { ContentPicture } from "~/components/ui/content-picture";
import { caseStudies as shownCaseStudies, testimonials as shownTestimonials } from "~/content/collections";
import { homeSections, type Reason } from "~/content/home-sections";
import { caseStudyPath } from "~/content/publication-paths.mjs";
import { publications } from "~/content/publications";
import type { CaseStudy, Testimonial } from "~/content/schema/kinds";

interface ProofSectionProps {
  readonly caseStudies?: readonly (CaseStudy & { readonly id?: string })[];
  readonly testimonials?: readonly Testimonial[];
}

/**
 * What the figures stand for, then the agency's case studies and testimonials: each of those two parts
 * appears only once the agency has filled it in (`app/content/home-sections.ts`).
 */
export function ProofSection({
  caseStudies = shownCaseStudies,
  testimonials = shownTestimonials,
}: ProofSectionProps) {
  const { reasons } = homeSections;
  const items: readonly Reason[] = reasons.items;
  return (
    <Band id="why-us" heading={reasons.heading} intro={reasons.intro} tone="raised">
      <ul className="reasons">
        {items.map((reason) => (
          <li key={reason.title} className="reason">
            {reason.figure && <span className="reason-figure">{reason.figure}</span>}
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
      <ProofParts caseStudies={caseStudies} testimonials={testimonials} />
    </Band>
  );
}

/** The case studies and the testimonials given, each part only once it has an entry (the home page's, a landing page's). */
export function ProofParts({
  caseStudies,
  testimonials,
}: {
  /** With its file name as `id` where it has a page (`/work/<id>`). */
  readonly caseStudies: readonly (CaseStudy & { readonly id?: string })[];
  readonly testimonials: readonly Testimonial[];
}) {
  return (
    <>
      {caseStudies.length > 0 && (
        <ProofPart id="case-studies" heading={homeSections.caseStudies.heading}>
          {caseStudies.map((study) => (
            <CaseStudyCard
              key={study.title}
              study={study}
              link={study.id ? { href: caseStudyPath(study.id), label: publications.work.readMore } : undefined}
              picture={<ContentPicture className="case-study-picture" src={study.image} alt={study.imageAlt} sizes="(min-width: 64em) 24rem, (min-width: 42em) 50vw, 100vw" />}
            />
          ))}
        </ProofPart>
      )}
      {testimonials.length > 0 && (
        <ProofPart id="testimonials" heading={homeSections.testimonials.heading}>
          {testimonials.map((testimonial) => (
            <TestimonialCard
              key={testimonial.name}
              testimonial={testimonial}
              photo={testimonial.photo && <ContentPicture className="testimonial-photo" src={testimonial.photo} alt="" sizes="3.5rem" />}
            />
          ))}
        </ProofPart>
      )}
    </>
  );
}
