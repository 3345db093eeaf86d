import { LOCAL_INBOX_PATH } from "./site-endpoints.mjs";

/** The form service the agency signs up with; its public access key decides whether it is used. */
export const WEB3FORMS_ENDPOINT = "https://api.web3forms.com/submit";

/** Picks where the forms post: an explicit endpoint, else the form service when a key is set, else the local inbox. */
export function resolveFormEndpoint(env: Record<string, string | undefined>): string {
  const explicit = env.VITE_FORM_ENDPOINT?.trim();
  if (explicit) return explicit;
  return env.VITE_WEB3FORMS_ACCESS_KEY?.trim() ? WEB3FORMS_ENDPOINT : LOCAL_INBOX_PATH;
}
