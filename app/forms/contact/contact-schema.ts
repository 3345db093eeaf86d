import * as v from "valibot";
import { fieldsInMessages } from "~/content/form-messages";
import { rules } from "~/forms/field-rules";
import type { FormValues } from "~/forms/form-definition";
import { validateWith } from "~/forms/validate";

/** The contact form's fields and their rules: the one list of its field names. */
export const contactSchema = v.object({
  name: rules.name(fieldsInMessages.contact.name),
  email: rules.email,
  message: rules.longText(fieldsInMessages.contact.message),
});

export type ContactField = keyof typeof contactSchema.entries;

export const validateContact = (values: FormValues<ContactField>) => validateWith(contactSchema, values);
