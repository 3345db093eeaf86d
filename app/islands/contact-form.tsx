import ContactFormSection from "~/components/contact-form-section";
import { hydrateIsland } from "~/islands/hydrate-island";

hydrateIsland("contact", ContactFormSection);
