import { caseStudies } from "virtual:content/caseStudies";
import { clientLogos } from "virtual:content/clientLogos";
import { questions } from "virtual:content/questions";
import { testimonials } from "virtual:content/testimonials";

/** Each entry by its file name, which it carries as `id` (a case study's page is `/work/<id>`). */
const byName = <Entry,>(files: Readonly<Record<string, Entry>>): ReadonlyMap<string, Entry & { readonly id: string }> =>
  new Map(Object.entries(files).map(([id, entry]) => [id, { ...entry, id }]));

/**
 * The entries a landing page chooses by file name, per collection: read at build time only (by the landing page's
 * route). The content check has refused a name no collection holds.
 */
export const entriesByName = {
  caseStudies: byName(caseStudies),
  testimonials: byName(testimonials),
  clientLogos: byName(clientLogos),
  questions: byName(questions),
};

/** The entries named, in the order named. */
export const chosen = <Entry,>(entries: ReadonlyMap<string, Entry>, names: readonly string[] = []): Entry[] =>
  names.flatMap((name) => entries.get(name) ?? []);
