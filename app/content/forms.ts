import type { PageLink, PagePath } from "~/content/pages";
import { site } from "~/content/site";

export const formCopy = {
  contact: {
    submit: "Send message",
    fallbackSubject: "New contact message",
    subject: (name: string) => `New contact message: ${name}`,
  },
  apply: {
    submit: "Send application",
    fallbackSubject: "New client application",
    subject: (fullName: string) => `New client application: ${fullName}`,
  },
  /** The reference goes last, so the agency's inbox sorts and threads by what the lead wrote. */
  subjectWithReference: (subject: string, reference: string) => `${subject} [ref ${reference}]`,
  referenceLabel: "Your reference:",
  referenceHint: "Quote it if you write to us about this form.",
  privacyNote: "We use what you send only to answer you.",
  privacyLink: { label: "How we handle your data", to: "/privacy" } satisfies PageLink,
  /** Where the form service sends a visitor whose form was posted without JavaScript. */
  confirmationPage: "/thanks" satisfies PagePath,
  captchaLabel: "Spam check",
  required: "All fields are required.",
  busy: "Sending…",
  retry: "Try again",
  charactersLeft: (left: number) => `${left.toLocaleString("en-US")} characters left`,
} as const;

/** Every status a form can show; the first three are the specification's, letter for letter. */
export const statusText = {
  sending: "Sending....",
  success: "Form Submitted Successfully",
  invalid: "Please check the highlighted fields.",
  captchaMissing: "Please complete the “I am human” check above the button, then send again; everything you typed is still here.",
  captchaUnavailable:
    "The spam check could not load. Check your connection and send again; everything you typed is still here.",
  network: "We could not reach the server. Check your connection and try again; everything you typed is still here.",
  timeout: `The server took too long to answer, so your message may or may not have arrived. Try again, or write to ${site.email}.`,
  rateLimited: (seconds: number | null) =>
    seconds === null
      ? "Too many messages were sent just now. Please try again in a minute; everything you typed is still here."
      : `Too many messages were sent just now. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}; everything you typed is still here.`,
  serverError: (status: number) =>
    `The form service is having trouble (error ${status}). Nothing you typed was lost; please try again in a moment.`,
  unreadable: `The form service gave an answer we could not read. Please try again, or write to ${site.email}.`,
  rejectedWithoutMessage: (status: number) => `The form service did not accept the form (error ${status}).`,
} as const;
