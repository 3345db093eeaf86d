import { site } from "~/content/site";
export interface AboutCard {
  readonly heading: string;
  readonly items: readonly string[];
}

export const about = {
  meta: {
    title: `About Us | ${site.name}`,
    description:
      "Media buyers, creators and strategists who measure success in sales. See how we work and what your brand gains.",
  },
  title: "About Us",
  intro:
    "We are a social-first growth agency: media buyers, creators and strategists who measure success in sales, not likes.",
  cards: [
    {
      heading: "Our Services",
      items: [
      "Paid ads on Instagram, TikTok, Facebook and YouTube, planned and optimised as results come in",
      "Influencer partnerships with creators from our network of 300+",
      "Content creation and brand identity made for each platform",
      ],
    },
    {
      heading: "What We are Good At",
      items: [
      "Turning ad spend into sales you can trace back to a campaign",
      "Pairing brands with creators whose audiences actually buy",
      "Producing scroll-stopping short video on tight timelines",
      ],
    },
    {
      heading: "Our Approach",
      items: [
      "Test small, learn fast, then scale the ads and creators that convert",
      "Budget follows results: it moves to the ads and creators that sell",
      ],
    },
    {
      heading: "How You Benefit",
      items: [
      "More customers from the platforms where they already spend their time",
      "A single team for ads, influencers and content, instead of three vendors",
      "Decisions backed by what we learned working with 50+ brands",
      ],
    },
  ] satisfies AboutCard[],
} as const;
