import { applyForm } from "~/forms/apply/apply-form";
import { hydrateForm } from "~/forms/form-island";

hydrateForm(applyForm);
