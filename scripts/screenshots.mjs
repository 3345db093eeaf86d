// Screenshots of every page at phone, tablet and desktop widths, for a look before shipping.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]   (the pages are the ones build/ lists, as npm start serves it)
import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { readBuildInfo } from "../server/build-info.mjs";
import { chromiumLaunchOptions } from "../tests/chromium.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "reports/screenshots";
// Every page but aliases (they look like their page); the not-found page under an address no page has.
const pages = readBuildInfo("build")
  .pages.filter((page) => !page.canonical || page.canonical === page.path)
  .map((page) => (page.path === "*" ? "/missing-page" : page.path));

await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [360, 768, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = path === "/" ? "home" : path.slice(1);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
