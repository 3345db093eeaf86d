import { applyFields } from "~/content/form-fields";
import { formCopy } from "~/content/forms";
import type { ApplyField } from "~/lib/forms/apply-schema";
import { inputMaxLength, limits, patterns } from "~/lib/forms/limits";
import { fieldList, type LeadFormDefinition } from "~/lib/forms/lead-form";

export const applyForm: LeadFormDefinition<ApplyField> = {
  id: "apply",
  // In the order they are shown (the name first, as people expect); the payload follows this order.
  fields: fieldList<ApplyField>({
    fullName: { kind: "text", autoComplete: "name", maxLength: limits.name, ...applyFields.fullName },
    email: { kind: "email", autoComplete: "email", maxLength: limits.email, pattern: patterns.email, ...applyFields.email },
    age: { kind: "number", autoComplete: "off", min: limits.ageMin, max: limits.ageMax, ...applyFields.age },
    instagramId: {
      kind: "text",
      autoComplete: "off",
      maxLength: inputMaxLength.instagramId,
      pattern: patterns.instagramId,
      ...applyFields.instagramId,
    },
    phoneNumber: {
      kind: "tel",
      autoComplete: "tel",
      maxLength: inputMaxLength.phoneNumber,
      pattern: patterns.phoneNumber,
      ...applyFields.phoneNumber,
    },
    followers: { kind: "number", autoComplete: "off", min: limits.followersMin, max: limits.followersMax, ...applyFields.followers },
    goals: { kind: "textarea", autoComplete: "off", rows: 5, maxLength: limits.longText, ...applyFields.goals },
  }),
  loadValidator: () => import("~/lib/forms/apply-schema").then((module) => module.validateApplication),
  fallbackSubject: formCopy.apply.fallbackSubject,
  subject: (values) => formCopy.apply.subject(values.fullName),
  submitLabel: formCopy.apply.submit,
};
