// The contact form's inputs, in the order shown: free of the site's content and of the build's virtual modules,
// with relative imports, so that the build's check of the agency's lead rules reads which fields a rule may look at
// (app/forms/rule-fields.ts, pipeline/content-check.ts).
import type { ContactField } from "./contact-schema.ts";
import { limits, patterns } from "../limits.ts";
import { fieldList } from "../form-definition.ts";

/** The form's name: its folder's, its island's, the lead's `form`. */
export const contactFormId = "contact";

export const contactFields = fieldList<ContactField>({
  name: { kind: "text", autoComplete: "name", maxLength: limits.name, label: "Your name", placeholder: "Alex Morgan" },
  email: {
    kind: "email",
    autoComplete: "email",
    maxLength: limits.email,
    pattern: patterns.email,
    label: "E-mail",
    placeholder: "alex@yourbrand.com",
  },
  message: {
    kind: "textarea",
    autoComplete: "off",
    rows: 5,
    maxLength: limits.longText,
    label: "Message",
    hint: "What would you like to grow? A few lines are enough.",
  },
});
