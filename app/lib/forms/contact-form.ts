import { contactFields } from "~/content/form-fields";
import { formCopy } from "~/content/forms";
import type { ContactField } from "~/lib/forms/contact-schema";
import { limits, patterns } from "~/lib/forms/limits";
import { fieldList, type LeadFormDefinition } from "~/lib/forms/lead-form";

export const contactForm: LeadFormDefinition<ContactField> = {
  id: "contact",
  fields: fieldList<ContactField>({
    name: { kind: "text", autoComplete: "name", maxLength: limits.name, ...contactFields.name },
    email: { kind: "email", autoComplete: "email", maxLength: limits.email, pattern: patterns.email, ...contactFields.email },
    message: { kind: "textarea", autoComplete: "off", rows: 5, maxLength: limits.longText, ...contactFields.message },
  }),
  loadValidator: () => import("~/lib/forms/contact-schema").then((module) => module.validateContact),
  fallbackSubject: formCopy.contact.fallbackSubject,
  subject: (values) => formCopy.contact.subject(values.name),
  submitLabel: formCopy.contact.submit,
};
