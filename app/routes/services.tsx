import { Link } from "react-router";
import { lazyIsland } from "~/components/ui/lazy-island";
import { PageHeader } from "~/components/ui/page-header";
import { services } from "~/content/services";
import { splitOnTerms } from "~/lib/highlight-terms";
import { pageTags } from "~/lib/seo";

const details = lazyIsland(() => import("~/components/service-details"));

export const meta = () => pageTags(services.meta, { path: "/services" });

export const clientMiddleware = details.clientMiddleware;

export default function Services() {
  return (
    <div className="services-page">
      <div className="container narrow">
        <PageHeader title={services.title} />
        <p className="prose">
          <strong className="prose-lead">{services.lead}</strong>
          {splitOnTerms(services.intro, services.list).map((part, index) =>
            part.term ? <strong key={index}>{part.text}</strong> : part.text,
          )}
        </p>
        <Link to="/contact" viewTransition className="button button-primary">
          {services.cta}
        </Link>
      </div>
      <details.Island />
    </div>
  );
}
