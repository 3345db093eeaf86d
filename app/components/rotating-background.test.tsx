import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RotatingBackground, rotationFor } from "~/components/rotating-background";
import { BACKDROP_DEGREES_PER_PIXEL } from "~/content/motion";

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  await act(async () => {
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("RotatingBackground", () => {
  it("turns by the backdrop's factor per pixel scrolled", () => {
    expect(rotationFor(0)).toBe(0);
    expect(rotationFor(500)).toBe(500 * BACKDROP_DEGREES_PER_PIXEL);
    expect(rotationFor(1234)).toBeCloseTo(1234 * BACKDROP_DEGREES_PER_PIXEL);
  });

  it("rotates the decorative image as the page scrolls, once per frame, from a passive listener", async () => {
    mockReducedMotion(false);
    const add = vi.spyOn(window, "addEventListener");
    const { container } = render(<RotatingBackground />);
    expect(add).toHaveBeenCalledWith("scroll", expect.any(Function), { passive: true });
    const image = container.querySelector<HTMLElement>(".backdrop-art")!;
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    await scrollTo(500);
    expect(image.style.transform).toBe(`rotate(${500 * BACKDROP_DEGREES_PER_PIXEL}deg)`);
    await scrollTo(250);
    expect(image.style.transform).toBe(`rotate(${250 * BACKDROP_DEGREES_PER_PIXEL}deg)`);
  });

  it("stays still under reduced motion", async () => {
    mockReducedMotion(true);
    const { container } = render(<RotatingBackground />);
    await scrollTo(500);
    expect(container.querySelector<HTMLElement>(".backdrop-art")!.style.transform).toBe("");
  });
});
