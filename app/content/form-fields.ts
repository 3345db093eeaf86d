import type { ApplyField } from "~/lib/forms/apply-schema";
import type { ContactField } from "~/lib/forms/contact-schema";

interface FieldCopy {
  readonly label: string;
  readonly placeholder?: string;
  readonly hint?: string;
}

/** Labels and help texts of both forms, keyed by the field names the agency's inbox receives. */
export const contactFields = {
  name: { label: "Your name", placeholder: "Alex Morgan" },
  email: { label: "E-mail", placeholder: "alex@yourbrand.com" },
  message: { label: "Message", hint: "What would you like to grow? A few lines are enough." },
} as const satisfies Record<ContactField, FieldCopy>;

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
} as const satisfies Record<ApplyField, FieldCopy>;
