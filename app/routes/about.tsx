import { PageHeader } from "~/components/ui/page-header";
import { about } from "~/content/about";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageTags(about.meta, pages.about);

export default function About() {
  return (
    <div className="container">
      <PageHeader title={about.title}>
        <p>{about.intro}</p>
      </PageHeader>
      <div className="card-grid">
        {about.cards.map((card) => (
          <section key={card.heading} className="card">
            <h2>{card.heading}</h2>
            <ul>
              {card.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
