// Renders the share image and the app icons from the SVGs in design/ into public/, with Chromium.
// Run after changing a design file: node scripts/render-images.mjs, then shrink the PNGs with
// `pngquant --quality 70-90 --speed 1 --force --ext .png public/*.png` (Debian's pngquant) and commit them.
// public/favicon.ico (for browsers without SVG tab icons) wraps the 32 px rendering of app/assets/favicon.svg.
import { chromium } from "@playwright/test";
import { readFile, writeFile } from "node:fs/promises";
import { chromiumLaunchOptions } from "../tests/chromium.mjs";

const outputs = [
  { source: "design/og-image.svg", file: "public/og-image.png", width: 1200, height: 630 },
  { source: "design/icon.svg", file: "public/icon-512.png", width: 512, height: 512 },
  { source: "design/icon.svg", file: "public/icon-192.png", width: 192, height: 192 },
  { source: "design/icon.svg", file: "public/apple-touch-icon.png", width: 180, height: 180 },
];

/** An ICO file holding one PNG image (allowed since Windows Vista; every browser reads it). */
function icoFromPng(/** @type {Buffer} */ png, /** @type {number} */ size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}

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
await page.setViewportSize({ width: 32, height: 32 });
await page.setContent(`<style>html,body{margin:0}svg{display:block;width:32px;height:32px}</style>${await readFile("app/assets/favicon.svg", "utf8")}`);
await writeFile("public/favicon.ico", icoFromPng(await page.screenshot({ omitBackground: true }), 32));
console.log("public/favicon.ico 32x32");
await browser.close();
