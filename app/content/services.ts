import { site } from "~/content/site";
export const services = {
  meta: {
    title: `Our Services | ${site.name}`,
    description:
      "Paid social advertising, influencer partnerships, content creation, brand identity and audience engagement, run by one team.",
  },
  title: "Our Services",
} as const;
