import { contactForm } from "~/forms/contact/contact-form";
import { hydrateForm } from "~/forms/form-island";

hydrateForm(contactForm);
