import { figures } from "virtual:content/figures";
import type { Figures } from "~/content/schema/kinds";

/** The headline figures (the specification's five, in its order), edited in `content/figures.json`. */
export const stats: Figures = figures;
