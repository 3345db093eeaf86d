import { ServiceIcon } from "~/components/ui/service-icon";
import { offerings } from "~/content/offerings";
import { offeringDetails, servicesIntro } from "~/content/services-intro";
import { splitOnTerms } from "~/lib/highlight-terms";

/**
 * Everything on /services under its title: the descriptive paragraph, then one section per service, each with
 * the anchor the home page's cards link to.
 */
export default function ServicesBody() {
  return (
    <>
      <div className="container narrow">
        <p className="prose">
          <strong className="prose-lead">{servicesIntro.lead}</strong>
          {splitOnTerms(servicesIntro.intro, servicesIntro.list).map((part, index) =>
            part.term ? <strong key={index}>{part.text}</strong> : part.text,
          )}
        </p>
        <a href={servicesIntro.cta.to} className="button button-primary">
          {servicesIntro.cta.label}
        </a>
      </div>
      <div className="container service-details">
        {offerings.map((offering) => (
          <section key={offering.id} id={offering.id} className="service-detail" aria-labelledby={`${offering.id}-heading`}>
            <div className="service-detail-intro">
              <ServiceIcon name={offering.icon} />
              <h2 id={`${offering.id}-heading`} tabIndex={-1}>
                {offering.name}
              </h2>
              <p>{offering.summary}</p>
            </div>
            <div className="service-detail-gets">
              <h3>{offeringDetails.getsHeading}</h3>
              <ul className="checklist">
                {offering.gets.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <div className="hero-actions">
                <a href={offeringDetails.apply.to} className="button button-primary">
                  {offeringDetails.apply.label}
                </a>
                <a href={offeringDetails.contact.to} className="button button-ghost">
                  {offeringDetails.contact.label}
                </a>
              </div>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
