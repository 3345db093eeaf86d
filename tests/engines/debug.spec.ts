import { test } from "./fixtures";
test("debug", async ({ open }) => {
  const page = await open({ reducedMotion: true });
  await page.goto("/");
  console.log(await page.evaluate(() => [matchMedia("(prefers-reduced-motion: reduce)").matches, typeof document.startViewTransition]));
});
