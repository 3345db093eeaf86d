/**
 * React Router starts a view transition for each navigation with a fade and drops the transition it gets back. When
 * a second navigation comes within the fade (a back tap, a second link), the browser skips the first transition,
 * whose `ready` promise then rejects with an AbortError that nothing handles: an error in the console of a page that
 * works. This handles that rejection, and only that one; any other still surfaces as before.
 */
export function handleSkippedViewTransitions(): void {
  if (typeof document.startViewTransition !== "function") return;
  const start = document.startViewTransition.bind(document);
  document.startViewTransition = ((update) => {
    const transition = start(update);
    transition.ready.catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) throw error;
    });
    return transition;
  }) as typeof document.startViewTransition;
}
