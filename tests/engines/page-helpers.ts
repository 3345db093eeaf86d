import type { EnginePage, PageFunction } from "./engine";
import { hydratedTo, reachForForms } from "../hydration";

/** Playwright's answer to a page function whose document was replaced while it ran (a page load under way). */
const LEFT_DOCUMENT = /Execution context was destroyed/;

/**
 * Polls a page function until it returns something truthy, and returns that. 10 s: on two busy cores a first
 * navigation in WebKit, with its route's code to fetch, has taken over 5. A poll that a page load cuts short counts
 * as not yet (WebDriver waits for the load itself).
 */
export async function waitFor<R, A = undefined>(page: EnginePage, what: string, fn: PageFunction<A, R>, arg?: A, timeout = 10_000): Promise<R> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const result = await page.evaluate(fn, arg).catch((error: unknown) => {
      if (LEFT_DOCUMENT.test(String(error))) return undefined;
      throw error;
    });
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Loads a page with JavaScript off, and checks that none of its code ran (else the test would prove nothing). */
export async function gotoWithoutScripts(page: EnginePage, path: string) {
  await page.goto(path);
  // Waited out here: with scripting off, the page's timers do not run.
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (await page.evaluate(hydratedTo, "shell")) throw new Error(`${path} ran its scripts, though JavaScript is off`);
}

/**
 * Waits for the page to hydrate completely, reaching for its forms first as a visitor does (their code loads then);
 * `path` names the page in the failure. (tests/hydration.ts's `waitForHydration` is Playwright's, with a level.)
 */
export async function waitForCompleteHydration(page: EnginePage, path: string) {
  await waitFor(page, `${path}'s inline script`, hydratedTo, "shell");
  await page.evaluate(reachForForms);
  await waitFor(page, `${path} to hydrate`, hydratedTo, "complete");
}

/** Loads a page and waits for it to hydrate completely. */
export async function gotoHydrated(page: EnginePage, path: string) {
  await page.goto(path);
  await waitForCompleteHydration(page, path);
}

/** Whether the element is rendered and takes space (not display:none, not a closed popover). */
export function shown(selector: string) {
  const element = document.querySelector(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
}

export function textOf(selector: string) {
  return document.querySelector(selector)?.textContent?.trim() ?? null;
}

export function heading() {
  return document.querySelector("h1")?.textContent?.trim() ?? null;
}

export const waitForShown = (page: EnginePage, selector: string) => waitFor(page, `${selector} to show`, shown, selector);
export const waitForHidden = (page: EnginePage, selector: string) =>
  waitFor(page, `${selector} to hide`, (target: string) => {
    const element = document.querySelector(target);
    return !element || element.getBoundingClientRect().height === 0 || getComputedStyle(element).visibility === "hidden";
  }, selector);
export const waitForHeading = (page: EnginePage, text: string) =>
  waitFor(page, `the heading "${text}"`, (expected: string) => document.querySelector("h1")?.textContent?.trim() === expected, text);
export const waitForText = (page: EnginePage, selector: string, text: string | RegExp) =>
  waitFor(page, `${selector} to read ${text}`, ([target, source, flags]: [string, string, string]) =>
    new RegExp(source, flags).test(document.querySelector(target)?.textContent ?? ""),
  typeof text === "string" ? [selector, `^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, ""] : [selector, text.source, text.flags]);
