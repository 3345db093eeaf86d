import { chromium, firefox, type Browser, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../chromium.mjs";
import { readProblems, recordProblems, type Engine, type EnginePage, type OpenOptions } from "./engine";

/** Debian's Firefox ESR over WebDriver BiDi (Playwright's moz-firefox channel), never a downloaded build. */
export function firefoxPath() {
  return process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
}

/** Makes DOM storage throw on access, as Chromium does when a visitor blocks site data. */
function blockStorage() {
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, name, {
      get() {
        throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, "SecurityError");
      },
    });
  }
}

function wrap(engine: "chromium" | "firefox", page: Page): EnginePage {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return {
    engine,
    goto: async (path) => {
      await page.goto(path);
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: (selector) => page.locator(selector).click(),
    fill: (selector, text) => page.locator(selector).fill(text),
    hover: (selector) => page.locator(selector).hover(),
    press: (key) => page.keyboard.press(key),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    problems: async () => [...problems, ...(await page.evaluate(readProblems).catch(() => []))],
    close: () => page.context().close(),
  };
}

function launch(name: "chromium" | "firefox", reducedMotion: boolean): Promise<Browser> {
  if (name === "chromium") return chromium.launch(chromiumLaunchOptions());
  // Over BiDi, Firefox ignores Playwright's reducedMotion emulation; its own preference is honoured.
  return firefox.launch({
    channel: "moz-firefox",
    executablePath: firefoxPath(),
    firefoxUserPrefs: reducedMotion ? { "ui.prefersReducedMotion": 1 } : {},
  });
}

export async function playwrightEngine(name: "chromium" | "firefox"): Promise<Engine> {
  const browsers = new Map<boolean, Promise<Browser>>();
  const browserFor = (reducedMotion: boolean) => {
    const key = name === "firefox" && reducedMotion;
    if (!browsers.has(key)) browsers.set(key, launch(name, key));
    return browsers.get(key)!;
  };

  const open = async ({ baseURL, width, height, reducedMotion = false, javaScript = true, storage = true }: OpenOptions) => {
    const browser = await browserFor(reducedMotion);
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height },
      reducedMotion: reducedMotion ? "reduce" : "no-preference",
      javaScriptEnabled: javaScript,
    });
    if (!storage) await context.addInitScript(blockStorage);
    await context.addInitScript(recordProblems);
    return wrap(name, await context.newPage());
  };

  return {
    name,
    open,
    loadMessages: async (urls) => {
      const messages: string[] = [];
      for (const url of urls) {
        const page = await open({ baseURL: url, width: 1280, height: 800 });
        await page.goto(url);
        // Long enough for the page's code to load and hydrate on localhost.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
        messages.push(...(await page.problems()).map((problem) => `${url}: ${problem}`));
        await page.close();
      }
      return messages;
    },
    close: async () => {
      for (const browser of browsers.values()) await (await browser).close();
    },
  };
}
