import { LeadForm } from "~/components/lead-form";
import { PageHeader } from "~/components/ui/page-header";
import { contactPage, pageMeta } from "~/content/pages";
import { site } from "~/content/site";
import { contactForm } from "~/lib/forms/contact-form";
import { pageTags } from "~/lib/seo";

export const meta = () => pageTags(pageMeta.contact, { path: "/contact" });

export default function Contact() {
  return (
    <div className="container form-page">
      <div className="form-page-intro">
        <PageHeader title={contactPage.title}>
          <p>{contactPage.intro}</p>
        </PageHeader>
        <aside className="aside-card">
          <h2>{contactPage.asideHeading}</h2>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </aside>
      </div>
      <LeadForm form={contactForm} />
    </div>
  );
}
