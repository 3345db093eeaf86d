import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { services } from "~/content/services";
import { splitOnTerms } from "~/lib/highlight-terms";
import { pageTags } from "~/lib/seo";

export const meta = () => pageTags(services.meta, { path: "/services" });

export default function Services() {
  return (
    <div className="container narrow">
      <PageHeader title={services.title} />
      <p className="prose">
        <strong className="prose-lead">{services.lead}</strong>
        {splitOnTerms(services.intro, services.list).map((part, index) =>
          part.term ? <strong key={index}>{part.text}</strong> : part.text,
        )}
      </p>
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
