import { LeadForm } from "~/components/lead-form";
import { applyForm } from "~/lib/forms/apply-form";

/** The client application; on a landing page, `landingPage` names the page in every lead (app/components/landing/). */
export default function ApplyFormSection({ landingPage }: { readonly landingPage?: string }) {
  return <LeadForm form={applyForm} landingPage={landingPage} />;
}
