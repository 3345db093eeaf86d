import { publications as texts } from "virtual:content/publications";
import type { Publications } from "~/content/schema/kinds";

/** The words of the articles' and case studies' pages, edited in `content/publications.json`. */
export const publications: Publications = texts;
