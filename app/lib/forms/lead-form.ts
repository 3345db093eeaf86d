import * as v from "valibot";

export type FieldKind = "text" | "email" | "number" | "tel" | "textarea";

export interface FieldDefinition<Name extends string = string> {
  readonly name: Name;
  readonly label: string;
  readonly kind: FieldKind;
  readonly autoComplete: string;
  readonly hint?: string;
  readonly placeholder?: string;
  readonly maxLength?: number;
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: string;
  readonly rows?: number;
}

export type FormValues<Name extends string> = Record<Name, string>;
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** One form: its inputs, the schema that validates them and the inbox subject it is filed under. */
export interface LeadFormDefinition<Name extends string = string> {
  readonly id: "contact" | "apply";
  readonly fields: readonly FieldDefinition<Name>[];
  readonly schema: v.GenericSchema<FormValues<Name>, FormValues<Name>>;
  /** Used when JavaScript is off and no value is known yet. */
  readonly fallbackSubject: string;
  readonly subject: (values: FormValues<Name>) => string;
  readonly submitLabel: string;
}

export type ValidationResult<Name extends string> =
  | { readonly ok: true; readonly data: FormValues<Name> }
  | { readonly ok: false; readonly errors: FieldErrors<Name> };

export function validateForm<Name extends string>(
  form: LeadFormDefinition<Name>,
  values: FormValues<Name>,
): ValidationResult<Name> {
  const result = v.safeParse(form.schema, values);
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

export function emptyValues<Name extends string>(form: LeadFormDefinition<Name>): FormValues<Name> {
  return Object.fromEntries(form.fields.map((field) => [field.name, ""])) as FormValues<Name>;
}
