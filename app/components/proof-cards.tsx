import type { ReactNode } from "react";
import type { CaseStudy, Testimonial } from "~/content/schema/kinds";

// One case study and one testimonial as the home page shows them. The editor's preview renders the same cards, with
// the uploaded picture in place of the built one, so what the agency sees while editing is what the page will show.

/** One of the parts the agency fills in, named by its heading: the list of its cards. */
export function ProofPart({ id, heading, children }: { readonly id: "case-studies" | "testimonials"; readonly heading: string; readonly children: ReactNode }) {
  return (
    <section className="proof-part" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <ul className={id}>{children}</ul>
    </section>
  );
}

interface CaseStudyCardProps {
  readonly study: CaseStudy;
  readonly picture: ReactNode;
  /** Its heading's level: under the home page's proof part (h3), or under a page's title. */
  readonly level?: 2 | 4;
  /** To the case study's page. */
  readonly link?: { readonly href: string; readonly label: string };
}

export function CaseStudyCard({ study, picture, level = 4, link }: CaseStudyCardProps) {
  const Heading = level === 2 ? "h2" : "h4";
  return (
    <li className="case-study">
      {picture}
      <p className="case-study-client">{study.client}</p>
      <Heading>{study.title}</Heading>
      <p>{study.summary}</p>
      <CaseStudyResults results={study.results} />
      {link && (
        <a className="case-study-link" href={link.href}>
          {link.label}
          <span className="visually-hidden">: {study.title}</span>
        </a>
      )}
    </li>
  );
}

/** A case study's measured results, each what was measured and its figure (its card, its page). */
export function CaseStudyResults({ results }: { readonly results: CaseStudy["results"] }) {
  return (
    <dl>
      {results.map((result, index) => (
        // A result's words may repeat while the agency types them; its place in the list never does.
        <div key={index}>
          <dt>{result.label}</dt>
          <dd>{result.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TestimonialCard({ testimonial, photo }: { readonly testimonial: Testimonial; readonly photo: ReactNode }) {
  return (
    <li>
      <figure className="testimonial">
        <blockquote>
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption>
          {photo}
          <span>
            {testimonial.name}, {testimonial.role}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
