export const services = {
  meta: {
    title: "Our Services | Northstar Social",
    description:
      "Paid social advertising, influencer partnerships, content creation, brand identity and audience engagement, run by one team.",
  },
  title: "Our Services",
} as const;
