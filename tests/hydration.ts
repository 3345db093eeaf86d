import type { Page } from "@playwright/test";

/** How far the page's scripts have taken over: its inline script has run (`shell`), or its forms have hydrated too (`complete`). */
export type Hydration = "shell" | "complete";

/**
 * Runs in the page (any engine): whether the page's hydration signal (`<html data-hydration>`, set by its inline
 * script, app/lib/page-behaviours.ts, and after each form's commit, app/forms/form-island.tsx) has reached the level.
 */
export function hydratedTo(level: Hydration) {
  const state = document.documentElement.dataset.hydration;
  return level === "shell" ? state !== undefined : state === "complete";
}

/** Waits until the page has hydrated to the level: its inline script has run, or typing reaches the form. */
export async function waitForHydration(page: Page, level: Hydration = "complete"): Promise<void> {
  await page.waitForFunction(hydratedTo, level);
}

/** Opens a page and waits for it to hydrate completely, forms included. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
