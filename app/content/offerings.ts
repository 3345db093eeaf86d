import type { PageLink } from "~/content/pages";

/** Names the inline icon each service card shows (`components/ui/service-icon.tsx`). */
export type ServiceIconName = "ads" | "creators" | "content" | "identity" | "engagement";

export interface Offering {
  /** The anchor of the service's section on /services, which the home cards link to. */
  readonly id: string;
  readonly name: string;
  readonly icon: ServiceIconName;
  readonly summary: string;
  /** What the client gets, as the services page lists it. */
  readonly gets: readonly string[];
}

/** The five services, in the order the specification names them; home and /services both read them. */
export const offerings = [
  {
    id: "paid-social",
    name: "Paid social advertising",
    icon: "ads",
    summary: "Ads on Instagram, TikTok, Facebook and YouTube, with creatives and audiences tested so your budget moves to what sells.",
    gets: [
      "Campaigns planned and run on the platforms where your customers spend their time",
      "Creatives and audiences tested, and the budget moved to what sells",
      "Campaigns judged by the sales they bring, not by likes",
    ],
  },
  {
    id: "influencers",
    name: "Influencer partnerships",
    icon: "creators",
    summary: "Creators from our network of 300+, chosen because their followers match your buyers.",
    gets: [
      "Creators from our network of 300+ whose audiences actually buy",
      "Briefs, contracts and reporting handled by us",
      "Small tests first, then more budget for the creators that convert",
    ],
  },
  {
    id: "content",
    name: "Content creation",
    icon: "content",
    summary: "Short videos, reels, stories and product shots from our studio, made at social speed for each platform.",
    gets: [
      "Short videos, reels and stories made for each platform",
      "Product shots that work in a feed and in an ad",
      "Scroll-stopping content on tight timelines",
    ],
  },
  {
    id: "brand-identity",
    name: "Brand identity",
    icon: "identity",
    summary: "Your voice and visual system, and the templates your team reuses, so every post looks like you.",
    gets: [
      "A brand voice your posts and ads speak in",
      "A visual system for every platform",
      "Templates your team reuses, so every post looks like you",
    ],
  },
  {
    id: "audience-engagement",
    name: "Audience engagement",
    icon: "engagement",
    summary: "Comments answered and community programmes run, turning followers into regulars who come back to buy.",
    gets: [
      "Comments answered, so questions turn into orders",
      "Community programmes that give followers a reason to stay",
      "Followers turned into regulars who come back to buy",
    ],
  },
] as const satisfies readonly Offering[];

/** The words around each service's section on /services. */
export const offeringDetails = {
  getsHeading: "What you get",
  apply: { label: "Apply as a Client", to: "/apply-client" } satisfies PageLink,
  contact: { label: "Ask us a question", to: "/contact" } satisfies PageLink,
} as const;
