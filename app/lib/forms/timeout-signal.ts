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
