import { ClosingCta } from "~/components/closing-cta";
import { FaqSection } from "~/components/faq-section";
import { HeroShowcase } from "~/components/hero-showcase";
import { ProcessSteps } from "~/components/process-steps";
import { ProofSection } from "~/components/proof-section";
import { ServiceCards } from "~/components/service-cards";
import { StatsStrip } from "~/components/stats-strip";
import type { PageLink } from "~/content/pages";

type HomeSectionsProps = { readonly part: "showcase" } | { readonly part: "sections"; readonly apply: PageLink };

/**
 * The parts of the home page that have nothing to react to: the decorative post beside the headline, the
 * figures and everything below them (the questions are native <details>). One lazy island, mounted in two places:
 * in the prerendered page at once, its code after the page is interactive.
 */
export default function HomeSections(props: HomeSectionsProps) {
  if (props.part === "showcase") return <HeroShowcase />;
  const { apply } = props;
  return (
    <>
      <div className="container">
        <StatsStrip />
      </div>
      <ServiceCards />
      <ProcessSteps />
      <ProofSection />
      <FaqSection />
      <ClosingCta apply={apply} />
    </>
  );
}
