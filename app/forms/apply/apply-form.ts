import { formCopy } from "~/content/forms";
import type { ApplyField } from "~/forms/apply/apply-schema";
import { inputMaxLength, limits, patterns } from "~/forms/limits";
import { fieldList, type LeadFormDefinition } from "~/forms/form-definition";

export const applyForm: LeadFormDefinition<ApplyField> = {
  id: "apply",
  // In the order they are shown (the name first, as people expect); the payload follows this order.
  fields: fieldList<ApplyField>({
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
  }),
  loadValidator: () => import("~/forms/apply/apply-schema").then((module) => module.validateApplication),
  fallbackSubject: formCopy.apply.fallbackSubject,
  subject: (values) => formCopy.apply.subject(values.fullName),
  submitLabel: formCopy.apply.submit,
};
