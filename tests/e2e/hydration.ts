import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page, so that clicks are handled by the router instead of
 * loading a new document. React tags hydrated DOM nodes with its fiber key.
 */
export async function waitForHydration(page: Page, selector = "main"): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

/** Opens a page and waits for it, and for its form if it has one (forms hydrate on their own). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  if (await page.locator("main form").count()) await waitForHydration(page, "main form");
}
