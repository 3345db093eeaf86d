export const thanksPage = {
  meta: {
    title: "Thank you | Northstar Social",
    description: "Your message reached Northstar Social. We reply within one working day.",
  },
  title: "Thank you",
  body: "Your form reached us. A strategist will reply within one working day.",
  back: "Back to the home page",
} as const;
