import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachMenuFallback } from "~/lib/menu-fallback";
import { BACKDROP_DEGREES_PER_PIXEL } from "~/content/motion";
import { runPageBehaviours } from "~/lib/page-behaviours";

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

const settings = { degreesPerPixel: BACKDROP_DEGREES_PER_PIXEL, fontUrl: "/assets/brand.woff2" };
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
