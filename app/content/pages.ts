/** Titles and descriptions of every page, as search results and link previews show them. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export const pageMeta = {
  home: {
    title: "Northstar Social: paid social ads and influencer marketing that sell",
    description:
      "Northstar Social drives sales through paid ads on social media, influencer partnerships and content. 300+ creators, 50+ brands grown.",
  },
  services: {
    title: "Our Services | Northstar Social",
    description:
      "Paid social advertising, influencer partnerships, content creation, brand identity and audience engagement, run by one team.",
  },
  about: {
    title: "About Us | Northstar Social",
    description:
      "Media buyers, creators and strategists who measure success in sales. See how we work and what your brand gains.",
  },
  contact: {
    title: "Contact Us | Northstar Social",
    description: "Questions about paid social, influencers or content? Send Northstar Social a message; we reply within one working day.",
  },
  applyClient: {
    title: "Apply as a Client | Northstar Social",
    description:
      "Tell us about your brand, audience and goals. Apply to work with Northstar Social and get a growth plan for paid social.",
  },
  thanks: {
    title: "Thank you | Northstar Social",
    description: "Your message reached Northstar Social. We reply within one working day.",
  },
  notFound: {
    title: "Page not found | Northstar Social",
    description: "This page does not exist. Head back to the Northstar Social home page.",
  },
  error: {
    title: "Something went wrong | Northstar Social",
    description: "An unexpected error occurred.",
  },
} satisfies Record<string, PageMeta>;

export const contactPage = {
  title: "Contact Us",
  intro:
    "Ask us anything about paid social, influencer campaigns or content. A strategist reads every message and replies within one working day.",
  asideHeading: "Prefer e-mail?",
} as const;

export const applyPage = {
  title: "Apply as a Client",
  intro:
    "Tell us where your brand stands today and where you want it to go. We review every application and come back with a first growth plan within three working days.",
  steps: ["Apply in three minutes", "Strategy call within three working days", "First campaign live in two weeks"],
} as const;

export const thanksPage = {
  title: "Thank you",
  body: "Your form reached us. A strategist will reply within one working day.",
  back: "Back to the home page",
} as const;

export const notFoundPage = {
  eyebrow: "Error 404",
  title: "Page not found",
  body: "The page you asked for does not exist or has moved.",
  back: "Back to the home page",
} as const;

export const errorPage = {
  title: "Unexpected Application Error!",
  back: "Back to the home page",
} as const;
