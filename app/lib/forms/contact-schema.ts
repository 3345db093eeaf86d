import * as v from "valibot";
import type { ContactField } from "~/lib/forms/contact-form";
import { rules } from "~/lib/forms/field-rules";
import type { FormValues } from "~/lib/forms/lead-form";
import { validateWith } from "~/lib/forms/validate";

export const contactSchema = v.object({
  name: rules.name("name"),
  email: rules.email,
  message: rules.longText("your message"),
});

export const validateContact = (values: FormValues<ContactField>) => validateWith(contactSchema, values);
