import { Link } from "react-router";
import { homeSections } from "~/content/home-sections";

interface ClosingCtaProps {
  /** The call to action: the hero's, or a landing page's button to its form. */
  readonly apply: { readonly label: string; readonly to: string };
  /** A landing page's own words, else the site's; a landing page offers no second way out. */
  readonly own?: { readonly heading?: string; readonly text?: string };
}

/** The last thing on the page: apply (the call to action, passed in), or just write. */
export function ClosingCta({ apply, own }: ClosingCtaProps) {
  const { contact } = homeSections.closing;
  const heading = own?.heading ?? homeSections.closing.heading;
  const text = own?.text ?? homeSections.closing.text;
  return (
    <section className="closing" aria-labelledby="closing-heading">
      <div className="container closing-inner">
        <h2 id="closing-heading">{heading}</h2>
        <p>{text}</p>
        <div className="hero-actions">
          {apply.to.startsWith("#") ? (
            // To a form on the same page (a landing page's): an anchor, never resolved against the page's path.
            <a href={apply.to} className="button button-primary button-large">
              {apply.label}
            </a>
          ) : (
            <Link to={apply.to} viewTransition className="button button-primary button-large">
              {apply.label}
            </Link>
          )}
          {!own && (
            <Link to={contact.to} viewTransition className="button button-ghost button-large">
              {contact.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
