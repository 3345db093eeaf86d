import { apply } from "virtual:content/apply";
import { pageMeta } from "~/content/site";
import type { ApplyPage } from "~/content/schema/kinds";

/** The application page's words, edited in `content/apply-client.json` (the form's own words are code: app/forms/apply/apply-form.ts). */
const text: ApplyPage = apply;

export const applyPage = {
  meta: pageMeta(text.search),
  title: text.title,
  intro: text.intro,
  steps: text.steps,
} as const;
