import { lazyIsland } from "~/components/ui/lazy-island";
import { PageHeader } from "~/components/ui/page-header";
import { services } from "~/content/services";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

const body = lazyIsland(() => import("~/components/services-body"));

export const meta = () => pageTags(services.meta, pages.services);

export const clientMiddleware = body.clientMiddleware;

export default function Services() {
  return (
    <div className="services-page">
      <div className="container narrow">
        <PageHeader title={services.title} />
      </div>
      <body.Island />
    </div>
  );
}
