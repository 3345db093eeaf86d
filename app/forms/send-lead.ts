import { formCopy } from "~/content/forms";
import { site } from "~/content/site";
import { LEAD_RELAY_PATH } from "~/lib/site-endpoints.mjs";
import { CONSENT_FIELD, CONSENTED, type FormValues, type LeadFormDefinition } from "~/forms/form-definition";

// What the browser sends for a lead and how: the body (the service's fields, the form's, the campaign's), then one
// POST with a time limit, its answer classified for the status line.

/** Names the form service (or our own inbox) gives a meaning to; nothing else may ever use them. */
export const RESERVED_FIELDS = [
  "access_key",
  "subject",
  "from_name",
  "redirect",
  "botcheck",
  "replyto",
  "reference",
  "h-captcha-response",
  "judgement",
  CONSENT_FIELD,
] as const;

export interface PayloadExtras {
  readonly accessKey: string;
  /** The lead's reference: its own field and the end of the subject line. */
  readonly reference: string;
  /** Which ad or page brought the visitor (`campaignFields`); dropped where a name is already taken. */
  readonly campaign?: readonly (readonly [string, string])[];
  /** The hCaptcha token, when the build turns the check on. */
  readonly captchaToken?: string;
  /** The visitor ticked the box that lets the ad platforms hear of this lead. */
  readonly consent?: boolean;
  /** How the agency's rules judged the lead, in a line ("Not a fit (Under 18)"), where they judge anything. */
  readonly judgement?: string;
}

/**
 * The multipart body sent from the browser: the service's reserved fields, then the form's own (already
 * trimmed by the schema), then the attribution. `redirect` is left out on purpose: it only serves the
 * no-JavaScript post. `replyto` lets the agency answer the lead's e-mail with one click.
 */
export function buildPayload<Name extends string>(
  form: LeadFormDefinition<Name>,
  values: FormValues<Name>,
  { accessKey, reference, campaign = [], captchaToken, consent = false, judgement }: PayloadExtras,
): FormData {
  const body = new FormData();
  body.append("access_key", accessKey);
  body.append("subject", formCopy.subjectWithReference(form.subject(values), reference));
  body.append("from_name", site.name);
  body.append("botcheck", "");
  if ("email" in values) body.append("replyto", String(values.email));
  body.append("reference", reference);
  for (const field of form.fields) body.append(field.name, values[field.name]);
  if (captchaToken) body.append("h-captcha-response", captchaToken);
  if (consent) body.append(CONSENT_FIELD, CONSENTED);
  // How the agency's rules judged the lead, for the agency's e-mail (the hosts judge it again themselves).
  if (judgement) body.append("judgement", judgement);
  const taken = new Set<string>([...RESERVED_FIELDS, ...form.fields.map((field) => field.name)]);
  for (const [name, value] of campaign) {
    if (taken.has(name)) continue;
    taken.add(name);
    body.append(name, value);
  }
  return body;
}

/**
 * A signal that aborts after `ms` with a "TimeoutError": `AbortSignal.timeout` where the browser has it, a timer
 * elsewhere (Safari before 16 lacks it, and a missing method there would turn every send into a network failure).
 */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === "function") return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException("The form service did not answer in time.", "TimeoutError")), ms);
  return controller.signal;
}

/** What became of one submission; every branch has a human message in `statusText`. */
export type SubmitOutcome =
  | { readonly kind: "success"; readonly message: string; readonly scheduler?: string }
  | { readonly kind: "rejected"; readonly status: number; readonly message: string | null }
  | { readonly kind: "rate-limited"; readonly retryAfterSeconds: number | null }
  | { readonly kind: "server-error"; readonly status: number }
  | { readonly kind: "unreadable"; readonly status: number }
  | { readonly kind: "network" }
  | { readonly kind: "timeout" };

export interface SubmitRequest {
  readonly endpoint: string;
  readonly body: FormData;
  readonly timeoutMs?: number;
  /** Injected by tests; the browser's `fetch` otherwise. */
  readonly fetchImpl?: typeof fetch;
  readonly now?: () => number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_MESSAGE_LENGTH = 500;

interface ProviderAnswer {
  readonly success?: unknown;
  readonly message?: unknown;
  /** The site's own answer only: the scheduler of the lead's owner (docs/team.md). */
  readonly scheduler?: unknown;
  readonly body?: { readonly message?: unknown };
}

function parseAnswer(text: string): ProviderAnswer | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === "object" ? (parsed as ProviderAnswer) : null;
  } catch {
    return null;
  }
}

/** The provider's message, flat or nested as `{ body: { message } }`, trimmed to a readable length. */
function messageOf(answer: ProviderAnswer): string | null {
  const raw = typeof answer.message === "string" ? answer.message : answer.body?.message;
  if (typeof raw !== "string" || !raw.trim()) return null;
  const text = raw.trim();
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text;
}

/** The lead's owner's scheduler, where the site's own answer names one: a web address, https only. */
function schedulerOf(answer: ProviderAnswer | null): string | undefined {
  const { scheduler } = answer ?? {};
  return typeof scheduler === "string" && scheduler.startsWith("https://") && URL.canParse(scheduler) ? scheduler : undefined;
}

/** `Retry-After` as seconds from now, from either of its two forms (seconds or an HTTP date). */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Posts the form as multipart data and classifies the answer; never rejects. */
export async function submitForm(request: SubmitRequest): Promise<SubmitOutcome> {
  const { endpoint, body, timeoutMs = DEFAULT_TIMEOUT_MS, fetchImpl = fetch, now = Date.now } = request;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: timeoutSignal(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : "";
    return name === "TimeoutError" || name === "AbortError" ? { kind: "timeout" } : { kind: "network" };
  }

  const answer = parseAnswer(text);
  if (response.ok && answer?.success === true) {
    const scheduler = schedulerOf(answer);
    return { kind: "success", message: messageOf(answer) ?? "", ...(scheduler ? { scheduler } : {}) };
  }
  // Logged for whoever looks at the console when a lead does not arrive.
  console.log("Form service answered", response.status, answer ?? text.slice(0, 2000));

  if (response.status === 429) {
    return { kind: "rate-limited", retryAfterSeconds: parseRetryAfter(response.headers.get("Retry-After"), now()) };
  }
  if (!answer) {
    return response.status >= 500 ? { kind: "server-error", status: response.status } : { kind: "unreadable", status: response.status };
  }
  const message = messageOf(answer);
  if (response.status >= 500 && !message) return { kind: "server-error", status: response.status };
  return { kind: "rejected", status: response.status, message };
}

/** What of a lead's body stays with the form service: its key, and the spam check's token (already spent there). */
const SERVICE_ONLY = new Set(["access_key", "h-captcha-response"]);

/**
 * After the form service accepted a lead: a copy to the site's own relay (`LEAD_RELAY_PATH`), which sends it on to
 * the agency's tool, its chat and the ad platforms the visitor agreed to. Sent with `keepalive`, so it goes even when
 * the visitor leaves at once; a failure says nothing to the visitor, whose lead has arrived. Resolves with the
 * scheduler of the lead's owner where the relay's answer names one (docs/team.md), else nothing; never rejects.
 */
export async function sendLeadCopy(body: FormData, fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  const copy = new FormData();
  for (const [name, value] of body) if (!SERVICE_ONLY.has(name)) copy.append(name, value);
  try {
    const response = await fetchImpl(LEAD_RELAY_PATH, { method: "POST", body: copy, keepalive: true, headers: { Accept: "application/json" } });
    return response.ok ? schedulerOf(parseAnswer(await response.text())) : undefined;
  } catch {
    return undefined;
  }
}
