import showcase from "content:home.json#showcase";
import type { HomePage } from "~/content/schema/kinds";

/** The decorative sponsored post beside the headline (desktop only): sample copy, not a client's. */
export const heroShowcase = showcase as HomePage["showcase"];
