import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as v from "valibot";

/** Written by the build next to (not inside) the deployable folder; read by the server and the checks. */
export const BUILD_INFO_FILE = "build-info.json";

const nonEmpty = v.pipe(v.string(), v.nonEmpty());

/** What a build says of itself. Checked on every read: the server must not start on a file it misreads. */
export const BuildInfoSchema = v.pipe(
  v.strictObject({
    /** the forms post to the included server */
    localInbox: v.boolean(),
    /** where the forms post: the local inbox's path, or the service's URL */
    formEndpoint: v.union([v.pipe(nonEmpty, v.startsWith("/")), v.pipe(nonEmpty, v.url())]),
    /** the origin the build was made for */
    siteUrl: v.pipe(nonEmpty, v.url()),
    /** the Content-Security-Policy of its pages */
    csp: v.pipe(nonEmpty, v.includes("default-src")),
    /** the Content-Security-Policy of the editor at /admin/ */
    editorCsp: v.pipe(nonEmpty, v.includes("default-src")),
    /** the forms ask for hCaptcha's check */
    hcaptcha: v.optional(v.boolean()),
    /** every page (app/content/pages.ts): its key, address (`*`: not found), file, route module, indexing and canonical path */
    pages: v.pipe(
      v.array(
        v.strictObject({
          key: nonEmpty,
          path: nonEmpty,
          file: v.pipe(nonEmpty, v.endsWith(".html")),
          module: v.pipe(nonEmpty, v.startsWith("app/routes/")),
          indexed: v.boolean(),
          canonical: v.optional(v.pipe(nonEmpty, v.startsWith("/"))),
        }),
      ),
      v.nonEmpty(),
    ),
    /**
     * the agency's lead rules the build's forms judge with (content/lead-rules.json, checked by the build), where they
     * judge anything: the server judges the same
     */
    leadRules: v.optional(v.array(v.looseObject({ type: v.picklist(["fit", "review", "not-a-fit"]), name: v.string(), when: v.array(v.looseObject({ field: v.string(), test: v.string() })) }))),
    /**
     * the agency's team (content/team.json, checked by the build), where it shares leads: the server gives each lead an
     * owner from it (relay/lead-owners.mjs). Beside the deployable folder, so never published.
     */
    team: v.optional(v.looseObject({ people: v.array(v.looseObject({ name: v.string(), email: v.string(), weight: v.number(), timeZone: v.string(), days: v.array(v.string()), from: v.string(), to: v.string() })), pools: v.array(v.looseObject({ name: v.string(), people: v.array(v.string()), minutes: v.number() })), escalateTo: v.optional(v.string()) })),
    /** with the local inbox, or a relay of the form service's leads: the bundled schema check, relative to the build folder */
    inboxCheck: v.optional(v.pipe(nonEmpty, v.regex(/^[\w./-]+\.mjs$/))),
  }),
  v.check((info) => info.localInbox === info.formEndpoint.startsWith("/"), "localInbox must say whether formEndpoint is a local path"),
  v.check((info) => !info.localInbox || info.inboxCheck !== undefined, "a build with the local inbox names its inboxCheck"),
);

/** @typedef {v.InferOutput<typeof BuildInfoSchema>} BuildInfo */

/**
 * @typedef {{ ok: true, form: "contact" | "apply", values: Record<string, string> }
 *   | { ok: false, form: "contact" | "apply", errors: Record<string, string> }} InboxCheck
 * @typedef {object} InboxChecks
 * @property {(fields: Record<string, string>) => InboxCheck} checkSubmission
 * @property {(posted: string | undefined) => string} leadReference
 * @property {(fields: Record<string, string>, sentFrom?: string) => Record<string, string>} attributionOf
 * @property {(fields: Record<string, string>) => boolean} consentOf
 */

/**
 * @param {string} buildDir
 * @returns {BuildInfo}
 */
export function readBuildInfo(buildDir) {
  const file = join(buildDir, BUILD_INFO_FILE);
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`No ${file}: run "npm run build" first.`);
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON: rebuild with "npm run build".`);
  }
  const result = v.safeParse(BuildInfoSchema, data);
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? "(file)"}: ${issue.message}`);
    throw new Error(`${file} does not describe a build (${issues.join("; ")}): rebuild with "npm run build".`);
  }
  return result.output;
}

/**
 * A page of the build by its key in the page table (app/content/pages.ts), so that the server and the scripts name
 * no path of their own.
 * @param {BuildInfo} info
 * @param {string} key
 */
export function builtPage(info, key) {
  const page = info.pages.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`The build has no "${key}" page: rebuild with "npm run build".`);
  return page;
}

/**
 * The forms' own schema check, as the build bundled it for the local inbox.
 * @param {string} buildDir
 * @param {BuildInfo} info
 * @returns {Promise<InboxChecks>}
 */
export async function loadInboxChecks(buildDir, info) {
  if (!info.inboxCheck) throw new Error(`${join(buildDir, BUILD_INFO_FILE)} names no submission check: rebuild with "npm run build".`);
  return import(/* @vite-ignore */ pathToFileURL(resolve(buildDir, info.inboxCheck)).href);
}
