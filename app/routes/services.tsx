import ServicesBody from "~/components/services-body";
import { PageHeader } from "~/components/ui/page-header";
import { services } from "~/content/services";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageTags(services.meta, pages.services);

export default function Services() {
  return (
    <div className="services-page">
      <div className="container narrow">
        <PageHeader title={services.title} />
      </div>
      <ServicesBody />
    </div>
  );
}
