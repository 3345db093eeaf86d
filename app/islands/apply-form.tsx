import ApplyFormSection from "~/components/apply-form-section";
import { hydrateIsland } from "~/islands/hydrate-island";

hydrateIsland("apply", ApplyFormSection);
