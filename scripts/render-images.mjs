// Renders the share image and the app icons from the SVGs in design/ into public/, with Chromium.
// Run after changing a design file: node scripts/render-images.mjs, then shrink the PNGs with
// `pngquant --quality 70-90 --speed 1 --force --ext .png public/*.png` (Debian's pngquant) and commit them.
import { chromium } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { chromiumLaunchOptions } from "../tests/chromium.mjs";

const outputs = [
  { source: "design/og-image.svg", file: "public/og-image.png", width: 1200, height: 630 },
  { source: "design/icon.svg", file: "public/icon-512.png", width: 512, height: 512 },
  { source: "design/icon.svg", file: "public/icon-192.png", width: 192, height: 192 },
  { source: "design/icon.svg", file: "public/apple-touch-icon.png", width: 180, height: 180 },
  { source: "design/icon.svg", file: "public/favicon-32.png", width: 32, height: 32 },
];

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();
for (const { source, file, width, height } of outputs) {
  const svg = await readFile(source, "utf8");
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<style>html,body{margin:0}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
  );
  await page.screenshot({ path: file, omitBackground: false });
  console.log(`${file} ${width}x${height}`);
}
await browser.close();
