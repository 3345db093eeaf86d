import { formError as text } from "virtual:content/formError";
import { pageMeta } from "~/content/site";
import type { PageLink } from "~/content/pages";
import type { FormErrorPage } from "~/content/schema/kinds";

/** Shown, with status 400 or 429, when the local inbox refuses a form sent with JavaScript off; edited in `content/form-error.json`. */
const page: FormErrorPage = text;

export const formErrorPage = {
  meta: pageMeta(page.search),
  eyebrow: page.eyebrow,
  title: page.title,
  body: page.body,
  links: [
    { label: page.contactLink, to: "/contact" },
    { label: page.applyLink, to: "/apply-client" },
  ] satisfies PageLink[],
} as const;
