import { LeadForm } from "~/components/lead-form";
import { contactForm } from "~/lib/forms/contact-form";

export default function ContactFormSection() {
  return <LeadForm form={contactForm} />;
}
