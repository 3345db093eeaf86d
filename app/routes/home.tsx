import { Link } from "react-router";
import { HeroShowcase } from "~/components/hero-showcase";
import { StatsStrip } from "~/components/stats-strip";
import { PageHeader } from "~/components/ui/page-header";
import { TooltipLink } from "~/components/ui/tooltip-link";
import { home } from "~/content/home";
import { pageTags } from "~/lib/seo";

export const meta = () => pageTags(home.meta, { path: "/" });

export default function Home() {
  return (
    <div className="container home">
      <section className="hero">
        <div className="hero-copy">
        <PageHeader title={home.headline} eyebrow={home.eyebrow}>
          <p>{home.tagline}</p>
        </PageHeader>
        <div className="hero-actions">
          <TooltipLink to={home.cta.to} label={home.cta.label} tooltip={home.cta.tooltip} className="button button-primary button-large" />
          <Link to={home.secondaryCta.to} viewTransition className="button button-ghost button-large">
            {home.secondaryCta.label}
          </Link>
        </div>
        </div>
        <HeroShowcase {...home.showcase} />
      </section>
      <StatsStrip heading={home.statsHeading} stats={home.stats} />
    </div>
  );
}
