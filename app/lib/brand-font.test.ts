import { afterEach, describe, expect, it, vi } from "vitest";
import { loadBrandFont } from "~/lib/brand-font";

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
});

describe("loadBrandFont", () => {
  it("adds Manrope's Latin woff2, variable weight, swapped in, and starts loading it", () => {
    const added: unknown[] = [];
    vi.stubGlobal("FontFace", FakeFontFace);
    Object.defineProperty(document, "fonts", { configurable: true, value: { add: (face: unknown) => added.push(face) } });
    loadBrandFont();
    const [face] = FakeFontFace.made;
    expect(face?.family).toBe("Manrope");
    expect(face?.source).toMatch(/^url\(.*manrope-latin-wght-normal.*\.woff2\)$/);
    expect(face?.descriptors).toEqual({ weight: "200 800", display: "swap" });
    expect(face?.loaded).toBe(true);
    expect(added).toEqual([face]);
  });
});
