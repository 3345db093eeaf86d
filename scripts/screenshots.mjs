// Screenshots of every page at phone, tablet and desktop widths, for a look before shipping.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]
import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { chromiumLaunchOptions } from "../tests/chromium.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "reports/screenshots";
const pages = ["/", "/services", "/about", "/contact", "/apply-client", "/privacy", "/thanks", "/form-error", "/missing-page"];

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
