import { lazyIsland } from "~/components/ui/lazy-island";
import { PageHeader } from "~/components/ui/page-header";
import { TooltipLink } from "~/components/ui/tooltip-link";
import { home } from "~/content/home";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

const sections = lazyIsland(() => import("~/components/home-sections"));

export const meta = () => pageTags(home.meta, pages.home);

export const clientMiddleware = sections.clientMiddleware;

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
          <sections.Island part="showcase" />
        </section>
      </div>
      <sections.Island part="sections" apply={home.cta} />
    </div>
  );
}
