// @vitest-environment node
import arial from "@capsizecss/metrics/arial";
import manrope from "@capsizecss/metrics/manrope";
import roboto from "@capsizecss/metrics/roboto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

/** The overrides that make a local face take Manrope's space: the method of Next.js and fontaine. */
function overrides(fallback: typeof arial) {
  const sizeAdjust = manrope.xWidthAvg / manrope.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  const em = manrope.unitsPerEm * sizeAdjust;
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(manrope.ascent / em),
    "descent-override": percent(Math.abs(manrope.descent) / em),
    "line-gap-override": percent(manrope.lineGap / em),
  };
}

function fontFace(family: string): Record<string, string> {
  const block = new RegExp(`@font-face\\s*{[^}]*font-family:\\s*"${family}";[^}]*}`).exec(css)?.[0] ?? "";
  return Object.fromEntries([...block.matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

describe("the brand face's fallbacks", () => {
  it.each([
    ["Manrope Fallback", arial],
    ["Manrope Fallback Android", roboto],
  ])("%s is scaled to Manrope's metrics", (family, metrics) => {
    const face = fontFace(family);
    for (const [name, value] of Object.entries(overrides(metrics))) {
      expect(face[name], name === "line-gap-override" ? `${name} (0% written as 0%)` : name).toBe(value === "0.00%" ? "0%" : value);
    }
  });

  it("leaves Manrope itself to the script that adds it after the first paint, and names the fallbacks in order", () => {
    expect(fontFace("Manrope")).toEqual({});
    expect(css).not.toMatch(/\.woff2/);
    expect(css).toContain('--font-sans: "Manrope", "Manrope Fallback", "Manrope Fallback Android", sans-serif;');
  });
});
