import type { RuleLink } from "~/lib/lead-judgement.mjs";

/**
 * What a rule that judged a lead not a fit offers the person in the call's place: the agency's words and links. The
 * form's success state and the thank-you page show it alike.
 */
export function RuleOffer({ message, links = [] }: { readonly message: string; readonly links?: readonly RuleLink[] | undefined }) {
  return (
    <div className="rule-offer">
      <p>{message}</p>
      {links.length > 0 && (
        <ul>
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
