/**
 * The box under a form that lets the ad platforms hear of its lead (shown where the build reports leads to one), and
 * its value when ticked: the browser posts it, the inbox and the relay read it (inbox-check.ts).
 */
export const CONSENT_FIELD = "conversions_consent";
export const CONSENTED = "yes";

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
  /** The form's name: its island's (its folder under app/forms/), its draft's and its elements' ids. */
  readonly id: string;
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

/** A field's label as it reads mid-sentence: "Your name" → "name", "Instagram handle" stays. */
const inSentence = (label: string) => {
  const text = label.replace(/^Your /, "");
  return /^Instagram\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
};

/** What a form sends, as a sentence reads it: "name, e-mail and message" (the privacy page's list). */
export function fieldsInSentence(form: LeadFormDefinition): string {
  const labels = form.fields.map((field) => inSentence(field.label));
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

export function emptyValues<Name extends string>(form: LeadFormDefinition<Name>): FormValues<Name> {
  return Object.fromEntries(form.fields.map((field) => [field.name, ""])) as FormValues<Name>;
}
