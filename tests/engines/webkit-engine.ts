import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, mkdir, open as open_, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Builder, By, Capabilities, error as seleniumError, Key as SeleniumKey, until, type WebDriver, type WebElement } from "selenium-webdriver";
import { blockStorage, readProblems, recordProblems, type Engine, type EnginePage, type Key, type OpenOptions } from "./engine";

// The package has no `exports` map, so ESM cannot import its folder module; require resolves it as Node always has.
const { DriverService } = createRequire(import.meta.url)("selenium-webdriver/remote") as typeof import("selenium-webdriver/remote");

/** Debian's webkit2gtk-driver and the MiniBrowser it drives (WebKitGTK: the engine of Safari and every iOS in-app browser). */
export function webkitPaths() {
  return {
    driver: process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver",
    browser: process.env.WEBKIT_BROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  };
}

/**
 * MiniBrowser's GTK toolbar keeps its window at least ~447 px wide; this shrinks it to a sliver so the page
 * can be laid out at phone widths. Reduced motion is GTK's own switch, which WebKitGTK reports to CSS.
 */
function gtkConfig(reducedMotion: boolean) {
  return {
    "gtk.css": "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n" +
      "toolbar, headerbar, entry, button, image { -gtk-icon-transform: scale(0.01); }\n",
    "settings.ini": `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`,
  };
}

/**
 * Xvfb has no GPU, so Skia's GPU painting runs on Mesa's llvmpipe: its compiler has crashed sessions here,
 * and its painting threads spin on after a page has closed, starving the tests beside it on a busy machine. Skia's
 * CPU painting draws the same pages (compositing stays on: WebKitGTK's pages crash without it).
 */
const SOFTWARE_RENDERING = { WEBKIT_SKIA_ENABLE_CPU_RENDERING: "1" };

const KEYS: Record<Key, string> = { Tab: SeleniumKey.TAB, Enter: SeleniumKey.ENTER, Escape: SeleniumKey.ESCAPE };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A private X display (Xvfb picks a free number and writes it to fd 3). `-noreset`: by default an X server resets
 * when its last client leaves, and drops a client that connects meanwhile; each page's MiniBrowser is the display's
 * only client, so the next test's browser met that reset now and then on a busy machine ("cannot open display",
 * xorg/xserver issue 1102).
 */
async function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp", "-noreset"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once("error", (error) => reject(new Error(`Xvfb did not start (Debian package xvfb): ${error.message}`)));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
    xvfb.stdio[3]!.once("data", (data: Buffer) => resolve(`:${data.toString().trim()}`));
  });
  return { display, process: xvfb };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function webkitEngine(): Promise<Engine> {
  const paths = webkitPaths();
  const { display, process: xvfb } = await startDisplay();
  const root = await mkdtemp(join(tmpdir(), "webkit-engine-"));
  let sessions = 0;

  async function environment(reducedMotion: boolean) {
    const home = join(root, String(sessions++));
    await mkdir(join(home, "gtk-3.0"), { recursive: true });
    for (const [file, text] of Object.entries(gtkConfig(reducedMotion))) await writeFile(join(home, "gtk-3.0", file), text);
    return { ...process.env, ...SOFTWARE_RENDERING, DISPLAY: display, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: join(home, "cache"), XDG_DATA_HOME: join(home, "data") };
  }

  async function open(
    { baseURL, width, height, reducedMotion = false, javaScript = true, storage = true, popover = true }: OpenOptions,
    startWithin = 12_000,
  ): Promise<EnginePage> {
    if (!popover) throw new Error("WebDriver classic runs no script before the page's own: popover cannot be taken away");
    const port = await freePort();
    const env = await environment(reducedMotion);
    // The driver's and the browser's own output, read back when a session does not start.
    const log = join(env.XDG_CONFIG_HOME, "driver.log");
    const logFile = await open_(log, "w");
    const service = new DriverService(paths.driver, {
      port,
      hostname: "127.0.0.1",
      loopback: true,
      args: [`--port=${port}`],
      env,
      stdio: ["ignore", logFile.fd, logFile.fd],
    });
    const settings = [`--enable-javascript=${javaScript}`];
    const capabilities = new Capabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: paths.browser, args: ["--automation", ...settings] },
    });
    const started = Date.now();
    // When the driver answered on its port: a start that fails says whether the driver or the browser was late.
    let driverUp: number | undefined;
    let driver: WebDriver;
    let timer: NodeJS.Timeout | undefined;
    try {
      // Within the open step's own limit (fixtures.ts), so a session that never starts is reported with its log.
      const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("no session yet")), startWithin)));
      const session = async () => {
        const server = await service.start();
        driverUp = Date.now() - started;
        return new Builder().usingServer(server).withCapabilities(capabilities).build();
      };
      driver = await Promise.race([session(), late]);
    } catch (error) {
      const driverState = driverUp === undefined ? "the driver never answered" : `the driver answered after ${driverUp} ms`;
      throw new Error(
        `WebKit did not start in ${Date.now() - started} ms (port ${port}; ${driverState}): ${(error as Error).message}\n${await readFile(log, "utf8").catch(() => "")}`,
      );
    } finally {
      clearTimeout(timer);
      await logFile.close();
    }
    const seen: string[] = [];

    // The page's own scripts run even with JavaScript off for the visitor; WebDriver's do not count.
    const collect = async () => {
      seen.push(...((await driver.executeScript(`return (${readProblems})()`).catch(() => [])) as string[]));
    };
    const install = async () => {
      await driver.executeScript(`(${recordProblems})()`);
      if (!storage) await driver.executeScript(`(${blockStorage})()`);
    };

    // WebKitWebDriver does not scroll an element into view before acting on it, as the standard asks.
    const inView = async (selector: string) => {
      const element = await driver.wait(until.elementLocated(By.css(selector)), 5000, `no ${selector}`);
      await driver.wait(until.elementIsVisible(element), 5000, `${selector} is not shown`);
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", element);
      return element;
    };

    // Like Playwright's hit-target check: the element itself is what a click at its centre lands on, and no view
    // transition runs. While a page's view transition runs (longer on a busy host), its overlay covers the page, and
    // WebKitWebDriver reports a click that landed on it as done, with nothing clicked; WebKit's elementFromPoint still
    // names the element under a cross-document transition's overlay, so its animations are asked too (a link clicked
    // on a page just reached from another of the site was lost so, 1 in 12 beside two busy loops). A page reached by
    // the back button starts its transition at a later frame than its load: the check runs two frames on.
    const receivesClicks = async (element: WebElement, selector: string) => {
      const hit = (target: HTMLElement, done: (hit: boolean) => void) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const transition = document.getAnimations().some((animation) => {
              const effect = animation.effect as KeyframeEffect | null;
              return Boolean(effect?.pseudoElement?.startsWith("::view-transition"));
            });
            const box = target.getBoundingClientRect();
            const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            done(!transition && found !== null && (found === target || target.contains(found)));
          }),
        );
      await driver.wait(async () => Boolean(await driver.executeAsyncScript(`(${hit}).apply(null, arguments)`, element)), 10_000, `${selector} does not receive clicks: something covers it`);
    };

    // Like Playwright's actionability wait: a view transition's overlay takes the clicks and the typing while it runs.
    const whenInteractable = async (action: () => Promise<void>) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await action();
        } catch (error) {
          if (!(error instanceof seleniumError.ElementNotInteractableError) || attempt === 50) throw error;
          await wait(100);
        }
      }
    };

    const page: EnginePage = {
      engine: "webkit",
      goto: async (path) => {
        await collect();
        await driver.get(new URL(path, baseURL).href);
        await install();
      },
      back: async () => {
        await collect();
        await driver.navigate().back();
        await install();
      },
      evaluate: async (fn, arg) => (await driver.executeScript(`return (${fn}).apply(null, arguments)`, arg)) as never,
      runScript: async (source) => {
        await driver.executeScript(source);
      },
      click: async (selector) => {
        const element = await inView(selector);
        await receivesClicks(element, selector);
        const before = (await driver.getCurrentUrl()).split("#")[0]!;
        const href = (await element.getTagName()) === "a" ? await element.getAttribute("href") : null;
        await whenInteractable(() => element.click());
        // A link to another page: WebKitWebDriver can answer the click before the page load it starts, and a script
        // command sent in between may never return. The current address (read without a script) says the new page is
        // there; scripts are safe from then on.
        if (href && new URL(href, before).href.split("#")[0] !== before) {
          await driver.wait(async () => (await driver.getCurrentUrl()).split("#")[0] !== before, 10_000, `the click on ${selector} did not leave ${before}`);
        }
      },
      fill: async (selector, text) => {
        const element = await inView(selector);
        await whenInteractable(() => element.clear());
        await element.sendKeys(text);
      },
      hover: async (selector) => {
        const element = await driver.wait(until.elementLocated(By.css(selector)), 5000, `no ${selector}`);
        await driver.actions().move({ origin: element }).perform();
      },
      press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
      type: (text) => driver.actions().sendKeys(text).perform(),
      setViewport: async (targetWidth, targetHeight) => {
        await driver.manage().window().setRect({ width: targetWidth, height: targetHeight });
        // The toolbar's sliver takes a few pixels of height: grow the window by what it took.
        const [innerWidth, innerHeight] = (await driver.executeScript("return [innerWidth, innerHeight]")) as [number, number];
        await driver.manage().window().setRect({ width: targetWidth + (targetWidth - innerWidth), height: targetHeight + (targetHeight - innerHeight) });
      },
      problems: async () => {
        await collect();
        await install();
        return [...new Set(seen)];
      },
      close: async () => {
        await driver.quit().catch(() => undefined);
        await service.kill();
      },
    };
    await page.setViewport(width, height);
    return page;
  }

  // A first session, started and ended with the engine, within the worker's own time limit (fixtures.ts): both
  // sessions that ever failed to start in 12 s were the first of a new worker, on a busy host.
  await (await open({ baseURL: "http://127.0.0.1/", width: 800, height: 600 }, 45_000)).close();

  return {
    name: "webkit",
    open: (options) => open(options),
    loadMessages: async (urls) => {
      // WebDriver does not carry WebKit's console, so the URLs are loaded, as tabs, by a MiniBrowser of its own
      // that writes the console out, engine messages (an unknown CSP directive) included. Background tabs get
      // no frames; the pages' timer fallback hydrates them within a second.
      const browser = spawn(paths.browser, ["--enable-write-console-messages-to-stdout=true", ...urls], {
        env: await environment(false),
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      // The console goes to stderr, whatever the setting's name says.
      for (const stream of [browser.stdout!, browser.stderr!]) stream.on("data", (data: Buffer) => (output += data.toString()));
      await wait(3000);
      browser.kill();
      await new Promise((resolve) => browser.once("exit", resolve));
      return output.split("\n").filter((line) => line.includes("CONSOLE"));
    },
    close: async () => {
      xvfb.kill();
      await rm(root, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
