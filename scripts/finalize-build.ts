import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { publicPaths } from "../app/content/routes-list.ts";
import { site } from "../app/content/site.ts";
import type { SiteConfig } from "../app/lib/parse-config.ts";

/** Text files worth precompressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|svg|txt|xml|webmanifest)$/;

/** What the included server needs to know about the build; kept outside the deployable folder. */
export interface BuildInfo {
  readonly localInbox: boolean;
  readonly formEndpoint: string;
  readonly siteUrl: string;
}

export const BUILD_INFO_FILE = "build-info.json";

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The not-found page at the place static hosts look for it, instead of a /404/ page that would answer 200. */
async function placeNotFoundPage(clientDir: string): Promise<void> {
  await rename(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));
  await rm(join(clientDir, "404"), { recursive: true });
  // Every route is prerendered, so the router's SPA fallback would only ever serve unknown paths with a 200.
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
}

export function sitemapXml(siteUrl: string): string {
  const urls = publicPaths.map((path) => `  <url><loc>${new URL(path, `${siteUrl}/`).href}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function webManifest(): string {
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: "/",
    display: "browser",
    background_color: site.themeColor,
    theme_color: site.themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

async function precompress(clientDir: string): Promise<void> {
  for await (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = await readFile(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < source.length) await writeFile(`${file}.gz`, gzip);
  }
}

/** Turns the router's prerendered output into a deployable static site. */
export async function finalizeBuild(buildDir: string, config: SiteConfig): Promise<void> {
  const clientDir = join(buildDir, "client");
  if (!existsSync(clientDir)) throw new Error(`No client build in ${clientDir}`);
  await placeNotFoundPage(clientDir);
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(config.siteUrl));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(config.siteUrl));
  await writeFile(join(clientDir, "site.webmanifest"), webManifest());
  await precompress(clientDir);

  const info: BuildInfo = {
    localInbox: config.formEndpoint.startsWith("/"),
    formEndpoint: config.formEndpoint,
    siteUrl: config.siteUrl,
  };
  await mkdir(buildDir, { recursive: true });
  await writeFile(join(buildDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);

  const files = [];
  for await (const file of walk(clientDir)) files.push(file);
  const size = (await Promise.all(files.map((file) => stat(file)))).reduce((sum, s) => sum + s.size, 0);
  console.log(`Finalized ${relative(process.cwd(), clientDir)}: ${files.length} files, ${(size / 1024).toFixed(0)} KiB`);
}
