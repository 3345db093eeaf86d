import type { Root } from "hast";
import { ClosingCta } from "~/components/closing-cta";
import { CaseStudyResults, ProofPart, TestimonialCard } from "~/components/proof-cards";
import { ContentPicture } from "~/components/ui/content-picture";
import { MarkdownBody } from "~/components/ui/markdown-body";
import { pictureInText } from "~/components/ui/picture-in-text";
import { home } from "~/content/home";
import { homeSections } from "~/content/home-sections";
import { caseStudyPath, WORK_PATH } from "~/content/publication-paths.mjs";
import { publications } from "~/content/publications";
import type { CaseStudy, Testimonial } from "~/content/schema/kinds";
import { writtenWorkJsonLd } from "~/lib/structured-data";

interface CaseStudyPageProps {
  readonly slug: string;
  readonly study: CaseStudy;
  readonly story?: Root;
  readonly testimonial?: Testimonial;
}

/** One case study: the client and title, the picture, the measured results, the story, the client's words. */
export function CaseStudyPage({ slug, study, story, testimonial }: CaseStudyPageProps) {
  const { work } = publications;
  const jsonLd = writtenWorkJsonLd({ type: "Article", headline: study.title, description: study.summary, path: caseStudyPath(slug), image: study.image });
  return (
    <>
      <article className="container narrow case-study-page">
        <header className="page-header">
          <p className="eyebrow">
            <a href={WORK_PATH}>{work.heading}</a> · {study.client}
          </p>
          <h1 tabIndex={-1}>{study.title}</h1>
          <p className="lede">{study.summary}</p>
        </header>
        <ContentPicture className="article-cover" src={study.image} alt={study.imageAlt} sizes="(min-width: 48rem) 48rem, 100vw" eager />
        <section className="case-study-results" aria-labelledby="results-heading">
          <h2 id="results-heading">{work.results}</h2>
          <CaseStudyResults results={study.results} />
        </section>
        {story && <MarkdownBody tree={story} picture={pictureInText} />}
        {testimonial && (
          <ProofPart id="testimonials" heading={homeSections.testimonials.heading}>
            <TestimonialCard
              testimonial={testimonial}
              photo={testimonial.photo && <ContentPicture className="testimonial-photo" src={testimonial.photo} alt="" sizes="3.5rem" />}
            />
          </ProofPart>
        )}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </article>
      <ClosingCta apply={home.cta} />
    </>
  );
}
