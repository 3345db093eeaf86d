import { describe, expect, it } from "vitest";
import { quietSkippedTransitions } from "./skipped-page-transition";

const rejection = (reason: unknown) => {
  const event = new Event("unhandledrejection", { cancelable: true }) as Event & { reason: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("a page change's skipped fade", () => {
  quietSkippedTransitions();

  it("is handled, as the specification handles it", () => {
    expect(rejection(new DOMException("Transition was aborted because of invalid state. Page already revealed", "InvalidStateError"))).toBe(true);
    expect(rejection(new DOMException("Transition was skipped", "AbortError"))).toBe(true);
  });

  it("leaves every other rejection to be reported", () => {
    expect(rejection(new DOMException("The operation was aborted.", "AbortError"))).toBe(false);
    expect(rejection(new DOMException("Failed to read the 'localStorage' property", "SecurityError"))).toBe(false);
    expect(rejection(new Error("Transition was aborted"))).toBe(false);
  });
});
