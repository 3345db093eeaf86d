import { ClosingBand } from "~/components/closing-band";
import { homeSections } from "~/content/home-sections";
import type { PageLink } from "~/content/pages";

/** The last thing on the home page: apply (the call to action, passed in), or just write. */
export function ClosingCta({ apply }: { readonly apply: PageLink }) {
  const { heading, text, contact } = homeSections.closing;
  return (
    <ClosingBand heading={heading} text={text}>
      <a href={apply.to} className="button button-primary button-large">
        {apply.label}
      </a>
      <a href={contact.to} className="button button-ghost button-large">
        {contact.label}
      </a>
    </ClosingBand>
  );
}
