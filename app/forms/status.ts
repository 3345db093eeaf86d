import { statusText } from "~/content/forms";
import type { SubmitOutcome } from "~/forms/send-lead";

export interface FormStatus {
  readonly tone: "idle" | "pending" | "success" | "error";
  readonly text: string;
  /** Whether a one-click retry makes sense: the form is valid and the failure may pass. */
  readonly canRetry: boolean;
}

export const idleStatus: FormStatus = { tone: "idle", text: "", canRetry: false };
export const sendingStatus: FormStatus = { tone: "pending", text: statusText.sending, canRetry: false };
export const invalidStatus: FormStatus = { tone: "error", text: statusText.invalid, canRetry: false };
export const captchaStatus = (failedToLoad: boolean): FormStatus => ({
  tone: "error",
  text: failedToLoad ? statusText.captchaUnavailable : statusText.captchaMissing,
  canRetry: false,
});

/** The words a visitor reads for each outcome; the provider's own message wins when it sent one. */
export function statusFor(outcome: SubmitOutcome): FormStatus {
  const error = (text: string): FormStatus => ({ tone: "error", text, canRetry: true });
  switch (outcome.kind) {
    case "success":
      return { tone: "success", text: statusText.success, canRetry: false };
    case "rejected":
      return error(outcome.message ?? statusText.rejectedWithoutMessage(outcome.status));
    case "rate-limited":
      return error(statusText.rateLimited(outcome.retryAfterSeconds));
    case "server-error":
      return error(statusText.serverError(outcome.status));
    case "unreadable":
      return error(statusText.unreadable);
    case "network":
      return error(statusText.network);
    case "timeout":
      return error(statusText.timeout);
  }
}
