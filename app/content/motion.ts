/**
 * The backdrop turns this many degrees per pixel the page scrolls: scrollY / 5, as the specification sets it
 * (it stays still under reduced motion). The page fade's 300 ms is `--fade-duration` in `app/styles/app.css`.
 */
export const BACKDROP_DEGREES_PER_PIXEL = 1 / 5;
