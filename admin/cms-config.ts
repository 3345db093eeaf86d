import type { Backend, CmsConfig } from "@sveltia/cms";
import { contentKinds } from "../app/content/schema/kinds.ts";
import { PICTURES } from "../app/content/schema/fields.ts";
import { type AnySchema, describeField, findAction, unwrap } from "../app/content/schema/introspect.ts";
import { ruleFields } from "../app/forms/rule-fields.ts";

// The editor's configuration (Sveltia CMS, Decap-compatible), generated from the content schemas: every field's
// label, hint, widget, whether it is required and its limits come from app/content/schema/kinds.ts, so the editor
// and the build's check cannot disagree.

/** A field of the editor's configuration (the subset of Decap's format this site uses). */
export interface CmsField {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly minlength?: number;
  readonly maxlength?: number;
  readonly value_type?: "int";
  readonly min?: number;
  readonly max?: number;
  readonly options?: readonly (string | { readonly label: string; readonly value: string })[];
  readonly fields?: readonly CmsField[];
  /** What one item of a list is called ("Add Card"). */
  readonly label_singular?: string;
  /** The one field of a list of plain values (a list of texts). */
  readonly field?: CmsField;
  readonly default?: unknown;
  readonly accept?: string;
  readonly choose_url?: boolean;
  /** A list whose items are of several kinds ("Add section" offers them by name), told apart by `typeKey`. */
  readonly types?: readonly CmsField[];
  readonly typeKey?: string;
  /** A relation to another collection's entries. */
  readonly collection?: string;
  readonly value_field?: string;
  readonly search_fields?: readonly string[];
  readonly display_fields?: readonly string[];
  readonly multiple?: boolean;
  /** A date picker's input and the form it saves (YYYY-MM-DD). */
  readonly type?: "date";
  readonly format?: string;
  /** The rich-text editor's buttons. */
  readonly buttons?: readonly string[];
}

/** The field that says which kind an item of a list of several kinds is (a landing page's section `type`). */
const TYPE_KEY = "type";

/** Each kind of a list of several kinds: its fields, without the one that names the kind (the editor writes it). */
function variantTypes(schema: AnySchema): CmsField[] {
  const options = (schema as unknown as { options: AnySchema[] }).options;
  return options.map((option) => {
    const { base, actions } = unwrap(option);
    const type = (base.entries?.[TYPE_KEY] as unknown as { literal?: unknown } | undefined)?.literal;
    if (typeof type !== "string") throw new Error(`A kind of a list of several kinds has no "${TYPE_KEY}": add one to its schema`);
    const label = findAction(actions, "title")?.title ?? type;
    return { name: type, label, widget: "object", fields: objectFields(option).filter((field) => field.name !== TYPE_KEY) };
  });
}

/**
 * Entries chosen from another collection by file name (a landing page's testimonials): picked by name from a list of
 * that collection's entries, written as their file names.
 */
function relationTo(folderName: string, multiple: boolean) {
  const found = Object.entries(contentKinds).find(([, kind]) => "folder" in kind && kind.folder.endsWith(`/${folderName}`));
  if (!found || !("folder" in found[1])) throw new Error(`No collection of the content keeps its entries in ${folderName}: check the schema's chosenFrom`);
  const [collection, kind] = found;
  return { widget: "relation", collection, value_field: "{{slug}}", search_fields: [kind.entryName], display_fields: [kind.entryName], multiple };
}

/**
 * The rich-text editor's buttons: every one but the first heading level, which is the page's title (a body's own
 * top-level headings are moved down a level at build time in any case).
 */
const TEXT_BUTTONS = ["bold", "italic", "strikethrough", "code", "link", "heading-two", "heading-three", "heading-four", "quote", "bulleted-list", "numbered-list"];

/** One field of the editor from one entry of a schema. */
export function cmsField(name: string, schema: AnySchema): CmsField {
  const { base, actions, optional } = describeField(schema);
  const label = findAction(actions, "title")?.title ?? name;
  const hint = findAction(actions, "description")?.description || undefined;
  const metadata: Record<string, unknown> = Object.assign({}, ...actions.filter((action) => action.type === "metadata").map((action) => action.metadata));
  const widget = String(metadata.widget ?? "");
  // What a new entry starts with, where the schema gives it (a person's usual hours, a share of 1).
  const common = { name, label, ...(hint && { hint }), ...(optional && { required: false }), ...(metadata.default !== undefined && { default: metadata.default }) };
  const limit = (type: string) => findAction(actions, type)?.requirement as number | undefined;

  switch (base.type) {
    case "string":
      // Uploads only (no address of a picture elsewhere), of the kinds the build turns into AVIF and WebP.
      if (widget === "image") return { ...common, widget, accept: PICTURES.extensions.map((extension) => `.${extension}`).join(","), choose_url: false };
      // Today's date for a new entry's required date.
      if (widget === "date") return { ...common, widget: "datetime", type: "date", format: "YYYY-MM-DD", ...(!optional && { default: "{{now}}" }) };
      if (widget === "markdown") return { ...common, widget: "richtext", buttons: TEXT_BUTTONS };
      if (typeof metadata.chosenFrom === "string") return { ...common, ...relationTo(metadata.chosenFrom, false) };
      // A text picked from what the code knows (a lead rule's field: the forms' fields, app/forms/rule-fields.ts).
      if (metadata.optionsFrom === "leadRuleFields") return { ...common, widget: "select", options: ruleFields.map(({ key, label }) => ({ label, value: key })) };
      return { ...common, widget: widget || "string", ...(!optional && { minlength: 1 }), maxlength: limit("max_length") };
    case "number":
      return { ...common, widget: "number", value_type: "int", min: limit("min_value"), ...(limit("max_value") !== undefined && { max: limit("max_value") }) };
    case "literal":
    case "boolean":
      return { ...common, widget: "boolean", default: false };
    case "picklist":
      return { ...common, widget: "select", options: base.options };
    case "array": {
      const item = base.item!;
      const { base: itemBase, actions: itemActions } = unwrap(item);
      if (itemBase.type === "variant") {
        const variantDefault = metadata.default === undefined ? {} : { default: metadata.default };
        const singular = findAction(itemActions, "title")?.title;
        return { ...common, widget: "list", ...(singular && { label_singular: singular }), typeKey: TYPE_KEY, types: variantTypes(itemBase), min: limit("min_length"), max: limit("max_length"), ...variantDefault };
      }
      if (typeof metadata.chosenFrom === "string") return { ...common, ...relationTo(metadata.chosenFrom, true), min: limit("min_length"), max: limit("max_length") };
      // Several of a fixed set (a person's working days): ticked in one list rather than added one by one.
      if (itemBase.type === "picklist") return { ...common, widget: "select", options: itemBase.options, multiple: true, min: limit("min_length"), max: limit("max_length") };
      const entries = itemBase.entries ? { fields: objectFields(item) } : { field: cmsField("item", item) };
      // "Add Card" rather than "Add Cards".
      const singular = findAction(itemActions, "title")?.title;
      return { ...common, widget: "list", ...(singular && { label_singular: singular }), min: limit("min_length"), max: limit("max_length"), ...entries };
    }
    case "object":
    case "strict_object":
      return { ...common, widget: "object", fields: objectFields(base) };
    default:
      throw new Error(`The editor has no field for a ${base.type} (${name}): add one to admin/cms-config.ts`);
  }
}

/** The fields of a group, in the order the page shows them; an entry's place in its list comes last. */
function objectFields(schema: AnySchema): CmsField[] {
  const { base } = unwrap(schema);
  if (!base.entries) throw new Error(`Expected a group of fields, got a ${base.type}`);
  const fields = Object.entries(base.entries).map(([name, entry]) => cmsField(name, entry));
  return [...fields.filter((field) => field.name !== "order"), ...fields.filter((field) => field.name === "order")];
}

/** The editor's singletons (the site's settings, the figures) and collections (one file per entry), in the site's order. */
function cmsContent(): Pick<CmsConfig, "singletons" | "collections"> {
  const singletons = Object.entries(contentKinds).flatMap(([name, kind]) =>
    "file" in kind ? [{ name, label: kind.label, file: kind.file, fields: objectFields(kind.schema as AnySchema) }] : [],
  );
  const collections = Object.entries(contentKinds).flatMap(([name, kind]) => {
    if (!("folder" in kind)) return [];
    const fields = objectFields(kind.schema as AnySchema);
    const identifier = kind.entryName;
    return [
      {
        name,
        label: kind.label,
        ...("description" in kind && { description: kind.description }),
        // The editor's link to the entry's page on the live site (site_url).
        ...("pagePath" in kind && { preview_path: kind.pagePath }),
        folder: kind.folder,
        // Markdown entries: the fields in YAML front matter, the body below it.
        ...("extension" in kind && kind.extension === "md" ? { extension: "md", format: "yaml-frontmatter" } : { extension: "json", format: "json" }),
        create: true,
        identifier_field: identifier,
        summary: "summary" in kind ? kind.summary : `{{${identifier}}}`,
        // Entries in an order on the page sort by it; dated ones (articles) newest first; other pages by their name.
        sortable_fields: fields.some((field) => field.name === "order")
          ? { fields: ["order"], default: { field: "order", direction: "ascending" } }
          : fields.some((field) => field.name === "date")
            ? { fields: ["date", identifier], default: { field: "date", direction: "descending" } }
            : { fields: [identifier], default: { field: identifier, direction: "ascending" } },
        fields,
      },
    ];
  });
  return { singletons, collections } as Pick<CmsConfig, "singletons" | "collections">;
}

/**
 * The Git host the editor publishes to, from the build's settings (docs/editor-setup.md): without `CMS_REPO`, the
 * editor's test backend, whose edits stay in the browser (for trying the editor out and for the tests).
 */
export function cmsBackend(env: Record<string, string | undefined>): Backend {
  const repo = env.CMS_REPO?.trim();
  if (!repo) return { name: "test-repo" };
  if (!/^[\w.-]+\/[\w.-]+(?:\/[\w.-]+)*$/.test(repo)) throw new Error(`Invalid CMS_REPO=${JSON.stringify(repo)}: expected owner/name, as in the Git host's address`);
  const name = env.CMS_BACKEND?.trim() || "github";
  if (name !== "github" && name !== "gitlab" && name !== "gitea") throw new Error(`Invalid CMS_BACKEND=${JSON.stringify(name)}: expected github, gitlab or gitea`);
  const branch = env.CMS_BRANCH?.trim() || "main";
  const baseUrl = env.CMS_AUTH_URL?.trim();
  if (baseUrl && !/^https:\/\/[^/]+/.test(baseUrl)) throw new Error(`Invalid CMS_AUTH_URL=${JSON.stringify(baseUrl)}: expected the https address of the sign-in service`);
  const apiRoot = env.CMS_API_ROOT?.trim();
  if (apiRoot && !/^https:\/\/[^/]+/.test(apiRoot)) throw new Error(`Invalid CMS_API_ROOT=${JSON.stringify(apiRoot)}: expected the https address of the Git host's API`);
  if (name === "gitea" && !apiRoot) throw new Error("CMS_BACKEND=gitea needs CMS_API_ROOT, the https address of the Forgejo or Gitea API (https://…/api/v1)");
  // GitLab, Forgejo and Gitea sign in through an OAuth application of the host's own (PKCE), without a server.
  const appId = env.CMS_APP_ID?.trim();
  const pkce = appId && name !== "github" ? { app_id: appId, ...(name === "gitlab" && { auth_type: "pkce" }) } : {};
  return { name, repo, branch, ...(baseUrl && { base_url: baseUrl }), ...(apiRoot && { api_root: apiRoot }), ...pkce } as Backend;
}

/**
 * What the editor's policy must let it reach for the Git host it publishes to: the host's API (and, for GitHub, its
 * status page, which the editor checks before it reports a failure) and the signed-in user's avatar.
 */
export function editorReach(backend: Backend): { connect: string[]; images: string[] } {
  const origin = (url: string | undefined, fallback: string) => new URL(url ?? fallback).origin;
  const apiRoot = "api_root" in backend ? backend.api_root : undefined;
  switch (backend.name) {
    case "github":
      return { connect: [origin(apiRoot, "https://api.github.com"), "https://www.githubstatus.com"], images: ["https://avatars.githubusercontent.com"] };
    case "gitlab":
      return { connect: [origin(apiRoot, "https://gitlab.com")], images: [origin(apiRoot, "https://gitlab.com"), "https://secure.gravatar.com"] };
    case "gitea":
      return { connect: [origin(apiRoot, "")], images: [origin(apiRoot, "")] };
    default:
      return { connect: [], images: [] };
  }
}

/** The whole configuration the editor starts with (no config.yml is fetched). */
export function cmsConfig(env: Record<string, string | undefined>, siteUrl: string): CmsConfig {
  return {
    load_config_file: false,
    backend: cmsBackend(env),
    app_title: "Site editor",
    site_url: siteUrl,
    media_folder: PICTURES.folder,
    public_folder: PICTURES.publicPath,
    // The editor refuses a file over the limit with its own message, after shrinking the upload to WebP.
    media_libraries: {
      // Stock photos are pictures of work the agency did not do, fetched from services it did not choose: off.
      stock_assets: false,
      default: { config: { max_file_size: PICTURES.maxBytes, slugify_filename: true, transformations: { raster_image: { ...PICTURES.upload } } } },
    },
    ...cmsContent(),
  };
}
