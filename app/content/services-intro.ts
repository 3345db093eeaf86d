import type { PageLink } from "~/content/pages";

/** The specification's one descriptive paragraph of /services, with the five services named in bold. */
export const servicesIntro = {
  lead: "Five services, one team, one goal: more customers for your brand.",
  intro:
    "We plan and run paid social advertising on Instagram, TikTok, Facebook and YouTube, testing creatives and audiences so your budget moves to what sells. We match you with influencers from our network of 300+ creators whose followers fit your buyers, and we handle the briefs, contracts and reporting. Our studio produces content creation at social speed: short videos, reels, stories and product shots made for each platform. We shape your brand identity, from voice and visual system to the templates your team reuses, so every post looks like you. And we grow audience engagement by answering comments, running community programmes and turning followers into regulars who come back to buy.",
  list: [
    "Paid social advertising",
    "Influencer partnerships",
    "Content creation",
    "Brand identity",
    "Audience engagement",
  ],
  cta: { label: "Tell us about your brand", to: "/contact" } satisfies PageLink,
} as const;
