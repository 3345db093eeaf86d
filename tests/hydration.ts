import type { Page } from "@playwright/test";

/** How far React has taken over the page: the layout and the page (`shell`), or every part of it (`complete`). */
export type Hydration = "shell" | "complete";

/**
 * Runs in the page (any engine): whether the app's hydration signal (`<html data-hydration>`, set after React's
 * commit by app/lib/hydration-signal.ts) has reached the level.
 */
export function hydratedTo(level: Hydration) {
  const state = document.documentElement.dataset.hydration;
  return level === "shell" ? state !== undefined : state === "complete";
}

/** Waits until the page has hydrated to the level: a click is then the router's, typing reaches the form. */
export async function waitForHydration(page: Page, level: Hydration = "complete"): Promise<void> {
  await page.waitForFunction(hydratedTo, level);
}

/** Opens a page and waits for it to hydrate completely, forms included. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
