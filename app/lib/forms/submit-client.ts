import { timeoutSignal } from "~/lib/forms/timeout-signal";

/** What became of one submission; every branch has a human message in `statusText`. */
export type SubmitOutcome =
  | { readonly kind: "success"; readonly message: string }
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
    return { kind: "success", message: messageOf(answer) ?? "" };
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
