import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RotatingBackground, rotationFor } from "~/components/rotating-background";

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
  // The specification's rotation, pinned on purpose: degrees = scroll offset / 5.
  it("turns one degree for every five pixels scrolled", () => {
    expect(rotationFor(0)).toBe(0);
    expect(rotationFor(500)).toBe(100);
    expect(rotationFor(1234)).toBeCloseTo(246.8);
  });

  it("rotates the decorative image as the page scrolls, once per frame, from a passive listener", async () => {
    mockReducedMotion(false);
    const add = vi.spyOn(window, "addEventListener");
    const { container } = render(<RotatingBackground />);
    expect(add).toHaveBeenCalledWith("scroll", expect.any(Function), { passive: true });
    const image = container.querySelector<HTMLElement>(".backdrop-art")!;
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    await scrollTo(500);
    expect(image.style.transform).toBe("rotate(100deg)");
    await scrollTo(250);
    expect(image.style.transform).toBe("rotate(50deg)");
  });

  it("stays still under reduced motion", async () => {
    mockReducedMotion(true);
    const { container } = render(<RotatingBackground />);
    await scrollTo(500);
    expect(container.querySelector<HTMLElement>(".backdrop-art")!.style.transform).toBe("");
  });
});
