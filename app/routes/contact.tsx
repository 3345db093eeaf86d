import { EmailLink } from "~/components/ui/email-link";
import { lazyIsland } from "~/components/ui/lazy-island";
import { PageHeader } from "~/components/ui/page-header";
import { contactPage } from "~/content/contact";
import { site } from "~/content/site";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

const form = lazyIsland(() => import("~/components/contact-form-section"));

export const meta = () => pageTags(contactPage.meta, pages.contact);

export const clientMiddleware = form.clientMiddleware;

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
