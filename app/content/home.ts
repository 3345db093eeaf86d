import { site } from "~/content/site";
import type { PageLink } from "~/content/pages";

export const home = {
  meta: {
    title: `${site.name}: paid social ads and influencer marketing that sell`,
    description:
      `${site.name} drives sales through paid ads on social media, influencer partnerships and content. 300+ creators, 50+ brands.`,
  },
  eyebrow: "Paid social · Influencers · Content",
  headline: "Drive sales through paid ads on social media",
  tagline:
    "We bring you customers through social media marketing: ads that reach the right people, creators they trust and content that makes them buy.",
  cta: { label: "Apply as a Client", to: "/apply-client", tooltip: "Apply to work with us" } satisfies PageLink & { tooltip: string },
  /** An anchor to the services section further down the page. */
  secondaryCta: { label: "See what we do", href: "#what-we-do" },
} as const;
