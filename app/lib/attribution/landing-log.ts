/**
 * Where the visitor came from, kept in this tab's memory only (no cookie, no storage): the first page they
 * landed on, then every later page reached with a query string. It survives client-side navigation and is
 * gone on a full reload, which is accepted. Raw on purpose: this runs on every page, so the parsing (and its
 * bytes) lives with the forms, in `campaign-fields.ts`.
 */
export interface Landing {
  readonly path: string;
  readonly search: string;
}

const landings: Landing[] = [];
let referrer = "";

/** Records the page the visitor is on; the first call also keeps the referrer the browser reported. */
export function recordLanding(path: string, search: string, documentReferrer = ""): void {
  if (landings.length === 0) referrer = documentReferrer;
  else if (!search) return;
  landings.push({ path, search });
}

export function landingLog(): { readonly landings: readonly Landing[]; readonly referrer: string } {
  return { landings, referrer };
}

/** Tests only: forget everything, as a reload does. */
export function resetLandingLog(): void {
  landings.length = 0;
  referrer = "";
}
