import * as v from "valibot";
import type { FieldErrors, FormValues, ValidationResult } from "~/forms/form-definition";

/** Runs a form's schema: the trimmed values, or the first message for each invalid field. */
export function validateWith<Name extends string>(
  schema: v.GenericSchema<FormValues<Name>, FormValues<Name>>,
  values: FormValues<Name>,
): ValidationResult<Name> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.output };
  const errors: FieldErrors<Name> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === "string" && key in values && !(key in errors)) {
      errors[key as Name] = issue.message;
    }
  }
  return { ok: false, errors };
}
