import { PageHeader } from "~/components/ui/page-header";
import { formErrorPage } from "~/content/form-error";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageTags(formErrorPage.meta, pages.formError);

export default function FormError() {
  return (
    <div className="container narrow message-page">
      <PageHeader title={formErrorPage.title} eyebrow={formErrorPage.eyebrow}>
        <p>{formErrorPage.body}</p>
      </PageHeader>
      <div className="hero-actions">
        {formErrorPage.links.map((link, index) => (
          <a key={link.to} href={link.to} className={`button ${index === 0 ? "button-primary" : "button-ghost"}`}>
            {link.label}
          </a>
        ))}
      </div>
    </div>
  );
}
