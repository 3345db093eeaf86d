import { data } from "react-router";
import { stories } from "virtual:markdown-pages";
import type { Route } from "./+types/case-study";
import { CaseStudyPage } from "~/components/work/case-study-page";
import { entriesByName } from "~/content/entries-by-name";
import { caseStudyPath } from "~/content/publication-paths.mjs";
import { pageMeta } from "~/content/site";
import { sharedPicture } from "~/lib/shared-picture";
import { pageTags, searchDescription } from "~/lib/seo";

const studyOf = (slug: string | undefined) => {
  const study = slug ? entriesByName.caseStudies.get(slug) : undefined;
  if (!study) throw data(null, { status: 404, statusText: "Not Found" });
  return study;
};

export const meta = ({ params }: Route.MetaArgs) => {
  const study = studyOf(params.slug);
  return pageTags(pageMeta({ title: study.title, description: searchDescription(study.summary) }), { path: caseStudyPath(study.id) }, { image: sharedPicture(study.image, study.imageAlt) });
};

export default function CaseStudy({ params }: Route.ComponentProps) {
  const study = studyOf(params.slug);
  const testimonial = study.testimonial ? entriesByName.testimonials.get(study.testimonial) : undefined;
  return <CaseStudyPage slug={study.id} study={study} story={stories[study.id]} testimonial={testimonial} />;
}
