import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "../hydration";
import { INDEXED_PATHS } from "./sites";

interface TextBox {
  readonly text: string;
  readonly color: [number, number, number];
  readonly large: boolean;
  readonly rects: { x: number; y: number; width: number; height: number }[];
}

/** Every line box of text in the main content that is inside the viewport, with its colour and size. */
function visibleText(page: Page): Promise<TextBox[]> {
  return page.evaluate(() => {
    const boxes: TextBox[] = [];
    // The sticky header covers the top of the viewport; text scrolled under it is not seen.
    const top = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.closest(".visually-hidden, .button, .tooltip, input, textarea, [aria-hidden='true']")) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== "visible" || Number(style.opacity) < 1) continue;
      // The answer of a closed question is not shown.
      if (element.closest("details:not([open])") && !element.closest("summary")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .filter((rect) => rect.width > 2 && rect.top >= top && rect.bottom <= window.innerHeight && rect.left >= 0 && rect.right <= window.innerWidth)
        .map(({ x, y, width, height }) => ({ x, y, width, height }));
      if (!rects.length) continue;
      const [r, g, b] = style.color.match(/\d+(\.\d+)?/g)!.map(Number) as [number, number, number];
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      boxes.push({ text: node.textContent.trim().slice(0, 40), color: [r, g, b], large, rects });
    }
    return boxes;
  }) as Promise<TextBox[]>;
}

/**
 * The lowest contrast of each text against what is behind it: the page is captured with every glyph made
 * transparent (nothing else changes), then the browser itself decodes the capture and compares each pixel
 * under each line of text with the text's colour (WCAG relative luminance).
 */
async function worstContrasts(page: Page, decoder: Page, texts: TextBox[]): Promise<number[]> {
  // A constructed stylesheet, which the page's CSP (no inline styles) does not govern.
  const toggle = (hidden: boolean) =>
    page.evaluate((on) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync("main, main * { color: transparent !important; text-shadow: none !important; caret-color: transparent !important }");
      document.adoptedStyleSheets = on ? [sheet] : [];
    }, hidden);
  await toggle(true);
  const png = await page.screenshot({ animations: "disabled" });
  await toggle(false);
  const cssWidth = page.viewportSize()!.width;
  return decoder.evaluate(
    async ({ base64, texts, cssWidth }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = Object.assign(document.createElement("canvas"), { width: image.width, height: image.height });
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const scale = image.width / cssWidth;
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      return texts.map((text) => {
        const ink = luminance(...text.color);
        let worst = Infinity;
        for (const rect of text.rects) {
          for (let y = Math.ceil(rect.y * scale); y < Math.floor((rect.y + rect.height) * scale); y += 2) {
            for (let x = Math.ceil(rect.x * scale); x < Math.floor((rect.x + rect.width) * scale); x += 2) {
              const index = (y * image.width + x) * 4;
              const back = luminance(data[index]!, data[index + 1]!, data[index + 2]!);
              worst = Math.min(worst, (Math.max(ink, back) + 0.05) / (Math.min(ink, back) + 0.05));
            }
          }
        }
        return worst;
      });
    },
    { base64: png.toString("base64"), texts, cssWidth },
  );
}

// One test per page and width, so a slow host's time limit is a page's, not the whole site's.
for (const width of [360, 1280]) {
  for (const path of INDEXED_PATHS) {
    test(`${path} keeps WCAG AA contrast over the rotating backdrop at every scroll position, at ${width} px`, async ({ page, browser }) => {
      const decoder = await browser.newPage();
      await page.setViewportSize({ width, height: 800 });
      const failures: string[] = [];
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      // Every 450 px turns the backdrop by 90°, so each arc passes behind each part of the column.
      for (let offset = 0; offset <= height; offset += 450) {
        await page.evaluate((y) => window.scrollTo(0, y), offset);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const texts = await visibleText(page);
        const contrasts = await worstContrasts(page, decoder, texts);
        for (const [index, text] of texts.entries()) {
          const worst = contrasts[index]!;
          const needed = text.large ? 3 : 4.5;
          if (worst < needed) failures.push(`${path} at scroll ${offset}: "${text.text}" ${worst.toFixed(2)}:1 < ${needed}:1`);
        }
      }
      await decoder.close();
      expect(failures).toEqual([]);
    });
  }
}
