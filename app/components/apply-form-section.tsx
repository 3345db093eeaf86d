import { LeadForm } from "~/components/lead-form";
import { applyForm } from "~/lib/forms/apply-form";

export default function ApplyFormSection() {
  return <LeadForm form={applyForm} />;
}
