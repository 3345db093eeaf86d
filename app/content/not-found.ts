export const notFoundPage = {
  meta: {
    title: "Page not found | Northstar Social",
    description: "This page does not exist. Head back to the Northstar Social home page.",
  },
  eyebrow: "Error 404",
  title: "Page not found",
  body: "The page you asked for does not exist or has moved.",
  back: "Back to the home page",
} as const;
