import { site } from "~/content/site";
export const applyPage = {
  meta: {
    title: `Apply as a Client | ${site.name}`,
    description:
      `Tell us about your brand, audience and goals. Apply to work with ${site.name} on paid social, influencers and content.`,
  },
  title: "Apply as a Client",
  intro:
    "Tell us where your brand stands today and where you want it to go. The more we know about your audience and your goals, the better we can judge how we can help.",
  steps: ["Tell us about your brand in one short form", "We read your application", "If we are a fit, we plan the next step together"],
} as const;
