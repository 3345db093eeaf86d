import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** Written by the build next to (not inside) the deployable folder; read by the server and the checks. */
export const BUILD_INFO_FILE = "build-info.json";

/**
 * @typedef {object} BuildInfo
 * @property {boolean} localInbox the forms post to the included server
 * @property {string} formEndpoint where the forms post: the local inbox's path, or the service's URL
 * @property {string} siteUrl the origin the build was made for
 * @property {string} csp the Content-Security-Policy of its pages
 * @property {boolean} [hcaptcha] the forms ask for hCaptcha's check
 * @property {string} [submissionCheck] with the local inbox: the bundled schema check, relative to the build folder
 */

/**
 * @typedef {{ ok: true, form: "contact" | "apply", values: Record<string, string> }
 *   | { ok: false, form: "contact" | "apply", errors: Record<string, string> }} SubmissionCheck
 * @typedef {object} SubmissionChecks
 * @property {(fields: Record<string, string>) => SubmissionCheck} checkSubmission
 * @property {(posted: string | undefined) => string} leadReference
 * @property {(fields: Record<string, string>) => Record<string, string>} attributionOf
 */

/**
 * @param {string} buildDir
 * @returns {BuildInfo}
 */
export function readBuildInfo(buildDir) {
  return JSON.parse(readFileSync(join(buildDir, BUILD_INFO_FILE), "utf8"));
}

/**
 * The forms' own schema check, as the build bundled it for the local inbox.
 * @param {string} buildDir
 * @param {BuildInfo} info
 * @returns {Promise<SubmissionChecks>}
 */
export async function loadSubmissionChecks(buildDir, info) {
  if (!info.submissionCheck) throw new Error(`${join(buildDir, BUILD_INFO_FILE)} names no submission check: rebuild with "npm run build".`);
  return import(/* @vite-ignore */ pathToFileURL(resolve(buildDir, info.submissionCheck)).href);
}
