export const contactPage = {
  meta: {
    title: "Contact Us | Northstar Social",
    description: "Questions about paid social, influencers or content? Send Northstar Social a message; we reply within one working day.",
  },
  title: "Contact Us",
  intro:
    "Ask us anything about paid social, influencer campaigns or content. A strategist reads every message and replies within one working day.",
  asideHeading: "Prefer e-mail?",
} as const;
