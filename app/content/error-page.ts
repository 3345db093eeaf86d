import { pageMeta } from "~/content/site";
export const errorPage = {
  meta: pageMeta({
    title: "Something went wrong",
    description: "An unexpected error occurred.",
  }),
  title: "Unexpected Application Error!",
  back: "Back to the home page",
} as const;
