/**
 * A page change's fade (the cross-document view transition, app/styles/app.css) that the browser skips is only a
 * fade not shown: the page itself is whole. Chromium skips it when the new page was shown before the old page's
 * picture arrived (a busy phone, a slow old page), "Page already revealed", and then rejects a promise no page
 * script ever holds (the transition was never offered to the page, whose `pagereveal` came without one), which a
 * console reports as an uncaught error. The specification marks a skipped transition's promises as handled; this
 * does so for the browsers that do not, and for no other rejection. Registered in <head>, before the page can be
 * shown, as the rejection may come while the body is still loading.
 */
export function quietSkippedTransitions() {
  window.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && (reason.name === "InvalidStateError" || reason.name === "AbortError") && /transition/i.test(reason.message)) {
      event.preventDefault();
    }
  });
}

/** The inline script itself: written into every prerendered page's <head>. */
export const quietSkippedTransitionsScript = `(${quietSkippedTransitions})()`;
