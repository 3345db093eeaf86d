import { describe, expect, it } from "vitest";
import { PICTURES } from "~/content/schema/fields";
import { contentKinds } from "~/content/schema/kinds";
import { LandingPageSchema } from "~/content/schema/landing-page";
import type { AnySchema } from "~/content/schema/introspect";
import { cmsBackend, cmsConfig, cmsField, editorReach, type CmsField } from "./cms-config";

const config = cmsConfig({}, "https://www.example.com");
const field = (fields: readonly CmsField[] | undefined, name: string) => fields?.find((candidate) => candidate.name === name);

describe("the editor's configuration, made from the content schemas", () => {
  it("lists every kind of content, each where its files live", () => {
    const singletons = (config.singletons ?? []).map((item) => ("file" in item ? item.file : ""));
    const collections = (config.collections ?? []).map((item) => ("folder" in item ? item.folder : ""));
    for (const kind of Object.values(contentKinds)) expect([...singletons, ...collections]).toContain("file" in kind ? kind.file : kind.folder);
  });

  it("offers a landing page's sections by kind, each with its own fields, the kind written by the editor", () => {
    const sections = cmsField("sections", LandingPageSchema.entries.sections as unknown as AnySchema);
    expect(sections).toMatchObject({ widget: "list", typeKey: "type" });
    expect(sections.types?.map((type) => type.name)).toEqual(["hero", "form", "figures", "services", "proof", "faq", "steps", "text", "closing"]);
    const hero = sections.types?.find((type) => type.name === "hero");
    expect(hero).toMatchObject({ label: "Hero", widget: "object" });
    expect(hero?.fields?.map((item) => item.name)).toEqual(["heading", "text", "picture", "pictureAlt", "button"]);
    expect(field(hero?.fields, "picture")).toMatchObject({ widget: "image", required: false });
  });

  it("starts a new landing page with a hero, the figures and the contact form, each a valid kind of section", () => {
    const sections = cmsField("sections", LandingPageSchema.entries.sections as unknown as AnySchema);
    const start = sections.default as { type: string }[];
    expect(start.map((section) => section.type)).toEqual(["hero", "figures", "form"]);
    for (const section of start) expect(sections.types?.map((type) => type.name)).toContain(section.type);
  });

  it("keeps articles as Markdown files with front matter, written in the rich-text editor, newest first, drafts named", () => {
    const insights = config.collections?.find((item) => item.name === "insights") as Record<string, unknown> & { fields: CmsField[] };
    expect(insights).toMatchObject({ folder: "content/insights", extension: "md", format: "yaml-frontmatter", preview_path: "insights/{{slug}}" });
    expect(insights.sortable_fields).toMatchObject({ default: { field: "date", direction: "descending" } });
    expect(insights.summary).toContain("draft");
    expect(field(insights.fields, "date")).toMatchObject({ widget: "datetime", type: "date", format: "YYYY-MM-DD", default: "{{now}}" });
    expect(field(insights.fields, "updated")).toMatchObject({ widget: "datetime", required: false });
    expect(field(insights.fields, "updated")).not.toHaveProperty("default");
    expect(field(insights.fields, "draft")).toMatchObject({ widget: "boolean", required: false, default: false });
    expect(field(insights.fields, "cover")).toMatchObject({ widget: "image", required: false });
    expect(field(insights.fields, "body")).toMatchObject({ widget: "richtext" });
    expect(field(insights.fields, "body")?.buttons).not.toContain("heading-one");
  });

  it("gives a case study its story in the rich-text editor and one testimonial picked by name", () => {
    const studies = config.collections?.find((item) => item.name === "caseStudies") as { fields: CmsField[]; preview_path?: string };
    expect(studies.preview_path).toBe("work/{{slug}}");
    expect(field(studies.fields, "story")).toMatchObject({ widget: "richtext", required: false });
    expect(field(studies.fields, "testimonial")).toMatchObject({ widget: "relation", collection: "testimonials", value_field: "{{slug}}", multiple: false, required: false });
  });

  it("tells the staff where a landing page is published, and links to it on the live site", () => {
    const pages = config.collections?.find((item) => item.name === "landingPages") as { description?: string; preview_path?: string };
    expect(pages.preview_path).toBe("lp/{{slug}}");
    expect(pages.description).toContain("/lp/");
    expect(config.site_url).toBe("https://www.example.com");
  });

  it("offers the entries a landing page chooses by name, from their own collection, and writes their file names", () => {
    const sections = cmsField("sections", LandingPageSchema.entries.sections as unknown as AnySchema);
    const proof = sections.types?.find((type) => type.name === "proof");
    const collections = new Map((config.collections ?? []).map((item) => [item.name, item as { fields: CmsField[] }]));
    for (const [name, collection] of [["testimonials", "testimonials"], ["caseStudies", "caseStudies"], ["clientLogos", "clientLogos"]] as const) {
      const chosen = field(proof?.fields, name);
      expect(chosen).toMatchObject({ widget: "relation", collection, value_field: "{{slug}}", multiple: true, required: false });
      // What the list shows is a field the chosen collection has.
      for (const shown of chosen?.display_fields ?? []) expect(collections.get(collection)?.fields.map((item) => item.name)).toContain(shown);
    }
    const faq = sections.types?.find((type) => type.name === "faq");
    expect(field(faq?.fields, "questions")).toMatchObject({ widget: "relation", collection: "questions", display_fields: ["question"] });
  });

  it("offers a lead rule's kinds, and a condition's field and test to pick, never to type", () => {
    const leadRules = config.singletons?.find((item) => item.name === "leadRules") as { fields: CmsField[] };
    const rules = field(leadRules.fields, "rules");
    expect(rules?.types?.map((type) => type.name)).toEqual(["fit", "review", "not-a-fit"]);
    const conditions = field(rules?.types?.find((type) => type.name === "not-a-fit")?.fields, "when");
    const picked = field(conditions?.fields, "field");
    expect(picked).toMatchObject({ widget: "select" });
    expect(picked?.options).toEqual(
      expect.arrayContaining([{ label: "Total followers (client application)", value: "followers" }, { label: "E-mail (both forms)", value: "email" }, { label: "Country (two-letter code)", value: "country" }]),
    );
    expect(field(conditions?.fields, "test")).toMatchObject({ widget: "select", options: expect.arrayContaining(["at least", "between", "contains any of", "is one of"]) });
  });

  it("offers the team's working days as days to tick, a share as a bounded number, and a rule's pool", () => {
    const team = config.singletons?.find((item) => item.name === "team") as { file: string; fields: CmsField[] };
    expect(team.file).toBe("content/team.json");
    const people = field(team.fields, "people");
    // A new person starts with the usual week and a share of 1, a new pool with 5 minutes.
    expect(field(people?.fields, "days")).toMatchObject({ widget: "select", multiple: true, min: 1, max: 7, options: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], default: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] });
    expect(field(people?.fields, "weight")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 10, default: 1 });
    expect([field(people?.fields, "from")?.default, field(people?.fields, "to")?.default]).toEqual(["09:00", "17:30"]);
    expect(field(field(team.fields, "pools")?.fields, "minutes")).toMatchObject({ default: 5 });
    expect(field(people?.fields, "away")).toMatchObject({ widget: "boolean", required: false });
    const rules = field((config.singletons?.find((item) => item.name === "leadRules") as { fields: CmsField[] }).fields, "rules");
    expect(field(rules?.types?.find((type) => type.name === "fit")?.fields, "pool")).toMatchObject({ widget: "string", required: false });
    expect(field(rules?.types?.find((type) => type.name === "not-a-fit")?.fields, "pool")).toBeUndefined();
  });

  it("gives each field the label, hint, widget and limits of its schema", () => {
    const faq = config.collections?.find((item) => item.name === "questions") as { fields: CmsField[] };
    expect(field(faq.fields, "answer")).toEqual({
      name: "answer",
      label: "Answer",
      hint: "Shown when the question is opened, and given to search engines, at most 600 characters",
      widget: "text",
      minlength: 1,
      maxlength: 600,
    });
    expect(field(field(faq.fields, "link")?.fields, "to")).toMatchObject({ widget: "select", options: expect.arrayContaining(["/", "/services", "/privacy"]) });
    expect(field(faq.fields, "link")).toMatchObject({ widget: "object", label: "Link under the answer", required: false });
    // An entry's place on the page comes last in its form.
    expect(faq.fields.at(-1)).toMatchObject({ name: "order", widget: "number", value_type: "int", min: 1 });
  });

  it("shows lists with their bounds, and the publication consent as a switch", () => {
    const figures = config.singletons?.find((item) => item.name === "figures") as { fields: CmsField[] };
    expect(field(figures.fields, "items")).toMatchObject({ widget: "list", min: 1, max: 6, fields: [{ name: "value", maxlength: 10 }, { name: "label", maxlength: 40 }] });
    const testimonials = config.collections?.find((item) => item.name === "testimonials") as { fields: CmsField[]; identifier_field: string };
    expect(field(testimonials.fields, "consent")).toMatchObject({ widget: "boolean", label: "The client agreed to publication" });
    expect(testimonials.identifier_field).toBe("name");
    // A list of plain texts (an About card's points) is one text field repeated.
    const about = config.singletons?.find((item) => item.name === "about") as { fields: CmsField[] };
    expect(field(field(about.fields, "cards")?.fields, "items")).toMatchObject({ widget: "list", label_singular: "Point", min: 1, max: 5, field: { label: "Point", widget: "string", maxlength: 160 } });
    expect(field(about.fields, "cards")).toMatchObject({ label: "Cards", label_singular: "Card" });
  });

  it("lists the home page's parts in the order the page shows them, search data last", () => {
    const home = config.singletons?.find((item) => item.name === "home") as { fields: CmsField[] };
    expect(home.fields.map((item) => item.label)).toEqual([
      "Top of the page",
      "Sample post beside the headline",
      "Services",
      "Steps of the work",
      "Reasons to choose us",
      "Client proof",
      "Questions",
      "Closing invitation",
      "Search and sharing",
    ]);
    const services = config.collections?.find((item) => item.name === "services") as { fields: CmsField[] };
    expect(field(services.fields, "icon")).toMatchObject({ widget: "select", options: ["ads", "creators", "content", "identity", "engagement"] });
  });
});

describe("pictures in the editor", () => {
  const fieldsOf = (name: string) => (config.collections?.find((item) => item.name === name) as { fields: CmsField[] }).fields;

  it("asks for uploads of the kinds the build turns into AVIF and WebP, required or not as the schema says", () => {
    expect(field(fieldsOf("caseStudies"), "image")).toEqual({
      name: "image",
      label: "Picture",
      hint: "Shown above the case study, cropped to 3:2 (landscape)",
      widget: "image",
      accept: ".webp,.jpg,.jpeg,.png,.avif",
      choose_url: false,
    });
    expect(field(fieldsOf("testimonials"), "photo")).toMatchObject({ widget: "image", label: "Photo", required: false });
    expect(field(fieldsOf("clientLogos"), "link")).toMatchObject({ widget: "string", label: "Link", required: false });
  });

  it("shrinks an upload to WebP and refuses one still over the build's limit", () => {
    const media = (config as { media_libraries?: { default?: { config?: Record<string, unknown> } } }).media_libraries?.default?.config;
    expect(media).toMatchObject({ max_file_size: PICTURES.maxBytes, slugify_filename: true, transformations: { raster_image: { format: "webp", width: 2400 } } });
  });
});

describe("where the editor publishes", () => {
  it("is its test backend, in the browser, until a repository is set", () => {
    expect(cmsBackend({})).toEqual({ name: "test-repo" });
    expect(editorReach(cmsBackend({}))).toEqual({ connect: [], images: [] });
  });

  it("is the Git host the settings name, and the editor's policy lets it reach that host only", () => {
    const github = cmsBackend({ CMS_REPO: "agency/site", CMS_AUTH_URL: "https://auth.example.com" });
    expect(github).toEqual({ name: "github", repo: "agency/site", branch: "main", base_url: "https://auth.example.com" });
    expect(editorReach(github).connect).toEqual(["https://api.github.com", "https://www.githubstatus.com"]);
    const forgejo = cmsBackend({ CMS_REPO: "agency/site", CMS_BACKEND: "gitea", CMS_API_ROOT: "https://git.example.com/api/v1", CMS_BRANCH: "live" });
    expect(forgejo).toMatchObject({ name: "gitea", branch: "live" });
    expect(editorReach(forgejo)).toEqual({ connect: ["https://git.example.com"], images: ["https://git.example.com"] });
    expect(cmsBackend({ CMS_REPO: "agency/site", CMS_BACKEND: "gitlab", CMS_APP_ID: "abc123" })).toMatchObject({ name: "gitlab", auth_type: "pkce", app_id: "abc123" });
  });

  it("refuses settings it cannot use, naming them", () => {
    expect(() => cmsBackend({ CMS_REPO: "https://github.com/agency/site" })).toThrow(/^Invalid CMS_REPO=/);
    expect(() => cmsBackend({ CMS_REPO: "agency/site", CMS_BACKEND: "bitbucket" })).toThrow(/^Invalid CMS_BACKEND="bitbucket"/);
    expect(() => cmsBackend({ CMS_REPO: "agency/site", CMS_BACKEND: "gitea" })).toThrow(/CMS_API_ROOT/);
  });
});
