import { pageMeta, site } from "~/content/site";
export const notFoundPage = {
  meta: pageMeta({
    title: "Page not found",
    description: `This page does not exist. Head back to the ${site.name} home page.`,
  }),
  eyebrow: "Error 404",
  title: "Page not found",
  body: "The page you asked for does not exist or has moved.",
  back: "Back to the home page",
} as const;
