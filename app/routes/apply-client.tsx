import { LeadForm } from "~/components/lead-form";
import { PageHeader } from "~/components/ui/page-header";
import { applyPage, pageMeta } from "~/content/pages";
import { applyForm } from "~/lib/forms/apply-form";
import { pageTags } from "~/lib/seo";

export const meta = () => pageTags(pageMeta.applyClient, { path: "/apply-client" });

export default function ApplyClient() {
  return (
    <div className="container form-page">
      <div className="form-page-intro">
        <PageHeader title={applyPage.title}>
          <p>{applyPage.intro}</p>
        </PageHeader>
        <ol className="steps">
          {applyPage.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <LeadForm form={applyForm} />
    </div>
  );
}
