export interface Stat {
  readonly value: string;
  readonly label: string;
}

export const home = {
  meta: {
    title: "Northstar Social: paid social ads and influencer marketing that sell",
    description:
      "Northstar Social drives sales through paid ads on social media, influencer partnerships and content. 300+ creators, 50+ brands grown.",
  },
  eyebrow: "Paid social · Influencers · Content",
  headline: "Drive sales through paid ads on social media",
  tagline:
    "We bring you customers through social media marketing: ads that reach the right people, creators they trust and content that makes them buy.",
  cta: { label: "Apply as a Client", to: "/apply-client", tooltip: "Apply to work with us" },
  secondaryCta: { label: "See what we do", to: "/services" },
  showcase: {
    account: "yourbrand",
    label: "Sponsored",
    caption: "New drop, made with creators your customers follow.",
    action: "Shop now",
    reactions: "3.4M",
    views: "4.2M",
    badge: "120-140K story views",
  },
  statsHeading: "Results our campaigns deliver",
  stats: [
    { value: "3.4M+", label: "Average engagement" },
    { value: "4.2M+", label: "Average views" },
    { value: "120-140K", label: "Average story views" },
    { value: "300+", label: "Influencers" },
    { value: "50+", label: "Brands" },
  ] satisfies Stat[],
} as const;
