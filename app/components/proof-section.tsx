import { Band } from "~/components/ui/band";
import { homeSections, type CaseStudy, type Reason, type Testimonial } from "~/content/home-sections";

interface ProofSectionProps {
  readonly caseStudies?: readonly CaseStudy[];
  readonly testimonials?: readonly Testimonial[];
}

/**
 * What the figures stand for, then the agency's case studies and testimonials: each of those two parts
 * appears only once the agency has filled it in (`app/content/home-sections.ts`).
 */
export function ProofSection({
  caseStudies = homeSections.caseStudies.items,
  testimonials = homeSections.testimonials.items,
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
      {caseStudies.length > 0 && (
        <section className="proof-part" aria-labelledby="case-studies-heading">
          <h3 id="case-studies-heading">{homeSections.caseStudies.heading}</h3>
          <ul className="case-studies">
            {caseStudies.map((study) => (
              <li key={study.title} className="case-study">
                <p className="case-study-client">{study.client}</p>
                <h4>{study.title}</h4>
                <p>{study.summary}</p>
                <dl>
                  {study.results.map((result) => (
                    <div key={result.label}>
                      <dt>{result.label}</dt>
                      <dd>{result.value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}
      {testimonials.length > 0 && (
        <section className="proof-part" aria-labelledby="testimonials-heading">
          <h3 id="testimonials-heading">{homeSections.testimonials.heading}</h3>
          <ul className="testimonials">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="testimonial">
                  <blockquote>
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption>
                    {testimonial.name}, {testimonial.role}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Band>
  );
}
