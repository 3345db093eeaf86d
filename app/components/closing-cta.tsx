import { Link } from "react-router";
import type { PageLink } from "~/content/pages";
import { homeSections } from "~/content/home-sections";

/** The last thing on the page: apply (the hero's call to action, passed in), or just write. */
export function ClosingCta({ apply }: { readonly apply: PageLink }) {
  const { heading, text, contact } = homeSections.closing;
  return (
    <section className="closing" aria-labelledby="closing-heading">
      <div className="container closing-inner">
        <h2 id="closing-heading">{heading}</h2>
        <p>{text}</p>
        <div className="hero-actions">
          <Link to={apply.to} viewTransition className="button button-primary button-large">
            {apply.label}
          </Link>
          <Link to={contact.to} viewTransition className="button button-ghost button-large">
            {contact.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
