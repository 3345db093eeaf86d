import type { Stat } from "~/content/home";

interface StatsStripProps {
  readonly heading: string;
  readonly stats: readonly Stat[];
}

export function StatsStrip({ heading, stats }: StatsStripProps) {
  return (
    <section className="stats" aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="visually-hidden">
        {heading}
      </h2>
      <dl className="stats-list">
        {stats.map((stat) => (
          <div key={stat.label} className="stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
