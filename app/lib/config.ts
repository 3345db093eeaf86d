import { parseConfig } from "~/lib/parse-config";

/** The validated build-time settings; a malformed one stops the build with its name in the message. */
export const config = parseConfig(import.meta.env);


/** Absolute URL of a page on the published site. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${config.siteUrl}/`).href;
}
