import { lazyIsland } from "~/components/ui/lazy-island";
import { PageHeader } from "~/components/ui/page-header";
import { applyPage } from "~/content/apply-client";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

const form = lazyIsland(() => import("~/components/apply-form-section"));

export const meta = () => pageTags(applyPage.meta, pages.applyClient);

export const clientMiddleware = form.clientMiddleware;

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
      <form.Island />
    </div>
  );
}
