import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { cspDirectives, serializeCsp } from "../../server/security-headers.mjs";
import type { SiteConfig } from "../../app/lib/parse-config.ts";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

/** sha256 of every inline stylesheet: the prerendered head carries the whole stylesheet inline. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(([, body]) => sha256(body ?? ""));
}

/** sha256 of every inline script that runs (JSON-LD is data, which CSP does not govern). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes ?? ""))
    .map(([, , body]) => sha256(body ?? ""));
}

/**
 * The pages' policy: their own files plus the hash of each inline script and stylesheet the prerender wrote (no
 * 'unsafe-inline'), and the origins the settings name (the form service, hCaptcha, an embedded form-builder).
 */
export async function pagesContentSecurityPolicy(pages: readonly string[], config: SiteConfig, embedOrigin: string | undefined): Promise<string> {
  const pageHtml = await Promise.all(pages.map((page) => readFile(page, "utf8")));
  if (pageHtml.some((html) => inlineStyleHashes(html).length !== 1)) {
    throw new Error("Every prerendered page must carry exactly one inline stylesheet (components/prerendered-head.tsx)");
  }
  return serializeCsp(
    cspDirectives({
      scriptHashes: pageHtml.flatMap(inlineScriptHashes),
      styleHashes: pageHtml.flatMap(inlineStyleHashes),
      formEndpoint: config.formEndpoint,
      embedOrigin,
      hcaptcha: config.hcaptchaSiteKey !== "",
    }),
  );
}
