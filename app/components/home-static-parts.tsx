import { ClientLogos } from "~/components/client-logos";
import { ClosingCta } from "~/components/closing-cta";
import { FaqSection } from "~/components/faq-section";
import { HeroShowcase } from "~/components/hero-showcase";
import { ProcessSteps } from "~/components/process-steps";
import { ProofSection } from "~/components/proof-section";
import { ServiceCards } from "~/components/service-cards";
import { StatsStrip } from "~/components/stats-strip";
import { stats } from "~/content/stats";
import type { PageLink } from "~/content/pages";

type HomeStaticPartsProps = { readonly part: "hero-card" } | { readonly part: "sections"; readonly apply: PageLink };

/**
 * The parts of the home page besides its headline, in two places: the decorative post card beside the headline
 * (`hero-card`), and the figures and every section below them (`sections`; the questions are native <details>).
 */
export default function HomeStaticParts(props: HomeStaticPartsProps) {
  if (props.part === "hero-card") return <HeroShowcase />;
  const { apply } = props;
  return (
    <>
      <div className="container">
        <StatsStrip figures={stats} />
        <ClientLogos />
      </div>
      <ServiceCards />
      <ProcessSteps />
      <ProofSection />
      <FaqSection />
      <ClosingCta apply={apply} />
    </>
  );
}
