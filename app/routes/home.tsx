import HomeStaticParts from "~/components/home-static-parts";
import { PageHeader } from "~/components/ui/page-header";
import { TooltipLink } from "~/components/ui/tooltip-link";
import { home } from "~/content/home";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageTags(home.meta, pages.home);

export default function Home() {
  return (
    <div className="home">
      <div className="container">
        <section className="hero">
          <div className="hero-copy">
            <PageHeader title={home.headline} eyebrow={home.eyebrow}>
              <p>{home.tagline}</p>
            </PageHeader>
            <div className="hero-actions">
              <TooltipLink to={home.cta.to} label={home.cta.label} tooltip={home.cta.tooltip} className="button button-primary button-large" />
              <a href={home.secondaryCta.href} className="button button-ghost button-large">
                {home.secondaryCta.label}
              </a>
            </div>
          </div>
          <HomeStaticParts part="hero-card" />
        </section>
      </div>
      <HomeStaticParts part="sections" apply={home.cta} />
    </div>
  );
}
