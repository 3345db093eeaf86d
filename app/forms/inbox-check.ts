import type * as v from "valibot";
import { attributionFieldNames, campaignFields, cleanValue } from "~/lib/attribution/campaign-fields";
import { applicationSchema } from "~/forms/apply/apply-schema";
import { contactSchema } from "~/forms/contact/contact-schema";
import { LEAD_REFERENCE_PATTERN, newLeadReference } from "~/forms/lead-reference.mjs";
import { CONSENT_FIELD, CONSENTED } from "~/forms/form-definition";
import { validateWith } from "~/forms/validate";

/**
 * The local inbox's check of a post, with the schemas the browser validates with: bundled by the build
 * (`pipeline/stages/inbox-check-bundle.ts`) for the included server, which runs as plain JavaScript.
 */
export type InboxCheck =
  | { readonly ok: true; readonly form: "contact" | "apply"; readonly values: Record<string, string> }
  | { readonly ok: false; readonly form: "contact" | "apply"; readonly errors: Record<string, string> };

const schemas = { contact: contactSchema, apply: applicationSchema } as const;

const fieldNames = (schema: v.ObjectSchema<v.ObjectEntries, undefined>) => Object.keys(schema.entries);
const applyOnly = fieldNames(applicationSchema).filter((name) => !fieldNames(contactSchema).includes(name));

/** Which form a post claims to be (any field only the application has), then that form's schema. */
export function checkSubmission(fields: Readonly<Record<string, string>>): InboxCheck {
  const form = applyOnly.some((name) => name in fields) ? "apply" : "contact";
  const schema = schemas[form];
  const values = Object.fromEntries(fieldNames(schema).map((name) => [name, fields[name] ?? ""]));
  const result = validateWith(schema, values);
  if (result.ok) return { ok: true, form, values: result.data };
  return { ok: false, form, errors: result.errors as Record<string, string> };
}

/** The posted reference when it has the browser's shape; a new one for posts without (JavaScript off). */
export function leadReference(posted: string | undefined): string {
  return posted && LEAD_REFERENCE_PATTERN.test(posted) ? posted : newLeadReference();
}

/**
 * The attribution fields of a post, cleaned and capped as the browser does: never any other extra field. A post
 * sent without JavaScript carries none; when the page it was sent from (`sentFrom`, the address the browser names
 * for a post to its own site) has campaign parameters, that page is where the ad landed: it gives the first touch.
 */
export function attributionOf(fields: Readonly<Record<string, string>>, sentFrom?: string): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of attributionFieldNames()) {
    const value = cleanValue(fields[name] ?? "");
    if (value) kept[name] = value;
  }
  if (sentFrom && !Object.keys(kept).some((name) => name.startsWith("first_touch_"))) {
    const page = URL.canParse(sentFrom) ? new URL(sentFrom) : undefined;
    const touch = page ? campaignFields({ landings: [{ path: page.pathname, search: page.search }], referrer: "" }) : [];
    // The page's address alone says nothing of an ad: without parameters, no touch.
    if (touch.length > 1) Object.assign(kept, Object.fromEntries(touch));
  }
  return kept;
}

/** Whether the post says its sender ticked the box that lets the ad platforms hear of the lead. */
export const consentOf = (fields: Readonly<Record<string, string>>): boolean => fields[CONSENT_FIELD] === CONSENTED;
