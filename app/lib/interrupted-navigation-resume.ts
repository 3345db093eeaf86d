import { HANDOVER_PREFIX, type Handover } from "~/lib/interrupted-navigation-handover";

/**
 * Runs inline in <head>, before the page paints (so it is stringified, and uses only its argument). Gives the tab
 * its name back (the landing log), then acts only on a reload of the very page the hand-over came from, and only
 * towards a path on this site.
 */
export function resumeInterruptedNavigation(prefix: string) {
  const name = window.name;
  if (name.indexOf(prefix) !== 0) return;
  window.name = "";
  try {
    const handover = JSON.parse(name.slice(prefix.length)) as Handover;
    if (typeof handover.name === "string") window.name = handover.name;
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const reloaded = entry !== undefined && entry.type === "reload";
    if (reloaded && handover.from === location.href && /^\/(?![/\\])/.test(handover.to)) location.replace(handover.to);
  } catch {
    // A name of another shape: nothing to resume.
  }
}

/** The inline script itself: written into every prerendered page, never shipped as a module. */
export const resumeInterruptedNavigationScript = `(${resumeInterruptedNavigation})(${JSON.stringify(HANDOVER_PREFIX)})`;

