import { resolve } from "node:path";

/**
 * The folder whose `content/` a build reads: the project's own (the agency's content) unless `CONTENT_ROOT` names
 * another. The test suites build from a copy of the shipped defaults (tests/fixtures/shipped-defaults, decision 021),
 * so an edit of the agency's copy never changes what they check. Messages and the editor keep naming `content/…`:
 * those are the repository's paths.
 */
export function contentRoot(projectRoot: string): string {
  return resolve(projectRoot, process.env.CONTENT_ROOT || ".");
}
