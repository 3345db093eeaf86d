import { Link } from "react-router";
import { Band } from "~/components/ui/band";
import { ServiceIcon } from "~/components/ui/service-icon";
import { homeSections } from "~/content/home-sections";

/** The five services as cards of equal height, each leading to its own section on /services. */
export function ServiceCards() {
  const { heading, intro, cards, more } = homeSections.services;
  return (
    <Band id="what-we-do" heading={heading} intro={intro} tone="raised">
      <ul className="service-cards">
        {cards.map((card) => (
          <li key={card.id} className="service-card">
            <ServiceIcon name={card.icon} />
            <h3>{card.name}</h3>
            <p>{card.summary}</p>
            <Link to={`/services#${card.id}`} className="card-link" viewTransition>
              {more}
              <span className="visually-hidden">: {card.name}</span>
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </Band>
  );
}
