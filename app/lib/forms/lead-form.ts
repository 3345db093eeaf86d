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

export type ValidationResult<Name extends string> =
  | { readonly ok: true; readonly data: FormValues<Name> }
  | { readonly ok: false; readonly errors: FieldErrors<Name> };

/** Checks and trims a form's values; comes from the form's schema module. */
export type FormValidator<Name extends string> = (values: FormValues<Name>) => ValidationResult<Name>;

/**
 * One form: its inputs, the validator of its schema and the inbox subject it is filed under. The schema
 * (and the validation library) load on demand: typing needs neither, so they stay off the first load.
 */
export interface LeadFormDefinition<Name extends string = string> {
  readonly id: "contact" | "apply";
  readonly fields: readonly FieldDefinition<Name>[];
  readonly loadValidator: () => Promise<FormValidator<Name>>;
  /** Used when JavaScript is off and no value is known yet. */
  readonly fallbackSubject: string;
  readonly subject: (values: FormValues<Name>) => string;
  readonly submitLabel: string;
}

/**
 * A form's inputs from one entry per field, keyed by the schema's field names (the compiler checks there is one
 * entry for each, and no other), in the order they are shown.
 */
export function fieldList<Name extends string>(inputs: Record<Name, Omit<FieldDefinition<Name>, "name">>): FieldDefinition<Name>[] {
  return (Object.entries(inputs) as [Name, Omit<FieldDefinition<Name>, "name">][]).map(([name, input]) => ({ name, ...input }));
}

export function emptyValues<Name extends string>(form: LeadFormDefinition<Name>): FormValues<Name> {
  return Object.fromEntries(form.fields.map((field) => [field.name, ""])) as FormValues<Name>;
}
