// The client application's inputs, in the order shown: free of the site's content and of the build's virtual modules,
// with relative imports, so that the build's check of the agency's lead rules reads which fields a rule may look at
// (app/forms/rule-fields.ts, pipeline/content-check.ts).
import type { ApplyField } from "./apply-schema.ts";
import { inputMaxLength, limits, patterns } from "../limits.ts";
import { fieldList } from "../form-definition.ts";

/** The form's name: its folder's, its island's, the lead's `form`. */
export const applyFormId = "apply";

// In the order they are shown (the name first, as people expect); the payload follows this order.
export const applyFields = fieldList<ApplyField>({
  fullName: { kind: "text", autoComplete: "name", maxLength: limits.name, label: "Full name", placeholder: "Alex Morgan" },
  email: {
    kind: "email",
    autoComplete: "email",
    maxLength: limits.email,
    pattern: patterns.email,
    label: "E-mail",
    placeholder: "alex@yourbrand.com",
  },
  age: { kind: "number", autoComplete: "off", min: limits.ageMin, max: limits.ageMax, label: "Age" },
  instagramId: {
    kind: "text",
    autoComplete: "off",
    maxLength: inputMaxLength.instagramId,
    pattern: patterns.instagramId,
    label: "Instagram handle",
    placeholder: "@yourbrand",
  },
  phoneNumber: {
    kind: "tel",
    autoComplete: "tel",
    maxLength: inputMaxLength.phoneNumber,
    pattern: patterns.phoneNumber,
    label: "Phone number",
    placeholder: "+1 555 010 0199",
  },
  followers: {
    kind: "number",
    autoComplete: "off",
    min: limits.followersMin,
    max: limits.followersMax,
    label: "Total followers",
    placeholder: "12500",
  },
  goals: {
    kind: "textarea",
    autoComplete: "off",
    rows: 5,
    maxLength: limits.longText,
    label: "Your main goals",
    hint: "What should working with us achieve? More sales, a launch, a new audience…",
  },
});
