import type { CaseStudy, ClientLogo, Question, Testimonial } from "~/content/schema/kinds";

/** Each entry by its file name, which it carries as `id` (a case study's page is `/work/<id>`). */
const byName = <Entry,>(files: Record<string, Entry>): ReadonlyMap<string, Entry & { readonly id: string }> =>
  new Map(
    Object.entries(files).map(([path, entry]) => {
      const id = path.slice(path.lastIndexOf("/") + 1, -".json".length);
      return [id, { ...entry, id }];
    }),
  );

/**
 * The entries a landing page chooses by file name, per collection: read at build time only (by the landing page's
 * route). The content check has refused a name no collection holds.
 */
export const entriesByName = {
  caseStudies: byName(import.meta.glob<CaseStudy>("content:case-studies/*.json", { eager: true, import: "default" })),
  testimonials: byName(import.meta.glob<Testimonial>("content:testimonials/*.json", { eager: true, import: "default" })),
  clientLogos: byName(import.meta.glob<ClientLogo>("content:client-logos/*.json", { eager: true, import: "default" })),
  questions: byName(import.meta.glob<Question>("content:faq/*.json", { eager: true, import: "default" })),
};

/** The entries named, in the order named. */
export const chosen = <Entry,>(entries: ReadonlyMap<string, Entry>, names: readonly string[] = []): Entry[] =>
  names.flatMap((name) => entries.get(name) ?? []);
