import { formCopy } from "~/content/forms";
import type { ContactField } from "~/forms/contact/contact-schema";
import { limits, patterns } from "~/forms/limits";
import { fieldList, type LeadFormDefinition } from "~/forms/form-definition";

export const contactForm: LeadFormDefinition<ContactField> = {
  id: "contact",
  fields: fieldList<ContactField>({
    name: { kind: "text", autoComplete: "name", maxLength: limits.name, label: "Your name", placeholder: "Alex Morgan" },
    email: {
      kind: "email",
      autoComplete: "email",
      maxLength: limits.email,
      pattern: patterns.email,
      label: "E-mail",
      placeholder: "alex@yourbrand.com",
    },
    message: {
      kind: "textarea",
      autoComplete: "off",
      rows: 5,
      maxLength: limits.longText,
      label: "Message",
      hint: "What would you like to grow? A few lines are enough.",
    },
  }),
  loadValidator: () => import("~/forms/contact/contact-schema").then((module) => module.validateContact),
  fallbackSubject: formCopy.contact.fallbackSubject,
  subject: (values) => formCopy.contact.subject(values.name),
  submitLabel: formCopy.contact.submit,
};
