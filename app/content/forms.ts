import { site } from "~/content/site";

/** Labels and help texts of both forms, keyed by the field names the agency's inbox receives. */
export const contactFields = {
  name: { label: "Your name", placeholder: "Alex Morgan" },
  email: { label: "E-mail", placeholder: "alex@yourbrand.com" },
  message: { label: "Message", hint: "What would you like to grow? A few lines are enough." },
} as const;

export const applyFields = {
  fullName: { label: "Full name", placeholder: "Alex Morgan" },
  email: { label: "E-mail", placeholder: "alex@yourbrand.com" },
  age: { label: "Age" },
  instagramId: { label: "Instagram handle", placeholder: "@yourbrand" },
  phoneNumber: { label: "Phone number", placeholder: "+1 555 010 0199" },
  followers: { label: "Total followers", placeholder: "12500" },
  goals: {
    label: "Your main goals",
    hint: "What should working with us achieve? More sales, a launch, a new audience…",
  },
} as const;

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
