import { contact } from "virtual:content/contact";
import { pageMeta } from "~/content/site";
import type { ContactPage } from "~/content/schema/kinds";

/** The contact page's words, edited in `content/contact.json` (the form's own words are code: app/forms/contact/contact-form.ts). */
const text: ContactPage = contact;

export const contactPage = {
  meta: pageMeta(text.search),
  title: text.title,
  intro: text.intro,
  asideHeading: text.asideHeading,
} as const;
