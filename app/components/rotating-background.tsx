import { useEffect, useRef } from "react";
import { BACKDROP_DEGREES_PER_PIXEL } from "~/content/motion";

export function rotationFor(scrollY: number): number {
  return scrollY * BACKDROP_DEGREES_PER_PIXEL;
}

/**
 * The decorative backdrop, fixed behind the content and turned as the page scrolls. One transform
 * per animation frame from a passive listener keeps it on the compositor; reduced motion leaves it still.
 */
export function RotatingBackground() {
  const art = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = art.current;
    if (!element) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frame = 0;

    const apply = () => {
      frame = 0;
      element.style.transform = reduceMotion.matches ? "" : `rotate(${rotationFor(window.scrollY)}deg)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };

    apply();
    window.addEventListener("scroll", onScroll, { passive: true });
    reduceMotion.addEventListener("change", apply);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      reduceMotion.removeEventListener("change", apply);
    };
  }, []);

  return (
    <div className="backdrop" aria-hidden="true">
      <div ref={art} className="backdrop-art" />
    </div>
  );
}
