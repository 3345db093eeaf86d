import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";

let face: FontFace | null = null;

/**
 * Starts downloading the brand face (Latin glyphs only; others fall through to the next face in the stack)
 * once the page has painted: this runs with hydration, which starts after the first paint, so the 25 KB never
 * compete with it. The face is not used on the page the visitor landed on: swapped in there, its slightly
 * different glyph widths would rewrap lines and move the page (measured: up to 0.07 CLS at some widths).
 */
export function prepareBrandFont(): void {
  // Browsers without the Font Loading API keep the fallback, which is sized to match.
  if (face || typeof FontFace === "undefined") return;
  face = new FontFace("Manrope", `url(${manropeLatin})`, { weight: "200 800", display: "swap" });
  face.load().catch(() => undefined);
}

/**
 * Puts the brand face to use at the visitor's first move to another page: the page changes anyway (a 300 ms
 * fade), and a shift right after a click is not a layout shift to the visitor (nor to CLS).
 */
export function applyBrandFont(): void {
  if (face && !document.fonts.has(face)) document.fonts.add(face);
}
