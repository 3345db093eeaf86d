import { afterEach, describe, expect, it, vi } from "vitest";

class FakeFontFace {
  static made: FakeFontFace[] = [];
  loaded = false;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  load() {
    this.loaded = true;
    return Promise.resolve(this);
  }
}

afterEach(() => {
  FakeFontFace.made = [];
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the brand face", () => {
  it("downloads Manrope's Latin woff2 after the first paint, and uses it only from the next page on", async () => {
    const added = new Set<unknown>();
    vi.stubGlobal("FontFace", FakeFontFace);
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { add: (face: unknown) => added.add(face), has: (face: unknown) => added.has(face) },
    });
    const { applyBrandFont, prepareBrandFont } = await import("~/lib/brand-font");
    prepareBrandFont();
    prepareBrandFont();
    expect(FakeFontFace.made).toHaveLength(1);
    const [face] = FakeFontFace.made;
    expect(face?.family).toBe("Manrope");
    expect(face?.source).toMatch(/^url\(.*manrope-latin-wght-normal.*\.woff2\)$/);
    expect(face?.descriptors).toEqual({ weight: "200 800", display: "swap" });
    expect(face?.loaded).toBe(true);
    expect(added.size).toBe(0);
    applyBrandFont();
    applyBrandFont();
    expect([...added]).toEqual([face]);
  });
});
