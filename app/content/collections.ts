import { caseStudies as caseStudyFiles } from "virtual:content/caseStudies";
import { clientLogos as logoFiles } from "virtual:content/clientLogos";
import { questions as questionFiles } from "virtual:content/questions";
import { testimonials as testimonialFiles } from "virtual:content/testimonials";
import { inOrder, inOrderWithIds } from "~/content/collection";

// The collections the agency fills, one JSON file per entry, in their order on the page. The build reads the folders
// (virtual:content); marked pure, so a page that does not show them (the prerendered head's FAQ data is build-only) keeps
// none of them in its code.

export const questions = /* @__PURE__ */ inOrder(questionFiles);
// Each with its file name as `id`: its page is `/work/<id>`.
export const caseStudies = /* @__PURE__ */ inOrderWithIds(caseStudyFiles);
export const testimonials = /* @__PURE__ */ inOrder(testimonialFiles);
export const clientLogos = /* @__PURE__ */ inOrder(logoFiles);
