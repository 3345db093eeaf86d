import privacy from "../../content/privacy.json" with { type: "json" };
import { pageMeta } from "~/content/site";
import { applyFields, contactFields } from "~/content/form-fields";
import type { PrivacyPage } from "~/content/schema/kinds";

/** A field's label as it reads mid-sentence: "Your name" → "name", "Instagram handle" stays. */
const inSentence = (label: string) => {
  const text = label.replace(/^Your /, "");
  return /^Instagram\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
};
const labels = (fields: Record<string, { readonly label: string }>) => Object.values(fields).map((field) => inSentence(field.label));
const sentence = (items: readonly string[]) => `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** The privacy page's words, edited in `content/privacy.json`. */
const text: PrivacyPage = privacy;

/**
 * The privacy page. What each form collects is read from the forms themselves; where a lead goes depends on the
 * build: the form service, or the agency's own server (the local inbox). The agency should read this page before
 * launch and change what its practice differs from.
 */
export const privacyPage = {
  meta: pageMeta(text.search),
  title: text.title,
  intro: text.intro,
  collects: {
    heading: text.collects.heading,
    paragraphs: [
      `The contact form sends your ${sentence(labels(contactFields))}.`,
      `The client application sends your ${sentence(labels(applyFields))}.`,
      text.collects.more,
    ],
  },
  destination: {
    heading: text.destination.heading,
    service: text.destination.service,
    serviceLink: { label: "Web3Forms privacy policy", url: "https://web3forms.com/privacy" },
    localInbox: text.destination.localInbox,
  },
  sections: text.sections,
  captcha: text.destination.captcha,
  contact: text.contact,
} as const;
