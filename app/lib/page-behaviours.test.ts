import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachMenuFallback } from "~/lib/menu-fallback";
import { BACKDROP_DEGREES_PER_PIXEL } from "~/content/motion";
import { islandMarks, runPageBehaviours } from "~/lib/page-behaviours";

class FakeFontFace {
  static made: FakeFontFace[] = [];
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
}

const settings = { degreesPerPixel: BACKDROP_DEGREES_PER_PIXEL, fontUrl: "/assets/brand.woff2", islands: islandMarks };
const added = new Set<unknown>();
let reduced = false;

/** A page as the layout renders it, then its inline script, as a visitor arriving from `referrer`. */
function load(referrer = "", body = "") {
  document.body.innerHTML = `
    <div class="backdrop"><div class="backdrop-art"></div></div>
    <nav class="site-nav"><button class="menu-button" popovertarget="site-menu">Menu</button><ul id="site-menu" popover><li><a href="/about">About</a></li></ul></nav>
    <main id="main"><span class="tooltip-anchor"><a href="/apply-client">Apply</a><span role="tooltip">Opens the form</span></span>${body}</main>`;
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
  runPageBehaviours(settings, attachMenuFallback);
}

beforeEach(() => {
  FakeFontFace.made = [];
  added.clear();
  reduced = false;
  vi.stubGlobal("FontFace", FakeFontFace);
  vi.stubGlobal("matchMedia", () => ({ matches: reduced, addEventListener: () => undefined }));
  vi.stubGlobal("requestAnimationFrame", (run: () => void) => (run(), 1));
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  Object.defineProperty(document, "fonts", { configurable: true, value: { add: (face: unknown) => added.add(face) } });
});

afterEach(() => {
  // Spends the waiting first-interaction listeners of this test's pages, so they never answer the next test's events.
  window.dispatchEvent(new Event("pointerdown"));
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const link of document.head.querySelectorAll('link[rel="manifest"], link[rel="prefetch"]')) link.remove();
  delete document.documentElement.dataset.hydration;
});

const scrollTo = (y: number) => {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
};

describe("what every page does with no framework", () => {
  it("turns the backdrop one degree per five pixels scrolled, and not at all under reduced motion", () => {
    load();
    scrollTo(500);
    expect(document.querySelector<HTMLElement>(".backdrop-art")!.style.transform).toBe(`rotate(${500 * BACKDROP_DEGREES_PER_PIXEL}deg)`);
    reduced = true;
    load();
    scrollTo(500);
    expect(document.querySelector<HTMLElement>(".backdrop-art")!.style.transform).toBe("");
  });

  it("hides the tooltip on Escape until the pointer leaves its anchor", () => {
    load();
    const anchor = document.querySelector<HTMLElement>(".tooltip-anchor")!;
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(anchor.dataset.dismissed).toBe("true");
    // Moving between the link and its tooltip is not leaving.
    anchor.querySelector("a")!.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: anchor.querySelector("[role=tooltip]") }));
    expect(anchor.dataset.dismissed).toBe("true");
    anchor.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.body }));
    expect(anchor.dataset.dismissed).toBeUndefined();
  });

  it("opens the menu without popover, and leaves it to the browser where popover exists", () => {
    const showPopover = HTMLElement.prototype.showPopover;
    try {
      // @ts-expect-error: an engine without popover (Safari 16).
      delete HTMLElement.prototype.showPopover;
      load();
      document.querySelector<HTMLButtonElement>(".menu-button")!.click();
      expect(document.querySelector<HTMLElement>(".site-nav")!.dataset.menu).toBe("open");
    } finally {
      HTMLElement.prototype.showPopover = showPopover;
    }
    if (typeof showPopover !== "function") return;
    load();
    expect(document.querySelector<HTMLElement>(".site-nav")!.dataset.menu).toBeUndefined();
  });

  it("on the page a visitor lands on, only prefetches the brand face once they scroll, tap or type; from the next page, uses it", () => {
    const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute("href"));
    load("https://www.instagram.com/");
    vi.runAllTimers();
    expect(prefetched()).toEqual([]);
    scrollTo(10);
    expect(prefetched()).toEqual([]);
    vi.runAllTimers();
    expect(prefetched()).toEqual(["/assets/brand.woff2"]);
    window.dispatchEvent(new Event("pointerdown"));
    vi.runAllTimers();
    expect(prefetched()).toHaveLength(1);
    expect(added.size).toBe(0);
    expect(document.getElementById("main")!.classList.contains("page-fade")).toBe(false);

    load(`${location.origin}/services`);
    expect([...added]).toEqual([FakeFontFace.made.at(-1)]);
    expect(FakeFontFace.made.at(-1)).toMatchObject({ family: "Manrope", source: "url(/assets/brand.woff2)" });
    expect(FakeFontFace.made.at(-1)!.descriptors.display).toBe("optional");
  });

  it("fades the new page in where the engine has no cross-document view transitions, only when it came from the site", () => {
    load(`${location.origin}/`);
    expect(document.getElementById("main")!.classList.contains("page-fade")).toBe(true);
    vi.stubGlobal("CSSViewTransitionRule", class {});
    load(`${location.origin}/`);
    expect(document.getElementById("main")!.classList.contains("page-fade")).toBe(false);
  });

  it("links the web app manifest once the visitor scrolls, taps or types, and only once", () => {
    for (const type of ["pointerdown", "touchstart", "keydown"]) {
      load();
      vi.runAllTimers();
      expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(0);
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event(type));
      vi.runAllTimers();
      expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
      document.head.querySelector('link[rel="manifest"]')!.remove();
    }
  });

  it("says the page is complete where it has no form, and waits for its forms otherwise", () => {
    load();
    expect(document.documentElement.dataset.hydration).toBe("complete");
    load("", '<div data-island="contact"></div>');
    expect(document.documentElement.dataset.hydration).toBe("shell");
  });
});

describe("a form's code, loaded when the visitor reaches for it", () => {
  /** A form island whose module cannot be fetched (its file is not there), as the build marks it. */
  const island = `<div data-island="contact" data-island-draft="northstar:draft:contact" data-island-script="/assets/missing-island.js"><form action="/api/inbox" method="post"><input name="name"><button>Send</button></form></div>`;
  const container = () => document.querySelector<HTMLElement>("[data-island]")!;
  const submit = () => container().querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

  it("holds a send made before the form is ready, shows it busy, and posts the form natively once, when its code cannot come", async () => {
    const posted = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    load("", island);
    expect(submit()).toBe(false);
    expect(container().getAttribute("aria-busy")).toBe("true");
    expect(submit()).toBe(false);
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(container().hasAttribute(islandMarks.held)).toBe(false);
    expect(container().hasAttribute("aria-busy")).toBe(false);
    expect(submit()).toBe(false);
    vi.runAllTimers();
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it("hands a held send to the island once it is ready, and never posts it natively as well", async () => {
    const posted = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    // The island as app/forms/form-island.tsx readies it: it takes the held send over.
    const ready = `const island=document.querySelector("[data-island]");island.setAttribute("${islandMarks.ready}","");island.removeAttribute("${islandMarks.held}");globalThis.islandTookOver=true`;
    load("", island.replace("/assets/missing-island.js", `data:text/javascript,${encodeURIComponent(ready)}`));
    expect(submit()).toBe(false);
    await vi.waitFor(() => expect((globalThis as { islandTookOver?: boolean }).islandTookOver).toBe(true));
    vi.runAllTimers();
    expect(posted).not.toHaveBeenCalled();
  });

  it("leaves a send to the island once it is ready", () => {
    load("", island);
    container().setAttribute(islandMarks.ready, "");
    expect(submit()).toBe(true);
    expect(container().hasAttribute("aria-busy")).toBe(false);
  });

  /** An island whose module, once run, counts itself (each test's own module: a module runs once per address). */
  let islands = 0;
  const countingIsland = () => {
    const name = `island${++islands}`;
    const script = `data:text/javascript,globalThis.${name}=(globalThis.${name}||0)+1`;
    return { loads: () => (globalThis as unknown as Record<string, number | undefined>)[name] ?? 0, html: island.replace("/assets/missing-island.js", script) };
  };
  const settle = () => vi.advanceTimersByTimeAsync(20);

  it.each(["focusin", "pointerdown", "touchstart", "keydown", "input", "change"])("loads the form's code at the visitor's first %s in it, and once", async (type) => {
    const { loads, html } = countingIsland();
    load("", html);
    await settle();
    expect(loads()).toBe(0);
    document.querySelector("main form input")!.dispatchEvent(new Event(type, { bubbles: true }));
    document.querySelector("main form input")!.dispatchEvent(new Event(type, { bubbles: true }));
    await vi.waitFor(() => expect(loads()).toBe(1));
    document.querySelector("main form")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await settle();
    expect(loads()).toBe(1);
  });

  it("asks for the rest of the island's graph with its module, all at once and only when the visitor reaches for it", async () => {
    const { loads, html } = countingIsland();
    const graph = ["/assets/lead-form-1.js", "/assets/react-2.js", "/assets/contact-schema-3.js"];
    load("", html.replace("data-island-script=", `${islandMarks.preload}="${graph.join(" ")}" data-island-script=`));
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));
    await settle();
    expect(preloads()).toEqual([]);
    document.querySelector("main form input")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    // In the same task as the module's own import: one round trip for the whole graph.
    expect(preloads()).toEqual(graph);
    await vi.waitFor(() => expect(loads()).toBe(1));
    document.querySelector("main form input")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(preloads()).toEqual(graph);
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  });

  it("loads it as the form comes within a screen after the visitor scrolls, never for a scroll they did not make", async () => {
    const observed: { margin: string | undefined; targets: Element[]; report: (entries: { isIntersecting: boolean; target: Element }[]) => void }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        targets: Element[] = [];
        constructor(report: (entries: { isIntersecting: boolean; target: Element }[]) => void, options?: IntersectionObserverInit) {
          observed.push({ margin: options?.rootMargin, targets: this.targets, report });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        unobserve() {}
      },
    );
    const { loads, html } = countingIsland();
    load("", html);
    // Earlier tests' pages listen on the window too: only this page's observer counts.
    const mine = () => observed.filter(({ targets }) => targets.includes(container()));
    scrollTo(400);
    expect(mine()).toEqual([]);
    window.dispatchEvent(new Event("wheel"));
    scrollTo(800);
    expect(mine()).toHaveLength(1);
    const [nearby] = mine();
    expect(nearby!.margin).toBe("100% 0px");
    nearby!.report([{ isIntersecting: false, target: container() }]);
    await settle();
    expect(loads()).toBe(0);
    nearby!.report([{ isIntersecting: true, target: container() }]);
    await vi.waitFor(() => expect(loads()).toBe(1));
  });

  it("without IntersectionObserver, loads it at the visitor's first scroll", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { loads, html } = countingIsland();
    load("", html);
    window.dispatchEvent(new Event("touchmove"));
    scrollTo(300);
    await vi.waitFor(() => expect(loads()).toBe(1));
  });

  it("loads it once the page is idle where a draft waits, and not where none does", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    const none = countingIsland();
    load("", none.html);
    expect(idle).toEqual([]);
    sessionStorage.setItem("northstar:draft:contact", "{}");
    try {
      const waiting = countingIsland();
      load("", waiting.html);
      expect(idle).toHaveLength(1);
      idle[0]!();
      await vi.waitFor(() => expect(waiting.loads()).toBe(1));
    } finally {
      sessionStorage.clear();
    }
  });

  it("reads a blocked storage as no draft, without an error", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => load("", island)).not.toThrow();
  });
});
