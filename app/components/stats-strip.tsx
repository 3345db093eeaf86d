import { stats } from "~/content/stats";

export function StatsStrip() {
  const { heading, items } = stats;
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
