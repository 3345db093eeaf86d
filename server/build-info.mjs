import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Written by the build next to (not inside) the deployable folder; read by the server and the checks. */
export const BUILD_INFO_FILE = "build-info.json";

/**
 * @typedef {object} BuildInfo
 * @property {boolean} localInbox the forms post to the included server
 * @property {string} formEndpoint where the forms post: the local inbox's path, or the service's URL
 * @property {string} siteUrl the origin the build was made for
 * @property {string} csp the Content-Security-Policy of its pages
 */

/**
 * @param {string} buildDir
 * @returns {BuildInfo}
 */
export function readBuildInfo(buildDir) {
  return JSON.parse(readFileSync(join(buildDir, BUILD_INFO_FILE), "utf8"));
}
