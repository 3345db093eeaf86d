import { LeadForm } from "~/components/lead-form";
import { contactForm } from "~/lib/forms/contact-form";

/** The contact form; on a landing page, `landingPage` names the page in every lead (app/components/landing/). */
export default function ContactFormSection({ landingPage }: { readonly landingPage?: string }) {
  return <LeadForm form={contactForm} landingPage={landingPage} />;
}
