import { formCopy } from "~/content/forms";
import type { ContactField } from "~/forms/contact/contact-schema";
import type { LeadFormDefinition } from "~/forms/form-definition";
import { contactFields, contactFormId } from "~/forms/contact/contact-fields";

export const contactForm: LeadFormDefinition<ContactField> = {
  id: contactFormId,
  fields: contactFields,
  loadValidator: () => import("~/forms/contact/contact-schema").then((module) => module.validateContact),
  fallbackSubject: formCopy.contact.fallbackSubject,
  subject: (values) => formCopy.contact.subject(values.name),
  submitLabel: formCopy.contact.submit,
};
