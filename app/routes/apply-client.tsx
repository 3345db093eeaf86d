import { applyForm } from "~/forms/apply/apply-form";
import { FormIsland } from "~/forms/form-island";
import { PageHeader } from "~/components/ui/page-header";
import { applyPage } from "~/content/apply-client";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageTags(applyPage.meta, pages.applyClient);

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
      <FormIsland form={applyForm} />
    </div>
  );
}
