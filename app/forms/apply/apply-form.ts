import { formCopy } from "~/content/forms";
import type { ApplyField } from "~/forms/apply/apply-schema";
import type { LeadFormDefinition } from "~/forms/form-definition";
import { applyFields, applyFormId } from "~/forms/apply/apply-fields";

export const applyForm: LeadFormDefinition<ApplyField> = {
  id: applyFormId,
  fields: applyFields,
  loadValidator: () => import("~/forms/apply/apply-schema").then((module) => module.validateApplication),
  fallbackSubject: formCopy.apply.fallbackSubject,
  subject: (values) => formCopy.apply.subject(values.fullName),
  submitLabel: formCopy.apply.submit,
};
