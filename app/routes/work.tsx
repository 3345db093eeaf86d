import { data } from "react-router";
import { CaseStudyCard } from "~/components/proof-cards";
import { ContentPicture } from "~/components/ui/content-picture";
import { PageHeader } from "~/components/ui/page-header";
import { caseStudies } from "~/content/collections";
import { caseStudyPath, WORK_PATH } from "~/content/publication-paths.mjs";
import { publications } from "~/content/publications";
import { pageMeta } from "~/content/site";
import { pageTags } from "~/lib/seo";

const { work } = publications;

/** Not built without an entry (pipeline/published-entries.ts); the dev server answers as the built site. */
function notWithoutEntries() {
  if (!caseStudies.length) throw data(null, { status: 404, statusText: "Not Found" });
}

export const meta = () => {
  notWithoutEntries();
  return pageTags(pageMeta(work.search), { path: WORK_PATH });
};

/** Every case study, in the agency's order, each leading to its page. */
export default function Work() {
  notWithoutEntries();
  return (
    <div className="container work">
      <PageHeader title={work.heading}>
        <p>{work.intro}</p>
      </PageHeader>
      <ul className="case-studies">
        {caseStudies.map((study) => (
          <CaseStudyCard
            key={study.id}
            study={study}
            level={2}
            link={{ href: caseStudyPath(study.id), label: work.readMore }}
            picture={<ContentPicture className="case-study-picture" src={study.image} alt={study.imageAlt} sizes="(min-width: 64em) 24rem, (min-width: 42em) 50vw, 100vw" />}
          />
        ))}
      </ul>
    </div>
  );
}
