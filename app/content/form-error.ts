import { pageMeta } from "~/content/site";
import type { PageLink } from "~/content/pages";

/** Shown, with status 400 or 429, when the local inbox refuses a form sent with JavaScript off. */
export const formErrorPage = {
  meta: pageMeta({
    title: "Your form was not sent",
    description: "Your form could not be accepted. Go back, check every field and send it again.",
  }),
  eyebrow: "Not sent",
  title: "Your form was not sent",
  body: "A field was missing or not in the expected format, or too many forms came from your connection in the last minute. Go back: your browser still holds what you typed. Check each field and send it again.",
  links: [
    { label: "Back to the contact form", to: "/contact" },
    { label: "Back to the application", to: "/apply-client" },
  ] satisfies PageLink[],
} as const;
