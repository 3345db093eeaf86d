import * as v from "valibot";
import { fieldsInMessages } from "~/content/form-messages";
import { rules } from "~/forms/field-rules";
import type { FormValues } from "~/forms/form-definition";
import { validateWith } from "~/forms/validate";

/** The application's fields and their rules, in the order the specification lists them: the one list of its field names. */
export const applicationSchema = v.object({
  email: rules.email,
  fullName: rules.name(fieldsInMessages.apply.fullName),
  age: rules.age,
  instagramId: rules.instagramId,
  phoneNumber: rules.phoneNumber,
  followers: rules.followers,
  goals: rules.longText(fieldsInMessages.apply.goals),
});

export type ApplyField = keyof typeof applicationSchema.entries;

export const validateApplication = (values: FormValues<ApplyField>) => validateWith(applicationSchema, values);
