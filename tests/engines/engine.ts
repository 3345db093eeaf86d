/**
 * The few things the cross-engine suite asks of a browser, so the same specs drive Chromium and Firefox
 * (through Playwright) and WebKitGTK (through WebDriver classic, which is all WebKitWebDriver speaks).
 */
export type EngineName = "chromium" | "firefox" | "webkit";

export interface OpenOptions {
  readonly baseURL: string;
  readonly width: number;
  readonly height: number;
  readonly reducedMotion?: boolean;
  readonly javaScript?: boolean;
  /**
   * false: DOM storage throws on access, as in WebViews with it switched off or with site data blocked.
   * WebKitGTK has no such switch and WebDriver classic no script that runs before the page's own, so there
   * it throws from the first command after each load (the other engines cover reads during load).
   */
  readonly storage?: boolean;
  /**
   * false: the page's scripts find no popover API, as in Safari 16. Playwright engines only: it has to be
   * taken away before the page's own scripts run, which WebDriver classic cannot do.
   */
  readonly popover?: boolean;
}

/** Runs in the page; stringified and sent over the wire, so it may use its argument and globals only. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>;

export type Key = "Tab" | "Enter" | "Escape";

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads a path as a new document and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Goes back one entry of the tab's history, as the browser's back button does, and waits for that page. */
  back(): Promise<void>;
  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R>;
  /** Runs a script's source in the page as the automation does, past the page's Content-Security-Policy (axe). */
  runScript(source: string): Promise<void>;
  /** Clicks the element a CSS selector finds, once it is shown. */
  click(selector: string): Promise<void>;
  /** Replaces a field's value by typing. */
  fill(selector: string, text: string): Promise<void>;
  hover(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Types into the element that has focus, a key at a time, as fast as the engine sends keys. */
  type(text: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** Console errors, uncaught errors and CSP violations the page reported since it was opened. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  open(options: OpenOptions): Promise<EnginePage>;
  /**
   * Every console message each URL logs while it loads and hydrates, including the engine's own (a CSP
   * directive it does not know, a blocked resource), which page scripts cannot observe.
   */
  loadMessages(urls: readonly string[]): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Installed in the page: records console errors, uncaught errors, rejections and CSP violations where
 * `problems()` can read them. Playwright engines install it before any script runs; WebKit after load.
 */
export function recordProblems() {
  const target = window as unknown as { __problems?: string[] };
  if (target.__problems) return;
  const problems: string[] = (target.__problems = []);
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(" ")}`);
    original(...args);
  };
  window.addEventListener("error", (event) => problems.push(`page error: ${event.message}`));
  // Once every listener has run: a rejection the page itself handles (app/lib/skipped-page-transition.ts) is none.
  window.addEventListener("unhandledrejection", (event) =>
    setTimeout(() => {
      if (!event.defaultPrevented) problems.push(`unhandled rejection: ${String(event.reason)}`);
    }),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    problems.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
  );
}

export function readProblems(): string[] {
  return (window as unknown as { __problems?: string[] }).__problems ?? [];
}

/** Makes DOM storage throw on access, as Chromium does when a visitor blocks site data. */
export function blockStorage() {
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, "SecurityError");
      },
    });
  }
}

/**
 * Makes the page what Safari 16 sees: no popover API for its scripts, and no popover behaviour for its markup
 * (the attributes are taken off as the parser adds them, so the engine's own popover cannot step in).
 */
export function removePopover() {
  for (const name of ["showPopover", "hidePopover", "togglePopover", "popover"]) Reflect.deleteProperty(HTMLElement.prototype, name);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const element of [node, ...node.querySelectorAll("[popover], [popovertarget]")]) {
          element.removeAttribute("popover");
          element.removeAttribute("popovertarget");
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}
