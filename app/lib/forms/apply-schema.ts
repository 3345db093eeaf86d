import * as v from "valibot";
import type { ApplyField } from "~/lib/forms/apply-form";
import { rules } from "~/lib/forms/field-rules";
import type { FormValues } from "~/lib/forms/lead-form";
import { validateWith } from "~/lib/forms/validate";

export const applicationSchema = v.object({
  email: rules.email,
  fullName: rules.name("full name"),
  age: rules.age,
  instagramId: rules.instagramId,
  phoneNumber: rules.phoneNumber,
  followers: rules.followers,
  goals: rules.longText("your main goals"),
});

export const validateApplication = (values: FormValues<ApplyField>) => validateWith(applicationSchema, values);
