import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page, so that clicks are handled by the router instead of
 * loading a new document. React tags hydrated DOM nodes with its fiber key.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
