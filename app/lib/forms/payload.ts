import { formCopy } from "~/content/forms";
import { site } from "~/content/site";
import type { FormValues, LeadFormDefinition } from "~/lib/forms/lead-form";

/** Names the form service (or our own inbox) gives a meaning to; nothing else may ever use them. */
export const RESERVED_FIELDS = [
  "access_key",
  "subject",
  "from_name",
  "redirect",
  "botcheck",
  "replyto",
  "reference",
  "h-captcha-response",
] as const;

export interface PayloadExtras {
  readonly accessKey: string;
  /** The lead's reference: its own field and the end of the subject line. */
  readonly reference: string;
  /** Which ad or page brought the visitor (`campaignFields`); dropped where a name is already taken. */
  readonly campaign?: readonly (readonly [string, string])[];
  /** The hCaptcha token, when the build turns the check on. */
  readonly captchaToken?: string;
}

/**
 * The multipart body sent from the browser: the service's reserved fields, then the form's own (already
 * trimmed by the schema), then the attribution. `redirect` is left out on purpose: it only serves the
 * no-JavaScript post. `replyto` lets the agency answer the lead's e-mail with one click.
 */
export function buildPayload<Name extends string>(
  form: LeadFormDefinition<Name>,
  values: FormValues<Name>,
  { accessKey, reference, campaign = [], captchaToken }: PayloadExtras,
): FormData {
  const body = new FormData();
  body.append("access_key", accessKey);
  body.append("subject", formCopy.subjectWithReference(form.subject(values), reference));
  body.append("from_name", site.name);
  body.append("botcheck", "");
  if ("email" in values) body.append("replyto", String(values.email));
  body.append("reference", reference);
  for (const field of form.fields) body.append(field.name, values[field.name]);
  if (captchaToken) body.append("h-captcha-response", captchaToken);
  const taken = new Set<string>([...RESERVED_FIELDS, ...form.fields.map((field) => field.name)]);
  for (const [name, value] of campaign) {
    if (taken.has(name)) continue;
    taken.add(name);
    body.append(name, value);
  }
  return body;
}
