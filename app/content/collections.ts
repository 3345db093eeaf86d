import { inOrder, inOrderWithIds } from "~/content/collection";
import type { CaseStudy, ClientLogo, Question, Testimonial } from "~/content/schema/kinds";

// The collections the agency fills, one JSON file per entry, in their order on the page. Vite reads the folders at
// build time; marked pure, so a page that does not show them (the prerendered head's FAQ data is build-only) keeps
// none of them in its code.

export const questions = /* @__PURE__ */ inOrder(import.meta.glob<Question>("content:faq/*.json", { eager: true, import: "default" }));
// Each with its file name as `id`: its page is `/work/<id>`.
export const caseStudies = /* @__PURE__ */ inOrderWithIds(import.meta.glob<CaseStudy>("content:case-studies/*.json", { eager: true, import: "default" }));
export const testimonials = /* @__PURE__ */ inOrder(import.meta.glob<Testimonial>("content:testimonials/*.json", { eager: true, import: "default" }));
export const clientLogos = /* @__PURE__ */ inOrder(import.meta.glob<ClientLogo>("content:client-logos/*.json", { eager: true, import: "default" }));
