export const applyPage = {
  meta: {
    title: "Apply as a Client | Northstar Social",
    description:
      "Tell us about your brand, audience and goals. Apply to work with Northstar Social and get a growth plan for paid social.",
  },
  title: "Apply as a Client",
  intro:
    "Tell us where your brand stands today and where you want it to go. We review every application and come back with a first growth plan within three working days.",
  steps: ["Apply in three minutes", "Strategy call within three working days", "First campaign live in two weeks"],
} as const;
