import { lazyIsland } from "~/components/ui/lazy-island";
import { PageHeader } from "~/components/ui/page-header";
import { TooltipLink } from "~/components/ui/tooltip-link";
import { home } from "~/content/home";
import { pageTags } from "~/lib/seo";
import { pages } from "~/content/pages";

const staticParts = lazyIsland(() => import("~/components/home-static-parts"));

export const meta = () => pageTags(home.meta, pages.home);

export const clientMiddleware = staticParts.clientMiddleware;

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
          <staticParts.Island part="hero-card" />
        </section>
      </div>
      <staticParts.Island part="sections" apply={home.cta} />
    </div>
  );
}
