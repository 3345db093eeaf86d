// The prerender writes each page's classic inline scripts (the landing log, the page's behaviours: one script the
// same on every page, decision 024) as their source reads, with its indentation and long names: the pages carry them
// minified (oxc's minifier, which Vite itself uses), before their hashes go into the policy. Strict: a script the
// minifier cannot read stops the build, naming the page.
import { readFile, writeFile } from "node:fs/promises";
import { minifySync } from "vite";

/** A classic inline script: no attribute (JSON-LD, which is data, has one). */
const CLASSIC_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** Minifies every page's classic inline scripts in place; returns how many bytes the pages lost in all. */
export async function minifyInlineScripts(pages: readonly string[]): Promise<number> {
  const done = new Map<string, string>();
  let saved = 0;
  for (const page of pages) {
    const html = await readFile(page, "utf8");
    const next = html.replace(CLASSIC_SCRIPT, (_, source: string) => {
      let code = done.get(source);
      if (code === undefined) {
        const result = minifySync("inline.js", source, { compress: true, mangle: true });
        if (result.errors.length) throw new Error(`inlineScripts: ${page} has an inline script the minifier cannot read: ${result.errors[0]?.message}`);
        code = result.code.trim();
        if (/<\/script/i.test(code)) throw new Error(`inlineScripts: a minified script of ${page} would close its own tag`);
        done.set(source, code);
      }
      return `<script>${code}</script>`;
    });
    saved += html.length - next.length;
    await writeFile(page, next);
  }
  return saved;
}
