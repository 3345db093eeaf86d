/**
 * The error page's words (the specification's, so code): shown in a form's place when the form fails
 * (app/forms/form-island.tsx), and as the page on the dev server. Its title in search results is made where the page
 * is (`pageMeta(errorPage.search)`), so the browser suites read these words without the build's content modules.
 */
export const errorPage = {
  search: {
    title: "Something went wrong",
    description: "An unexpected error occurred.",
  },
  title: "Unexpected Application Error!",
  back: "Back to the home page",
} as const;
