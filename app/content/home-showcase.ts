import { home as homeFile } from "virtual:content/home";
import type { HomePage } from "~/content/schema/kinds";

const { showcase } = homeFile;

/** The decorative sponsored post beside the headline (desktop only): sample copy, not a client's. */
export const heroShowcase = showcase as HomePage["showcase"];
