import { lazyIsland } from "~/components/ui/lazy-island";
import { PageHeader } from "~/components/ui/page-header";
import { applyPage } from "~/content/apply-client";
import { pageTags } from "~/lib/seo";

const form = lazyIsland(() => import("~/components/apply-form-section"));
void form.load();

export const meta = () => pageTags(applyPage.meta, { path: "/apply-client" });

// Client navigations wait for the form's code before showing the page; the first load shows the
// prerendered form meanwhile. (A clientLoader would replace the prerendered page with a fallback.)
export const clientMiddleware = [
  async (_: unknown, next: () => Promise<unknown>) => {
    await form.load();
    return next();
  },
];

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
