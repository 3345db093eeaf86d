import { offerings } from "~/content/offerings";
import type { PageLink } from "~/content/pages";

export interface ProcessStep {
  readonly title: string;
  readonly text: string;
}

export interface Reason {
  /** A figure the site already states (the stats strip, the About page), shown large; none for a plain claim. */
  readonly figure?: string;
  readonly title: string;
  readonly text: string;
}


/** Everything on the home page below the headline and the figures, in the order it appears. */
export const homeSections = {
  services: {
    heading: "What we do",
    intro: "Five services, one team, one goal: more customers for your brand.",
    cards: offerings,
    more: "How it works",
  },
  process: {
    heading: "How we work",
    intro: "From your first message to a campaign that sells, in four steps.",
    steps: [
      { title: "Apply", text: "Tell us about your brand, your audience and your goals in one short form." },
      { title: "Plan", text: "If we are a fit, we agree on goals and a first plan for ads, creators and content." },
      { title: "Launch", text: "Ads, creators and content go live on the platforms where your customers already spend their time." },
      { title: "Test, learn, scale", text: "We test small, learn fast and scale what converts." },
    ] satisfies ProcessStep[],
  },
  reasons: {
    heading: "Why brands choose us",
    intro: "What the figures stand for.",
    items: [
      { figure: "300+", title: "Creators in our network", text: "Influencers whose audiences we know, matched to your buyers instead of to a follower count." },
      { figure: "50+", title: "Brands we have worked with", text: "Decisions backed by what we learned across them, not by guesswork." },
      { figure: "1", title: "Team instead of three vendors", text: "Ads, influencers and content are planned together, so every channel pushes the same sale." },
      { title: "Sales, not likes", text: "We judge a campaign by the customers it brings, not by the likes it collects." },
    ] satisfies Reason[],
  },
  /**
   * Filled by the agency in `content/client-logos/`, `content/case-studies/` and `content/testimonials/`
   * (collections.ts); each part shows once it has an entry.
   */
  clientLogos: { heading: "Brands we work with" },
  caseStudies: { heading: "Results for our clients" },
  testimonials: { heading: "What clients say" },
  questions: {
    heading: "Questions brands ask",
    // The questions themselves: one file each in `content/faq/` (collections.ts).
  },
  closing: {
    heading: "Ready for customers, not just likes?",
    text: "Tell us where your brand stands and where you want it to go.",
    contact: { label: "Send us a message", to: "/contact" } satisfies PageLink,
  },
} as const;
