import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { organizationJsonLd } from "~/lib/structured-data";

describe("the agency's structured data", () => {
  it("is an Organization with its name, address on the web, logo, e-mail and profiles while no postal address is entered", () => {
    const data = JSON.parse(organizationJsonLd({ ...site, address: null }));
    expect(data).toMatchObject({ "@type": "Organization", name: site.name, email: site.email, sameAs: site.social.map((profile) => profile.url) });
    expect(data.url).toMatch(/^https:\/\//);
    expect(data.logo).toMatch(/\.png$/);
    expect(data).not.toHaveProperty("address");
  });

  it("becomes a LocalBusiness with the postal address once the agency enters one", () => {
    const address = { streetAddress: "1 Example Street", postalCode: "10115", locality: "Berlin", country: "DE" };
    expect(JSON.parse(organizationJsonLd({ ...site, address }))).toMatchObject({
      "@type": "LocalBusiness",
      address: { "@type": "PostalAddress", streetAddress: "1 Example Street", postalCode: "10115", addressLocality: "Berlin", addressCountry: "DE" },
    });
  });
});
