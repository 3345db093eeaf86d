import { site } from "~/content/site";
export const errorPage = {
  meta: {
    title: `Something went wrong | ${site.name}`,
    description: "An unexpected error occurred.",
  },
  title: "Unexpected Application Error!",
  back: "Back to the home page",
} as const;
