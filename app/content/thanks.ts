export const thanksPage = {
  meta: {
    title: "Thank you | Northstar Social",
    description: "Your form reached Northstar Social. Thank you for writing to us.",
  },
  title: "Thank you",
  body: "Your form reached us. Thank you for telling us about your brand.",
  back: "Back to the home page",
} as const;
