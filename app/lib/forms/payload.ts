import { site } from "~/content/site";
import type { FormValues, LeadFormDefinition } from "~/lib/forms/lead-form";

/**
 * The multipart body sent from the browser: the service's reserved fields, then the form's own,
 * already trimmed by the schema. `redirect` is left out on purpose: it only serves the no-JavaScript post.
 */
export function buildPayload<Name extends string>(
  form: LeadFormDefinition<Name>,
  values: FormValues<Name>,
  accessKey: string,
): FormData {
  const body = new FormData();
  body.append("access_key", accessKey);
  body.append("subject", form.subject(values));
  body.append("from_name", site.name);
  body.append("botcheck", "");
  for (const field of form.fields) body.append(field.name, values[field.name]);
  return body;
}
