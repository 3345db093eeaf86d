import { applyFields } from "~/content/form-fields";
import { formCopy } from "~/content/forms";
import { limits, patterns } from "~/lib/forms/limits";
import type { LeadFormDefinition } from "~/lib/forms/lead-form";

export type ApplyField = "email" | "fullName" | "age" | "instagramId" | "phoneNumber" | "followers" | "goals";

export const applyForm: LeadFormDefinition<ApplyField> = {
  id: "apply",
  fields: [
    { name: "fullName", kind: "text", autoComplete: "name", maxLength: limits.name, ...applyFields.fullName },
    { name: "email", kind: "email", autoComplete: "email", maxLength: limits.email, ...applyFields.email },
    { name: "age", kind: "number", autoComplete: "off", min: limits.ageMin, max: limits.ageMax, ...applyFields.age },
    {
      name: "instagramId",
      kind: "text",
      autoComplete: "off",
      maxLength: 31,
      pattern: patterns.instagramId,
      ...applyFields.instagramId,
    },
    {
      name: "phoneNumber",
      kind: "tel",
      autoComplete: "tel",
      maxLength: 20,
      pattern: patterns.phoneNumber,
      ...applyFields.phoneNumber,
    },
    { name: "followers", kind: "number", autoComplete: "off", min: 0, ...applyFields.followers },
    { name: "goals", kind: "textarea", autoComplete: "off", rows: 5, maxLength: limits.longText, ...applyFields.goals },
  ],
  loadValidator: () => import("~/lib/forms/apply-schema").then((module) => module.validateApplication),
  fallbackSubject: formCopy.apply.fallbackSubject,
  subject: (values) => formCopy.apply.subject(values.fullName),
  submitLabel: formCopy.apply.submit,
};
