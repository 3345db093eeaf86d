import { site } from "~/content/site";
export const contactPage = {
  meta: {
    title: `Contact Us | ${site.name}`,
    description: `Questions about paid social, influencers or content? Send ${site.name} a message from this page.`,
  },
  title: "Contact Us",
  intro:
    "Ask us anything about paid social, influencer campaigns or content, or tell us what you are planning.",
  asideHeading: "Prefer e-mail?",
} as const;
