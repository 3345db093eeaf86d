import type { Page } from "@playwright/test";

/** How far the page's scripts have taken over: its inline script has run (`shell`), or its forms have hydrated too (`complete`). */
export type Hydration = "shell" | "complete";

/**
 * Runs in the page (any engine): whether the page's hydration signal (`<html data-hydration>`, set by its inline
 * script, app/lib/page-behaviours.ts, and as each form is ready, app/forms/form-island.tsx) has reached the level.
 */
export function hydratedTo(level: Hydration) {
  const state = document.documentElement.dataset.hydration;
  return level === "shell" ? state !== undefined : state === "complete";
}

/**
 * Runs in the page (any engine): reaches for every form whose code has not come, as a visitor's first tap on it does
 * (a form's code loads then, decision 034), without moving the focus or the scroll.
 */
export function reachForForms() {
  for (const island of document.querySelectorAll("[data-island]:not([data-hydrated])")) island.dispatchEvent(new Event("pointerdown", { bubbles: true }));
}

/**
 * Waits until the page has hydrated to the level: its inline script has run, or, reaching for its forms first as a
 * visitor does, typing reaches them.
 */
export async function waitForHydration(page: Page, level: Hydration = "complete"): Promise<void> {
  await page.waitForFunction(hydratedTo, "shell" as Hydration);
  if (level === "shell") return;
  await page.evaluate(reachForForms);
  await page.waitForFunction(hydratedTo, level);
}

/** Opens a page and waits for it to hydrate completely, forms included. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
