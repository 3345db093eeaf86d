import { ContentPicture } from "~/components/ui/content-picture";
import { clientLogos as shownLogos } from "~/content/collections";
import { homeSections } from "~/content/home-sections";
import type { ClientLogo } from "~/content/schema/kinds";

/** The logos of clients who agreed to be shown (`content/client-logos/`); absent while there are none. */
export function ClientLogos({ logos = shownLogos }: { readonly logos?: readonly ClientLogo[] }) {
  if (logos.length === 0) return null;
  return (
    <section className="client-logos" aria-labelledby="client-logos-heading">
      <h2 id="client-logos-heading">{homeSections.clientLogos.heading}</h2>
      <ul>
        {logos.map((logo) => {
          const picture = <ContentPicture src={logo.logo} alt={logo.name} sizes="10rem" />;
          return <li key={logo.name}>{logo.link ? <a href={logo.link}>{picture}</a> : picture}</li>;
        })}
      </ul>
    </section>
  );
}
