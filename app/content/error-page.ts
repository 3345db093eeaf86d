export const errorPage = {
  meta: {
    title: "Something went wrong | Northstar Social",
    description: "An unexpected error occurred.",
  },
  title: "Unexpected Application Error!",
  back: "Back to the home page",
} as const;
