import * as v from "valibot";
import { isIndexed, pageEntries, type PagePath } from "../pages.ts";
import { LANDING_PREFIX } from "../landing-page-paths.mjs";
import { LandingPageSchema, missingChoices, type LandingPage } from "./landing-page.ts";
import { ARTICLE_PICTURE_WIDTHS, ArticleSchema } from "./article.ts";
import { LeadRulesSchema } from "./lead-rules.ts";
import { TeamSchema } from "./team.ts";
import { INSIGHTS_PATH, WORK_PATH } from "../publication-paths.mjs";
import {
  choice,
  confirmation,
  email,
  fields,
  figureList,
  httpsUrl,
  list,
  optionalHttpsUrl,
  optionalMarkdown,
  optionalPicture,
  order,
  picture,
  text,
  textList,
} from "./fields.ts";
import {
  AboutPageSchema,
  ApplyPageSchema,
  BookingSchema,
  ContactPageSchema,
  FormErrorPageSchema,
  HomePageSchema,
  LeadSharingSchema,
  NotFoundPageSchema,
  PrivacyPageSchema,
  PublicationsSchema,
  ServicesPageSchema,
  SharingSchema,
  ThanksPageSchema,
} from "./page-texts.ts";

const linkablePaths = pageEntries.filter(([, page]) => isIndexed(page)).map(([, page]) => page.path as PagePath);

// One schema per kind of content the agency edits in `content/`: the source of the pages' types (inferred), of the
// build's check of every file (pipeline/content-check.ts), and of the labels, hints and limits an editor shows.

export const SiteSettingsSchema = fields("Site settings", {
  name: text("Agency name", { hint: "Shown in the header, the footer, page titles and search results", max: 60 }),
  shortName: text("Short name", { hint: "Shown under the icon when the site is added to a phone's home screen", max: 12 }),
  email: email("E-mail address", "Shown on the contact page and in the footer; visitors write to it"),
  social: list(
    "Social profiles",
    fields("Social profile", {
      label: text("Network", { hint: "As visitors know it, e.g. Instagram", max: 30 }),
      url: httpsUrl("Profile address", "The full address of the agency's profile, starting with https://"),
    }),
    { min: 0, max: 8, hint: "Linked in the footer and given to search engines" },
  ),
  address: v.pipe(
    v.nullable(
      fields("Postal address", {
        streetAddress: text("Street and number", { max: 100 }),
        postalCode: text("Postal code", { max: 12 }),
        locality: text("Town or city", { max: 60 }),
        country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "Country: write its two-letter code in capitals, e.g. GB or DE"), v.title("Country code")),
      }),
    ),
    v.title("Postal address"),
    v.description("Optional. With an address, search engines show the agency as a local business"),
  ),
  menu: fields("Menu", {
    home: text("Home link", { hint: "In the menu at the top of every page", max: 20 }),
    services: text("Services link", { hint: "In the menu at the top of every page", max: 20 }),
    about: text("About link", { hint: "In the menu at the top of every page", max: 20 }),
    contact: text("Contact link", { hint: "In the menu at the top of every page", max: 20 }),
    button: text("Menu button", { hint: "On phones, the button that opens the menu", max: 16 }),
  }),
  footer: fields("Footer", {
    line: text("Line under the agency's name", { hint: "In every page's footer", max: 60 }),
    contactHeading: text("Above the e-mail address", { max: 30 }),
    socialHeading: text("Above the social profiles", { max: 30 }),
    privacyLink: text("Privacy link", { hint: "Leads to the privacy page", max: 30 }),
  }),
});

export const FiguresSchema = fields("Figures", {
  heading: text("Heading", { hint: "Read by screen readers above the figures", max: 60 }),
  items: figureList(
    "Figures",
    {
      item: "Figure",
      value: { hint: "As it should read, e.g. 3.4M+ or 120-140K", max: 10 },
      counts: { label: "What it counts", hint: "Shown under the figure", max: 40 },
    },
    { min: 1, max: 6, hint: "The strip under the home page's headline, in this order" },
  ),
});

/** The inline icons a service can show (app/components/ui/service-icon.tsx draws each). */
export const SERVICE_ICONS = ["ads", "creators", "content", "identity", "engagement"] as const;

export const ServiceSchema = fields("Service", {
  order,
  name: text("Service", { hint: "Its name, as a card's heading on the home page and a section's on the services page", max: 40 }),
  icon: choice("Icon", SERVICE_ICONS, "ads: a megaphone; creators: two people; content: a video frame; identity: a palette; engagement: a speech bubble"),
  summary: text("Summary", { hint: "On its card on the home page and under its heading on the services page", max: 200, multiline: true }),
  gets: textList("What the client gets", { label: "Point", max: 120 }, { min: 1, max: 5, hint: "Listed on the services page" }),
});

export const QuestionSchema = fields("Question", {
  order,
  question: text("Question", { hint: "As a visitor would ask it", max: 120 }),
  answer: text("Answer", { hint: "Shown when the question is opened, and given to search engines", max: 600, multiline: true }),
  // The editor writes null for a link left empty.
  link: v.nullish(
    fields("Link under the answer", {
      label: text("Link text", { max: 60 }),
      to: v.pipe(
        v.picklist(linkablePaths, `Link under the answer: choose one of the site's pages (${linkablePaths.join(", ")})`),
        v.title("Page"),
      ),
    }),
  ),
});

export const TestimonialSchema = fields("Testimonial", {
  order,
  quote: text("Quote", { hint: "The client's own words, as they agreed to publish them", max: 400, multiline: true }),
  name: text("Name", { hint: "The person quoted", max: 60 }),
  role: text("Role and company", { hint: "e.g. Head of Marketing, Brand Co.", max: 80 }),
  photo: optionalPicture("Photo", { hint: "Optional: the person's portrait, shown small beside their name; square works best", widths: [64, 128, 192] }),
  consent: confirmation("The client agreed to publication", "Tick “The client agreed to publication” once they have; until then the testimonial cannot be published"),
});

export const CaseStudySchema = fields("Case study", {
  order,
  client: text("Client", { hint: "The client's name, as they agreed to be named", max: 60 }),
  title: text("Title", { hint: "The case study's heading", max: 90 }),
  summary: text("Summary", { hint: "What was done, in two or three sentences", max: 400, multiline: true }),
  image: picture("Picture", { hint: "Shown above the case study, cropped to 3:2 (landscape)", widths: [480, 800, 1200] }),
  imageAlt: text("What the picture shows", { hint: "Read aloud to visitors who cannot see it, e.g. Three of the campaign's posts on a phone", max: 160 }),
  results: figureList(
    "Measured results",
    { item: "Result", value: { hint: "e.g. 2.4×", max: 12 }, counts: { label: "What was measured", hint: "e.g. return on ad spend", max: 60 } },
    { min: 1, max: 4, hint: "Only figures the client agreed to publish" },
  ),
  consent: confirmation("The client agreed to publication", "Tick “The client agreed to publication” once they have; until then the case study cannot be published"),
  story: optionalMarkdown("Story", {
    hint: "Optional: the case study's own page tells it in full: the challenge, what was done, what came of it, with pictures (headings from Heading 2 down)",
    widths: ARTICLE_PICTURE_WIDTHS,
  }),
  testimonial: v.optional(
    v.pipe(
      v.string("Testimonial: expected the name of one of the testimonials"),
      v.trim(),
      v.title("Testimonial"),
      v.description("Optional: one of the testimonials, shown on the case study's page"),
      v.metadata({ chosenFrom: "testimonials" }),
    ),
  ),
});

export const ClientLogoSchema = fields("Client logo", {
  order,
  name: text("Client", { hint: "The client's name, read aloud in place of the logo", max: 60 }),
  logo: picture("Logo", { hint: "The client's logo, as a PNG with a transparent background where it has one; shown 40 pixels high", widths: [160, 320] }),
  link: optionalHttpsUrl("Link", "Optional: the client's website, starting with https://"),
  consent: confirmation("The client agreed to their logo being shown", "Tick “The client agreed to their logo being shown” once they have; until then the logo cannot be published"),
});

export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;
export type HomePage = v.InferOutput<typeof HomePageSchema>;
export type ServicesPage = v.InferOutput<typeof ServicesPageSchema>;
export type AboutPage = v.InferOutput<typeof AboutPageSchema>;
export type ContactPage = v.InferOutput<typeof ContactPageSchema>;
export type ApplyPage = v.InferOutput<typeof ApplyPageSchema>;
export type ThanksPage = v.InferOutput<typeof ThanksPageSchema>;
export type PrivacyPage = v.InferOutput<typeof PrivacyPageSchema>;
export type NotFoundPage = v.InferOutput<typeof NotFoundPageSchema>;
export type FormErrorPage = v.InferOutput<typeof FormErrorPageSchema>;
export type Sharing = v.InferOutput<typeof SharingSchema>;
export type Publications = v.InferOutput<typeof PublicationsSchema>;
export type Service = v.InferOutput<typeof ServiceSchema>;
export type ServiceIconName = Service["icon"];
export type PostalAddress = NonNullable<SiteSettings["address"]>;
export type Figures = v.InferOutput<typeof FiguresSchema>;
export type Question = v.InferOutput<typeof QuestionSchema>;
export type LeadSharing = v.InferOutput<typeof LeadSharingSchema>;
export type Booking = v.InferOutput<typeof BookingSchema>;
export type LeadRules = v.InferOutput<typeof LeadRulesSchema>;
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;
export type CaseStudy = v.InferOutput<typeof CaseStudySchema>;
export type ClientLogo = v.InferOutput<typeof ClientLogoSchema>;

/** A content file of its own (a page, the site's settings). */
interface SingleKind {
  readonly label: string;
  readonly file: string;
  readonly schema: v.GenericSchema;
}

/** A folder with one file per entry: in an order on the page, or each a page of its own (landing pages). */
interface CollectionKind {
  readonly label: string;
  readonly folder: string;
  /** The field that names an entry in the editor's lists and in its file name. */
  readonly entryName: string;
  readonly schema: v.GenericSchema<unknown, object>;
  /**
   * What an entry names of other collections that they do not hold, each as a sentence; `entries` gives each
   * collection's entry names (file names without `.json`) by its folder's name.
   */
  readonly missingReferences?: (entry: never, entries: Readonly<Record<string, readonly string[]>>) => string[];
  /** What the editor says of the collection above its list. */
  readonly description?: string;
  /** Where an entry is published when it is a page of its own, with `{{slug}}` for its file name. */
  readonly pagePath?: string;
  /** How the editor's list names an entry (its name otherwise), in the editor's template language. */
  readonly summary?: string;
  /**
   * `md`: each entry is a Markdown file (`.md`, or `.markdown`), its fields in the front matter and its body the
   * schema's `body`; otherwise a JSON file.
   */
  readonly extension?: "md";
}

/**
 * Every kind of content and where its files live (relative to the project), in the order a visitor meets them: the
 * home page and its parts, the other pages, and the site's settings (on every page) last. The editor lists them so.
 */
export const contentKinds = {
  home: { label: "Home page", file: "content/home.json", schema: HomePageSchema },
  figures: { label: "Figures", file: "content/figures.json", schema: FiguresSchema },
  services: { label: "Services", folder: "content/services", entryName: "name", schema: ServiceSchema },
  caseStudies: {
    label: "Case studies",
    folder: "content/case-studies",
    entryName: "title",
    schema: CaseStudySchema,
    description: `On the home page, in this order, and each on a page of its own at ${WORK_PATH}/<the entry's name>, listed at ${WORK_PATH}.`,
    pagePath: `${WORK_PATH.slice(1)}/{{slug}}`,
    missingReferences: (study: CaseStudy, entries: Readonly<Record<string, readonly string[]>>) =>
      study.testimonial && !entries.testimonials?.includes(study.testimonial)
        ? [`Testimonial "${study.testimonial}" is not one of the testimonials (content/testimonials/): choose one that exists, or none`]
        : [],
  },
  testimonials: { label: "Testimonials", folder: "content/testimonials", entryName: "name", schema: TestimonialSchema },
  clientLogos: { label: "Client logos", folder: "content/client-logos", entryName: "name", schema: ClientLogoSchema },
  questions: { label: "FAQ", folder: "content/faq", entryName: "question", schema: QuestionSchema },
  landingPages: {
    label: "Landing pages",
    folder: "content/landing-pages",
    entryName: "title",
    schema: LandingPageSchema,
    description:
      `One page per ad, at ${LANDING_PREFIX}<the entry's name> (the name is made from the page title when the page is first saved, and ` +
      "stays when the title changes): put that address in the ad. Search engines are asked not to list these pages, and no page of the site links to them.",
    pagePath: `${LANDING_PREFIX.slice(1)}{{slug}}`,
    missingReferences: (page: LandingPage, entries: Readonly<Record<string, readonly string[]>>) => missingChoices(page, entries),
  },
  insights: {
    label: "Insights",
    folder: "content/insights",
    entryName: "title",
    schema: ArticleSchema,
    extension: "md",
    description:
      `Articles, each at ${INSIGHTS_PATH}/<the entry's name> (made from the title when it is first saved), listed newest first at ${INSIGHTS_PATH} and ` +
      "in the feed. A draft is published nowhere until Draft is switched off.",
    pagePath: `${INSIGHTS_PATH.slice(1)}/{{slug}}`,
    // A draft says so in the list, where the assistant looks for what is still unpublished.
    summary: "{{title}}{{draft | ternary(' (draft, not published)', '')}}",
  },
  servicesPage: { label: "Services page", file: "content/services-page.json", schema: ServicesPageSchema },
  about: { label: "About page", file: "content/about.json", schema: AboutPageSchema },
  contact: { label: "Contact page", file: "content/contact.json", schema: ContactPageSchema },
  apply: { label: "Application page", file: "content/apply-client.json", schema: ApplyPageSchema },
  thanks: { label: "Thank-you page", file: "content/thanks.json", schema: ThanksPageSchema },
  privacy: { label: "Privacy page", file: "content/privacy.json", schema: PrivacyPageSchema },
  publications: { label: "Insights and case-study pages", file: "content/publications.json", schema: PublicationsSchema },
  leadSharing: { label: "Where a lead goes", file: "content/lead-sharing.json", schema: LeadSharingSchema },
  booking: { label: "Booking a call", file: "content/booking.json", schema: BookingSchema },
  leadRules: { label: "Lead rules", file: "content/lead-rules.json", schema: LeadRulesSchema },
  team: { label: "Team", file: "content/team.json", schema: TeamSchema },
  notFound: { label: "Page not found", file: "content/not-found.json", schema: NotFoundPageSchema },
  formError: { label: "Form not sent page", file: "content/form-error.json", schema: FormErrorPageSchema },
  sharing: { label: "Search and sharing", file: "content/sharing.json", schema: SharingSchema },
  site: { label: "Site settings", file: "content/site.json", schema: SiteSettingsSchema },
} as const satisfies Record<string, SingleKind | CollectionKind>;
