import { EmailLink } from "~/components/ui/email-link";
import { lazyIsland } from "~/components/ui/lazy-island";
import { PageHeader } from "~/components/ui/page-header";
import { contactPage } from "~/content/contact";
import { site } from "~/content/site";
import { pageTags } from "~/lib/seo";

const form = lazyIsland(() => import("~/components/contact-form-section"));
void form.load();

export const meta = () => pageTags(contactPage.meta, { path: "/contact" });

// Client navigations wait for the form's code before showing the page; the first load shows the
// prerendered form meanwhile. (A clientLoader would replace the prerendered page with a fallback.)
export const clientMiddleware = [
  async (_: unknown, next: () => Promise<unknown>) => {
    await form.load();
    return next();
  },
];

export default function Contact() {
  return (
    <div className="container form-page">
      <div className="form-page-intro">
        <PageHeader title={contactPage.title}>
          <p>{contactPage.intro}</p>
        </PageHeader>
        <aside className="aside-card">
          <h2>{contactPage.asideHeading}</h2>
          <EmailLink email={site.email} />
        </aside>
      </div>
      <form.Island />
    </div>
  );
}
