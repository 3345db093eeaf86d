import { Band } from "~/components/ui/band";
import { ServiceIcon } from "~/components/ui/service-icon";
import { homeSections } from "~/content/home-sections";

/**
 * The services as cards of equal height, each leading to its own section on /services: every one, or those a
 * landing page names (by file name), under its own heading.
 */
export function ServiceCards({ only, heading: ownHeading }: { readonly only?: readonly string[]; readonly heading?: string }) {
  const { heading, intro, more } = homeSections.services;
  const cards = only ? homeSections.services.cards.filter((card) => only.includes(card.id)) : homeSections.services.cards;
  return (
    <Band id="what-we-do" heading={ownHeading ?? heading} intro={ownHeading ? undefined : intro} tone="raised">
      <ul className="service-cards">
        {cards.map((card) => (
          <li key={card.id} className="service-card">
            <ServiceIcon name={card.icon} />
            <h3>{card.name}</h3>
            <p>{card.summary}</p>
            <a href={`/services#${card.id}`} className="card-link">
              {more}
              <span className="visually-hidden">: {card.name}</span>
              <span aria-hidden="true"> →</span>
            </a>
          </li>
        ))}
      </ul>
    </Band>
  );
}
