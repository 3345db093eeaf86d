import * as v from "valibot";
import { fields, list, optionalHttpsUrl, optionalText, text, textList, toggle } from "./fields.ts";

// The words of the pages the agency edits, one schema per page, its groups in the order the page shows them. Links'
// destinations stay in code (the page table); their words are here.

/** What search engines and shared links show for a page; the agency's name is added to the title. */
function search(nameAfter: "before" | "after") {
  return fields("Search and sharing", {
    title: text("Title", {
      hint: `The page's title in search results and on a shared link; the agency's name is added ${nameAfter === "before" ? "before" : "after"} it`,
      max: 60,
    }),
    description: text("Description", { hint: "Shown under the title in search results and on a shared link", max: 160 }),
  });
}

const heading = (where: string, max = 60) => text("Heading", { hint: where, max });
const intro = (where: string, max = 200) => text("Introduction", { hint: where, max, multiline: true });

export const HomePageSchema = fields("Home page", {
  hero: fields("Top of the page", {
    eyebrow: text("Line above the headline", { hint: "Short, e.g. the services in a few words", max: 60 }),
    headline: text("Headline", { hint: "The page's main heading, in large type", max: 80 }),
    tagline: text("Tagline", { hint: "Shown under the headline", max: 160, multiline: true }),
    apply: fields("Main button", {
      label: text("Button text", { hint: "Leads to the client application", max: 30 }),
      tooltip: text("Tooltip", { hint: "Shown when the pointer rests on the button or it has keyboard focus", max: 60 }),
    }),
    secondary: text("Second link", { hint: "Leads down to the services", max: 30 }),
  }),
  showcase: fields("Sample post beside the headline", {
    account: text("Account name", { hint: "Sample copy, not a client's: shown on wide screens only", max: 24 }),
    label: text("Label", { hint: "e.g. Sponsored", max: 16 }),
    caption: text("Caption", { max: 80 }),
    action: text("Button text", { max: 16 }),
    reactions: text("Reactions", { hint: "A figure, e.g. 3.4M", max: 8 }),
    views: text("Views", { hint: "A figure, e.g. 4.2M", max: 8 }),
    badge: text("Badge", { hint: "Shown on the post's corner", max: 30 }),
  }),
  services: fields("Services", {
    heading: heading("Above the service cards"),
    intro: intro("Under the heading"),
    more: text("Link text", { hint: "On each card, leading to the service on the services page", max: 24 }),
  }),
  process: fields("Steps of the work", {
    heading: heading("Above the steps"),
    intro: intro("Under the heading"),
    steps: list("Steps", fields("Step", { title: text("Step", { max: 40 }), text: text("What happens", { max: 200, multiline: true }) }), {
      min: 2,
      max: 6,
      hint: "Numbered in this order",
    }),
  }),
  reasons: fields("Reasons to choose us", {
    heading: heading("Above the reasons"),
    intro: intro("Under the heading"),
    items: list(
      "Reasons",
      fields("Reason", {
        figure: optionalText("Figure", { hint: "Shown large, e.g. 300+; only a figure the site states elsewhere too", max: 10 }),
        title: text("Reason", { max: 60 }),
        text: text("Explanation", { max: 200, multiline: true }),
      }),
      { min: 1, max: 6 },
    ),
  }),
  proof: fields("Client proof", {
    clientLogos: heading("Above the client logos (shown once one is published)"),
    caseStudies: heading("Above the case studies (shown once one is published)"),
    testimonials: heading("Above the testimonials (shown once one is published)"),
  }),
  questions: fields("Questions", { heading: heading("Above the questions (edited under FAQ)") }),
  closing: fields("Closing invitation", {
    heading: heading("At the foot of the page", 80),
    text: text("Text", { hint: "Under the heading", max: 160, multiline: true }),
    link: text("Link text", { hint: "Leads to the contact page", max: 30 }),
  }),
  search: search("before"),
});

export const ServicesPageSchema = fields("Services page", {
  title: text("Title", { hint: "The page's main heading", max: 60 }),
  lead: text("Lead", { hint: "In bold, at the start of the paragraph", max: 120 }),
  intro: text("Paragraph", {
    hint: "One paragraph about all the services; each service's name is set in bold where it appears",
    max: 1200,
    multiline: true,
  }),
  cta: text("Button under the paragraph", { hint: "Leads to the contact page", max: 40 }),
  details: fields("Each service's section", {
    getsHeading: text("Heading of the list", { hint: "Above each service's points", max: 40 }),
    apply: text("First button", { hint: "Leads to the client application", max: 30 }),
    contact: text("Second button", { hint: "Leads to the contact page", max: 30 }),
  }),
  search: search("after"),
});

export const AboutPageSchema = fields("About page", {
  title: text("Title", { hint: "The page's main heading", max: 60 }),
  intro: text("Introduction", { hint: "Under the title", max: 300, multiline: true }),
  cards: list(
    "Cards",
    fields("Card", {
      heading: text("Heading", { max: 40 }),
      items: textList("Points", { label: "Point", max: 160 }, { min: 1, max: 5 }),
    }),
    { min: 1, max: 6, hint: "Shown side by side on wide screens, in this order" },
  ),
  search: search("after"),
});

export const ContactPageSchema = fields("Contact page", {
  title: text("Title", { hint: "The page's main heading", max: 60 }),
  intro: text("Introduction", { hint: "Above the form", max: 300, multiline: true }),
  asideHeading: text("Heading beside the form", { hint: "Above the agency's e-mail address", max: 40 }),
  search: search("after"),
});

export const ApplyPageSchema = fields("Application page", {
  title: text("Title", { hint: "The page's main heading", max: 60 }),
  intro: text("Introduction", { hint: "Above the form", max: 300, multiline: true }),
  steps: textList("What happens next", { label: "Step", max: 100 }, { min: 1, max: 5, hint: "Numbered beside the form; promise only what the agency does every time" }),
  search: search("after"),
});

export const ThanksPageSchema = fields("Thank-you page", {
  title: text("Title", { hint: "Shown once a form sent without JavaScript has arrived", max: 60 }),
  body: text("Text", { max: 300, multiline: true }),
  back: text("Link text", { hint: "Leads to the home page", max: 40 }),
  search: search("after"),
});

const PLATFORMS = { token: "{platforms}", standsFor: "the ad platforms' names (Meta, TikTok)" } as const;
const DAYS = { token: "{days}", standsFor: "the number of days" } as const;
const PERIOD = { token: "{period}", standsFor: "the period set below" } as const;

export const PrivacyPageSchema = fields("Privacy page", {
  title: text("Title", { hint: "The page's main heading", max: 60 }),
  intro: text("Introduction", { max: 400, multiline: true }),
  collects: fields("What each form collects", {
    heading: heading("The fields each form sends are listed under it, from the forms themselves"),
    more: text("What else arrives with a form", { max: 600, multiline: true }),
  }),
  destination: fields("Where it goes", {
    heading: heading("Above the one of the two texts below that fits how the site is set up"),
    service: text("With the form service", { hint: "Shown when the forms go to Web3Forms; a link to its privacy policy follows", max: 400, multiline: true }),
    localInbox: text("With the site's own inbox", { hint: "Shown when the forms go to the site's own server", max: 400, multiline: true }),
    captcha: text("Spam check", { hint: "Shown when the forms use hCaptcha", max: 300, multiline: true }),
  }),
  sections: list("Sections", fields("Section", { heading: heading("The section's heading"), paragraphs: textList("Paragraphs", { label: "Paragraph", max: 800 }, { min: 1, max: 6 }) }), {
    min: 0,
    max: 8,
    hint: "What stays on the visitor's device describes how the site works: change it together with a developer",
  }),
  leadStages: v.optional(
    text("Later stages told to the platforms", {
      hint: "On the privacy page when an ad platform's pixel is set: that for a visitor who ticked the box, the platforms may later hear that the enquiry led to a meeting or a contract, and how long what that needs is kept. Write {platforms} where their names go and {days} where the number of days goes",
      max: 600,
      multiline: true,
      slots: [PLATFORMS, DAYS],
    }),
  ),
  instantForms: v.optional(
    text("Enquiries sent from a form inside an ad platform", {
      hint: "On the privacy page when the site receives the leads of Meta's or TikTok's own forms (Instant Forms): what the agency receives from such a form, and that it tells the platform how far the enquiry went by the platform's own reference for it, and nothing else. Write {platforms} where their names go",
      max: 800,
      multiline: true,
      slots: [PLATFORMS],
    }),
  ),
  qualification: v.optional(
    text("When the answers decide what is offered next", {
      hint: "On the privacy page when the agency's lead rules judge leads (Lead rules): that what a person answers decides what the site offers next (a call, or something else), and that anyone can still write to the agency and be answered by a person",
      max: 600,
      multiline: true,
    }),
  ),
  numbers: v.optional(
    fields("The site's numbers", {
      heading: heading("Above what the site counts (shown when the site's numbers are on, NUMBERS_TOKEN)"),
      text: text("What the page says", {
        hint: "What the site's server counts (visits from outside the site, per page, source and campaign; enquiries and what became of them), that nothing is read from or stored on the visitor's device and no visitor is identified, and how long the totals are kept. Write {days} where the number of days goes",
        max: 800,
        multiline: true,
        slots: [DAYS],
      }),
    }),
  ),
  retention: v.optional(
    fields("How long an enquiry is kept", {
      heading: heading("Above how long an enquiry is kept (shown once the period is set)"),
      text: text("What the page says", { hint: "Write {period} where the period goes", max: 300, multiline: true, slots: [PERIOD] }),
      period: optionalText("The period", {
        hint: "How long the agency keeps an enquiry, as the page should say it, e.g. two years after our last reply. Until it is set the page names none, and the launch check lists it",
        max: 80,
      }),
    }),
  ),
  legalBasis: v.optional(
    fields("Why the law lets us use it", {
      heading: heading("Above the legal basis of each use of what a visitor sends"),
      answering: text("Answering", { hint: "The legal basis for answering an enquiry and keeping it, e.g. the agency's legitimate interest in answering whoever writes to it", max: 400, multiline: true }),
      attribution: text("Knowing which campaign brought the visitor", { hint: "The legal basis for keeping the campaign details with an enquiry, e.g. the agency's legitimate interest in knowing which of its ads work", max: 400, multiline: true }),
      platforms: text("Telling the ad platforms", {
        hint: "Shown when an ad platform's pixel is set: that they hear of an enquiry only with the visitor's consent (the box), and how to withdraw it. Write {platforms} where their names go",
        max: 400,
        multiline: true,
        slots: [PLATFORMS],
      }),
    }),
  ),
  contact: fields("Questions, corrections, deletion", {
    heading: heading("The last section's heading"),
    before: text("Before the e-mail address", { hint: "The agency's address (Site settings) follows", max: 80 }),
    after: text("After the e-mail address", { max: 200 }),
    complaint: optionalText("The right to complain", { hint: "That the visitor may complain to a data protection authority (in the EU and the UK, a right of theirs the page must name)", max: 300 }),
  }),
  search: search("after"),
});

export const NotFoundPageSchema = fields("Page not found", {
  eyebrow: text("Line above the title", { hint: "Short, e.g. Error 404", max: 30 }),
  title: text("Title", { hint: "Shown for an address the site does not have, e.g. a mistyped link", max: 60 }),
  body: text("Text", { max: 300, multiline: true }),
  back: text("Link text", { hint: "Leads to the home page", max: 40 }),
  search: search("after"),
});

export const FormErrorPageSchema = fields("Form not sent page", {
  eyebrow: text("Line above the title", { hint: "Short, e.g. Not sent", max: 30 }),
  title: text("Title", { hint: "Shown when the site's own inbox refuses a form sent from a browser without JavaScript", max: 60 }),
  body: text("Text", { hint: "Say what to do: the visitor's browser still holds what they typed when they go back", max: 400, multiline: true }),
  contactLink: text("First link text", { hint: "Leads back to the contact form", max: 40 }),
  applyLink: text("Second link text", { hint: "Leads back to the client application", max: 40 }),
  search: search("after"),
});


export const LeadSharingSchema = fields("Where a lead goes", {
  consent: text("The box under each form", {
    hint: "Shown, unticked, only when an ad platform's pixel is set; say what the platforms receive. Write {platforms} where their names go",
    max: 200,
    slots: [PLATFORMS],
  }),
  consentHint: text("Under the box", { hint: "Say that the form is sent either way", max: 160 }),
  privacyHeading: heading("On the privacy page, above who else receives a lead (shown when the site sends leads anywhere)"),
  tool: text("The agency's tool", { hint: "On the privacy page when leads go to the agency's tool (a webhook): what it receives, and why", max: 400, multiline: true }),
  chat: text("The team's chat", { hint: "On the privacy page when the team's chat hears of each lead: what it receives", max: 400, multiline: true }),
  platforms: text("The ad platforms", {
    hint: "On the privacy page when an ad platform's pixel is set: what they receive, and that they receive it only with the box ticked. Write {platforms} where their names go",
    max: 600,
    multiline: true,
    slots: [PLATFORMS],
  }),
});

export const SharingSchema = fields("Sharing", {
  description: text("The agency in one line", { hint: "For search engines and phones' home screens, never shown on a page", max: 160 }),
  imageAlt: text("What the share picture shows", { hint: "Read aloud where a shared link shows the site's picture: say what the picture shows (a developer changes the picture itself)", max: 160 }),
});

export const PublicationsSchema = fields("Insights and case-study pages", {
  insights: fields("Insights", {
    footerLink: text("Footer link", { hint: "In every page's footer once an article is published; leads to the list of articles", max: 20 }),
    heading: heading("The list of articles' heading"),
    intro: intro("Under the heading"),
    tagHeading: text("Heading of a tag's list", { hint: "Followed by the tag, e.g. Articles tagged “paid social”", max: 40 }),
    allArticles: text("Link to every article", { hint: "On a tag's list, leading back to the list of articles", max: 30 }),
    published: text("Before the date", { hint: "e.g. Published", max: 20 }),
    updated: text("Before the date of the last change", { hint: "e.g. Updated", max: 20 }),
    tags: text("Above an article's tags", { hint: "Read by screen readers, e.g. Tags", max: 20 }),
    related: text("Above related articles", { hint: "At the end of an article: up to three others that share its tags", max: 40 }),
    feed: text("Link to the feed", { hint: "Under the list of articles: for readers who follow the site in a feed reader", max: 40 }),
    search: search("after"),
  }),
  work: fields("Case studies", {
    footerLink: text("Footer link", { hint: "In every page's footer once a case study is published; leads to the list of case studies", max: 20 }),
    heading: heading("The list of case studies' heading"),
    intro: intro("Under the heading"),
    readMore: text("Link to a case study", { hint: "On each case study's card, on the home page and the list", max: 30 }),
    results: text("Above a case study's results", { hint: "On its page, e.g. Results", max: 40 }),
    search: search("after"),
  }),
});

const REFERENCE = { token: "{reference}", standsFor: "the enquiry's reference (K7QM-3XPA)" } as const;
const NAME = { token: "{name}", standsFor: "the visitor's first name" } as const;
const SCHEDULER = { token: "{scheduler}", standsFor: "the scheduler's name (Cal.com, Calendly)" } as const;

export const BookingSchema = fields("Booking a call", {
  scheduler: optionalHttpsUrl(
    "Scheduler address",
    "The page where a lead books a call: a Cal.com or Calendly event page (e.g. https://cal.com/your-team/intro), which the site fills in with the lead's name, e-mail and reference; any other scheduler's address works as a plain link. Leave it empty and no form offers a call",
  ),
  offeredAfter: fields("Which forms offer the call", {
    apply: toggle("The client application", "Offer the call once an application is sent"),
    landingPages: toggle("The landing pages' forms", "Offer the call once a landing page's form is sent"),
    contact: toggle("The contact message", "Offer the call once a contact message is sent"),
  }),
  link: text("Link text", { hint: "The link to the scheduler, shown first once a form has arrived", max: 40 }),
  hint: text("Under the link", { hint: "What booking gives the lead, in a sentence", max: 160 }),
  thanks: text("On the thank-you page", { hint: "Shown above the link on the page a form sent without JavaScript ends on", max: 160 }),
  privacy: text("On the privacy page", {
    hint: "Shown when a scheduler is set: who receives what a lead types when booking. Write {scheduler} where its name goes",
    max: 400,
    multiline: true,
    slots: [SCHEDULER],
  }),
  reply: fields("The e-mail each lead receives at once", {
    subject: text("Subject", { hint: "Write {reference} where the enquiry's reference goes", max: 100, slots: [REFERENCE] }),
    greeting: text("Greeting", { hint: "Write {name} where the lead's first name goes", max: 60, slots: [NAME] }),
    greetingWithoutName: text("Greeting without a name", { hint: "Used when the name the lead typed is not a plain name (a link, digits)", max: 60 }),
    body: text("Text", { hint: "What happens next. Write {reference} where the enquiry's reference goes", max: 1000, multiline: true, slots: [REFERENCE] }),
    booking: text("Before the booking link", { hint: "Shown only when the form offers a call; the link follows on its own line", max: 200 }),
    signature: text("Signature", { hint: "The agency's name follows on its own line", max: 60 }),
    privacy: text("On the privacy page", { hint: "Shown when the site sends this e-mail: what it holds and how often it is sent", max: 400, multiline: true }),
  }),
});
