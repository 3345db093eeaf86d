import { site } from "~/content/site";
import { applyFields, contactFields } from "~/content/form-fields";

export interface PrivacySection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

/** A field's label as it reads mid-sentence: "Your name" → "name", "Instagram handle" stays. */
const inSentence = (label: string) => {
  const text = label.replace(/^Your /, "");
  return /^Instagram\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
};
const labels = (fields: Record<string, { readonly label: string }>) => Object.values(fields).map((field) => inSentence(field.label));
const sentence = (items: readonly string[]) => `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * The privacy page. Where a lead goes depends on the build: the form service, or the agency's own server
 * (the local inbox). The agency should read this page before launch and change what its practice differs from.
 */
export const privacyPage = {
  meta: {
    title: `Privacy | ${site.name}`,
    description:
      "What our contact and application forms collect, where it goes and why. No cookies, no trackers, and drafts that stay in your browser tab.",
  },
  title: "Privacy",
  intro: `This site has no cookies, no analytics and no trackers. The only personal data we receive is what you send us through a form, and this page says what happens to it.`,
  collects: {
    heading: "What each form collects",
    paragraphs: [
      `The contact form sends your ${sentence(labels(contactFields))}.`,
      `The client application sends your ${sentence(labels(applyFields))}.`,
      "With either form we also receive a short reference for your message, the page of this site you first arrived on, the campaign tags of the ad or link that brought you (such as utm_source or an ad platform's click ID) and the website that sent you there (its address only, never the page).",
    ],
  },
  destination: {
    heading: "Where it goes",
    service:
      "Your form goes from your browser to Web3Forms, the form service that e-mails it to our inbox. Web3Forms' own privacy policy says where and how it processes what passes through it.",
    serviceLink: { label: "Web3Forms privacy policy", url: "https://web3forms.com/privacy" },
    localInbox: "Your form goes to the server that runs this website, which stores it for our team to read.",
  },
  sections: [
    {
      heading: "Why we collect it",
      paragraphs: [
        "To answer your message or review your application, and to know which of our own campaigns brought you, so we spend our ad budget where it reaches the right brands. We do not sell it, and we do not add you to a mailing list.",
      ],
    },
    {
      heading: "What stays on your device",
      paragraphs: [
        "While you fill in a form, your browser keeps a draft in this tab's session storage, so a reload does not lose what you typed. The draft is deleted when the form is sent, expires after 24 hours, and is gone when you close the tab.",
        "The campaign details above are kept only in the memory of the open page: never in a cookie or in storage, and lost when you reload.",
      ],
    },
  ] satisfies PrivacySection[],
  captcha:
    "To keep spam out, the forms use hCaptcha. Its check loads only when you start filling in a form, and hCaptcha's own privacy policy applies to it.",
  contact: {
    heading: "Questions, corrections, deletion",
    /** Around the agency's address, which the page shows as a link. */
    before: "Write to us at",
    after: "to ask what we hold about you, to correct it or to have it deleted.",
  },
} as const;
