import { afterEach, describe, expect, it, vi } from "vitest";
import { handleSkippedViewTransitions } from "~/lib/skipped-view-transitions";

/** A transition whose `ready` rejects as the browser's does when it is skipped or cannot start. */
function transitionRejectingWith(error: unknown) {
  return () => ({ ready: Promise.reject(error), finished: Promise.resolve(), updateCallbackDone: Promise.resolve(), skipTransition() {} }) as unknown as ViewTransition;
}

/** The rejections nothing handled while `run` went on, as the page's `unhandledrejection` would see them. */
async function unhandledDuring(run: () => void): Promise<unknown[]> {
  const seen: unknown[] = [];
  const record = (reason: unknown) => seen.push(reason);
  process.on("unhandledRejection", record);
  try {
    run();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off("unhandledRejection", record);
  }
  return seen;
}

afterEach(() => {
  Reflect.deleteProperty(document, "startViewTransition");
});

describe("handleSkippedViewTransitions", () => {
  it("handles the AbortError of a skipped transition", async () => {
    document.startViewTransition = vi.fn(transitionRejectingWith(new DOMException("Transition was skipped", "AbortError")));
    handleSkippedViewTransitions();
    expect(await unhandledDuring(() => document.startViewTransition(() => undefined))).toEqual([]);
  });

  it("leaves any other rejection unhandled, as it was", async () => {
    const failure = new DOMException("Transition was aborted because of invalid state", "InvalidStateError");
    document.startViewTransition = vi.fn(transitionRejectingWith(failure));
    handleSkippedViewTransitions();
    expect(await unhandledDuring(() => document.startViewTransition(() => undefined))).toEqual([failure]);
  });

  it("changes nothing where the browser has no view transitions", () => {
    handleSkippedViewTransitions();
    expect("startViewTransition" in document).toBe(false);
  });
});
