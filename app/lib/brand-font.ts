import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";

/**
 * Adds the brand face (Latin glyphs only; others fall through to the next face in the stack) once the page
 * has painted: this runs with hydration, which starts after the first paint, so the 25 KB never compete with
 * it. The stylesheet already names "Manrope" first; until this runs the metric-matched fallback shows.
 */
export function loadBrandFont(): void {
  // Browsers without the Font Loading API keep the fallback, which is sized to match.
  if (typeof FontFace === "undefined") return;
  const face = new FontFace("Manrope", `url(${manropeLatin})`, { weight: "200 800", display: "swap" });
  document.fonts.add(face);
  face.load().catch(() => undefined);
}
