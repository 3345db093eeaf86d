import type { Figures } from "~/content/schema/kinds";

/** The headline figures: the site's, or a landing page's own (plain: the editor's preview shows it too). */
export function StatsStrip({ figures }: { readonly figures: Figures }) {
  const { heading, items } = figures;
  return (
    <section className="stats" aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="visually-hidden">
        {heading}
      </h2>
      <dl className="stats-list">
        {items.map((stat) => (
          <div key={stat.label} className="stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
