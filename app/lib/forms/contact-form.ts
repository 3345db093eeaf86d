import { contactFields } from "~/content/form-fields";
import { formCopy } from "~/content/forms";
import { limits } from "~/lib/forms/limits";
import type { LeadFormDefinition } from "~/lib/forms/lead-form";

export type ContactField = "name" | "email" | "message";

export const contactForm: LeadFormDefinition<ContactField> = {
  id: "contact",
  fields: [
    { name: "name", kind: "text", autoComplete: "name", maxLength: limits.name, ...contactFields.name },
    { name: "email", kind: "email", autoComplete: "email", maxLength: limits.email, ...contactFields.email },
    { name: "message", kind: "textarea", autoComplete: "off", rows: 5, maxLength: limits.longText, ...contactFields.message },
  ],
  loadValidator: () => import("~/lib/forms/contact-schema").then((module) => module.validateContact),
  fallbackSubject: formCopy.contact.fallbackSubject,
  subject: (values) => formCopy.contact.subject(values.name),
  submitLabel: formCopy.contact.submit,
};
