import * as v from "valibot";
import { choice, ENTRY_NAME, fields, figureList, list, optionalPicture, optionalText, text, textList } from "./fields.ts";

// The landing-page file format, `content/landing-pages/<slug>.json` (a public contract: docs/content.md): a list of
// sections of several kinds, each rendered with the site's own parts (app/components/landing/).

/** A landing page's address, `/lp/<slug>`: its file name without `.json`. */
export const LANDING_SLUG = ENTRY_NAME;

/** The collections a landing page chooses entries from, by the field that names them. */
export const CHOSEN_FROM = {
  services: "services",
  caseStudies: "case-studies",
  testimonials: "testimonials",
  clientLogos: "client-logos",
  questions: "faq",
} as const;

/**
 * Entries chosen from a collection by their file names; the editor offers them by name from a list. Optional lists
 * and texts of a section may be empty, as the editor writes a field left blank: empty is none.
 */
const chosen = (label: string, hint: string, field: keyof typeof CHOSEN_FROM) =>
  v.optional(v.pipe(textList(label, { label: "Entry", max: 60 }, { min: 0, max: 12, hint }), v.metadata({ chosenFrom: CHOSEN_FROM[field] })));

const heading = (hint: string) => optionalText("Heading", { hint, max: 90 });

/** Each kind of section, by its `type`: the site's own parts, so a landing page looks like the site. */
export const LANDING_SECTIONS = {
  hero: fields("Hero", {
    type: v.literal("hero"),
    heading: text("Heading", { hint: "The page's one main heading: say what the ad said", max: 90 }),
    text: text("Text", { hint: "Under the heading", max: 300, multiline: true }),
    picture: optionalPicture("Picture", { hint: "Beside the heading on wide screens, above it on phones", widths: [480, 800, 1200] }),
    pictureAlt: optionalText("What the picture shows", { hint: "Read aloud to visitors who cannot see it", max: 160 }),
    button: optionalText("Button to the form", { hint: "Scrolls to the page's form, e.g. Get my proposal", max: 40 }),
  }),
  form: fields("Form", {
    type: v.literal("form"),
    form: choice("Form", ["contact", "apply"], "contact: the contact form; apply: the client application, as on their own pages"),
    heading: heading("Above the form"),
    intro: optionalText("Introduction", { hint: "A sentence above the form", max: 300 }),
  }),
  figures: fields("Figures", {
    type: v.literal("figures"),
    heading: heading("Read by screen readers above the figures"),
    items: v.optional(
      figureList(
        "The page's own figures",
        { item: "Figure", value: { hint: "As it should read, e.g. 3.4M+", max: 10 }, counts: { label: "What it counts", hint: "Under the figure", max: 40 } },
        { min: 0, max: 6, hint: "Leave empty to show the site's figures" },
      ),
    ),
  }),
  services: fields("Services", {
    type: v.literal("services"),
    heading: heading("Above the service cards"),
    services: chosen("Services shown", "Leave empty to show every service", "services"),
  }),
  proof: fields("Proof", {
    type: v.literal("proof"),
    heading: heading("Above the proof"),
    caseStudies: chosen("Case studies", "Chosen from the case studies", "caseStudies"),
    testimonials: chosen("Testimonials", "Chosen from the testimonials", "testimonials"),
    clientLogos: chosen("Client logos", "Chosen from the client logos", "clientLogos"),
  }),
  faq: fields("Questions", {
    type: v.literal("faq"),
    heading: heading("Above the questions"),
    questions: chosen("Questions from the FAQ", "Chosen from the FAQ", "questions"),
    own: v.optional(
      list(
        "The page's own questions",
        fields("Question", {
          question: text("Question", { hint: "As a visitor would ask it", max: 120 }),
          answer: text("Answer", { hint: "Shown when the question is opened", max: 600, multiline: true }),
        }),
        { min: 0, max: 8 },
      ),
    ),
  }),
  steps: fields("Steps", {
    type: v.literal("steps"),
    heading: heading("Above the steps"),
    items: list(
      "Steps",
      fields("Step", { title: text("Step", { max: 60 }), text: text("What happens", { max: 240, multiline: true }) }),
      { min: 2, max: 6, hint: "In the order they happen" },
    ),
  }),
  text: fields("Text", {
    type: v.literal("text"),
    heading: text("Heading", { max: 90 }),
    paragraphs: textList("Paragraphs", { label: "Paragraph", max: 800 }, { min: 1, max: 8 }),
  }),
  closing: fields("Closing invitation", {
    type: v.literal("closing"),
    heading: heading("The invitation's heading; leave empty for the site's"),
    text: optionalText("Text", { hint: "Under the heading; leave empty for the site's", max: 300 }),
    button: optionalText("Button to the form", { hint: "Scrolls to the page's form", max: 40 }),
  }),
} as const;

export type LandingSectionType = keyof typeof LANDING_SECTIONS;
const SECTION_TYPES = Object.keys(LANDING_SECTIONS) as LandingSectionType[];

// Valibot reports the section's `type` (or its absence) as the input of a section that matches no kind.
const section = v.pipe(
  v.variant("type", Object.values(LANDING_SECTIONS), (issue) =>
  issue.input === undefined
    ? `Each section needs a type: one of ${SECTION_TYPES.join(", ")}`
    : `Section type "${String(issue.input)}" does not exist: use one of ${SECTION_TYPES.join(", ")}`,
),
  v.title("Section"),
);

type Section = v.InferOutput<typeof section>;
const describe = (item: Section | undefined) => (item ? `a ${LANDING_SECTIONS[item.type].pipe[1].title.toLowerCase()} section` : "missing");
const count = (sections: readonly Section[], type: LandingSectionType) => sections.filter((item) => item.type === type).length;

export const LandingPageSchema = fields("Landing page", {
  title: text("Page title", { hint: "In the browser tab and when the page is shared", max: 60 }),
  description: text("Description", { hint: "When the page is shared, e.g. in a message", max: 160, multiline: true }),
  sections: v.pipe(
    v.array(section, "Sections: expected a list"),
    v.check(
      (sections) => sections[0]?.type === "hero",
      (issue) => `Sections: section 1 is ${describe((issue.input as Section[])[0])}; the first section must be a hero (the page's main heading)`,
    ),
    v.check(
      (sections) => count(sections, "hero") <= 1,
      (issue) => {
        const second = (issue.input as Section[]).findIndex((item, index, all) => item.type === "hero" && all.findIndex((other) => other.type === "hero") < index);
        return `Sections: section ${second + 1} is a second hero; a page has one hero, as it has one main heading: remove it`;
      },
    ),
    v.check((sections) => count(sections, "form") >= 1, "Sections: add a form section, or the page cannot bring a lead"),
    v.title("Sections"),
    // A new page in the editor starts as most pages will be: a hero, the site's figures, the contact form.
    v.metadata({ default: [{ type: "hero", heading: "", text: "" }, { type: "figures" }, { type: "form", form: "contact" }] }),
  ),
});

export type LandingPage = v.InferOutput<typeof LandingPageSchema>;


/** Every entry a page chooses that its collection does not hold, as `section N: field: name`. */
export function missingChoices(page: LandingPage, entries: Readonly<Record<string, readonly string[]>>): string[] {
  return page.sections.flatMap((item, index) =>
    Object.entries(CHOSEN_FROM).flatMap(([field, folder]) => {
      const names = (item as Record<string, unknown>)[field];
      if (!Array.isArray(names)) return [];
      return names
        .filter((name: string) => !entries[folder]?.includes(name))
        .map((name: string) => `section ${index + 1} (${LANDING_SECTIONS[item.type].pipe[1].title}): ${name} is not in ${folder}: choose one that is`);
    }),
  );
}
