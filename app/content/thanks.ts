import { site } from "~/content/site";
export const thanksPage = {
  meta: {
    title: `Thank you | ${site.name}`,
    description: `Your form reached ${site.name}. Thank you for writing to us.`,
  },
  title: "Thank you",
  body: "Your form reached us. Thank you for telling us about your brand.",
  back: "Back to the home page",
} as const;
