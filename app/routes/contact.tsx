import { EmailLink } from "~/components/ui/email-link";
import { contactForm } from "~/forms/contact/contact-form";
import { FormIsland } from "~/forms/form-island";
import { PageHeader } from "~/components/ui/page-header";
import { contactPage } from "~/content/contact";
import { site } from "~/content/site";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageTags(contactPage.meta, pages.contact);

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
      <FormIsland form={contactForm} />
    </div>
  );
}
