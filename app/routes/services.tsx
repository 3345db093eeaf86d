import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/content/pages";
import { services } from "~/content/services";
import { pageTags } from "~/lib/seo";

export const meta = () => pageTags(pageMeta.services, { path: "/services" });

export default function Services() {
  return (
    <div className="container narrow">
      <PageHeader title={services.title} />
      <p className="prose">{services.intro}</p>
      <ul className="chips" aria-label={services.title}>
        {services.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link to="/contact" viewTransition className="button button-primary">
        {services.cta}
      </Link>
    </div>
  );
}
