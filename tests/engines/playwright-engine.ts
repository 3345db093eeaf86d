import { chromium, firefox, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../chromium.mjs";
import { waitForCompleteHydration } from "./page-helpers";
import { blockStorage, readProblems, recordProblems, removePopover, type Engine, type EnginePage, type OpenOptions } from "./engine";

/** Debian's Firefox ESR over WebDriver BiDi (Playwright's moz-firefox channel), never a downloaded build. */
export function firefoxPath() {
  return process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
}

/** The violations the test's own `script-src 'none'` causes are not the site's. */
const OWN_SCRIPT_BLOCK = /script-src|Content-Security-Policy|Content Security Policy/;

function wrap(engine: "chromium" | "firefox", page: Page, scriptsBlocked: boolean): EnginePage {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return {
    engine,
    goto: async (path) => {
      await page.goto(path);
    },
    back: async () => {
      await page.goBack();
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    runScript: async (source) => {
      await page.evaluate(source);
    },
    click: (selector) => page.locator(selector).click(),
    fill: async (selector, text) => {
      if (engine === "chromium") return page.locator(selector).fill(text);
      // Over BiDi, Playwright's fill sets the value where React's change handler misses it: Firefox types.
      await page.locator(selector).fill("");
      await page.locator(selector).pressSequentially(text);
    },
    hover: (selector) => page.locator(selector).hover(),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    problems: async () =>
      [...problems, ...(await page.evaluate(readProblems).catch(() => []))].filter((problem) => !scriptsBlocked || !OWN_SCRIPT_BLOCK.test(problem)),
    close: () => page.context().close(),
  };
}

function launch(name: "chromium" | "firefox", reducedMotion: boolean): Promise<Browser> {
  if (name === "chromium") return chromium.launch(chromiumLaunchOptions());
  // Over BiDi, Firefox ignores Playwright's reducedMotion; its own preference is honoured. Its back/forward cache is
  // off: Playwright loses track of a page Firefox restores from it (its next command on the page never returns), so
  // the back button reloads the page there, as in a browser whose cache keeps no page; the other engines keep theirs.
  return firefox.launch({
    channel: "moz-firefox",
    executablePath: firefoxPath(),
    firefoxUserPrefs: { "ui.prefersReducedMotion": reducedMotion ? 1 : 0, "browser.sessionhistory.max_total_viewers": 0 },
  });
}

/**
 * Over BiDi, Firefox also ignores javaScriptEnabled, and its `javascript.enabled` preference stops Playwright's
 * own scripts too. A policy of `script-src 'none'` added to every document stops the page's scripts alone,
 * which is what a visitor without JavaScript gets (the site has no <noscript> content that would differ).
 */
async function withoutPageScripts(context: BrowserContext) {
  await context.route(
    (url) => url.protocol === "http:",
    async (route) => {
      // A form post answers with a redirect, whose target is a GET navigation of its own.
      if (!route.request().isNavigationRequest() || route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      const policy = [response.headers()["content-security-policy"], "script-src 'none'"].filter(Boolean).join(", ");
      return route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": policy } });
    },
  );
}

export async function playwrightEngine(name: "chromium" | "firefox"): Promise<Engine> {
  // Chromium emulates reduced motion per context; Firefox needs a browser of its own, started when first asked for.
  const browsers = new Map<boolean, Promise<Browser>>();
  const browserFor = (reducedMotion: boolean) => {
    const key = name === "firefox" && reducedMotion;
    if (!browsers.has(key)) browsers.set(key, launch(name, key));
    return browsers.get(key)!;
  };
  // The browser every test uses starts with the engine, within the worker's own time limit (fixtures.ts): a cold
  // start (Firefox's took 4 to 9 s here) is no page's, and no open step's limit pays for it.
  await browserFor(false);

  const openPage = async ({ baseURL, width, height, reducedMotion = false, javaScript = true, storage = true, popover = true }: OpenOptions) => {
    const browser = await browserFor(reducedMotion);
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height },
      reducedMotion: reducedMotion ? "reduce" : "no-preference",
      javaScriptEnabled: javaScript,
    });
    const scriptsBlocked = !javaScript && name === "firefox";
    if (scriptsBlocked) await withoutPageScripts(context);
    if (!storage) await context.addInitScript(blockStorage);
    if (!popover) await context.addInitScript(removePopover);
    await context.addInitScript(recordProblems);
    const raw = await context.newPage();
    return { raw, page: wrap(name, raw, scriptsBlocked) };
  };
  const open = async (options: OpenOptions) => (await openPage(options)).page;

  return {
    name,
    open,
    loadMessages: async (urls) => {
      const { raw, page } = await openPage({ baseURL: urls[0]!, width: 1280, height: 800 });
      for (const url of urls) {
        await page.goto(url);
        await waitForCompleteHydration(page, url);
        // And for what the page loads after hydrating (the brand face): Firefox reports a download the next
        // navigation aborts as an error of the page.
        await raw.waitForLoadState("networkidle");
      }
      const messages = await page.problems();
      await page.close();
      return messages;
    },
    close: async () => {
      for (const browser of browsers.values()) await (await browser).close();
    },
  };
}
