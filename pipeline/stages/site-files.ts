// The sitemap, robots.txt and the web app manifest. Not resource routes of the router: see decision 011.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sitePages } from "../site-pages.ts";
import { importAppModule } from "../content-module.ts";
import { EDITOR_PATH } from "../../server/security-headers.mjs";

export function sitemapXml(siteUrl: string): string {
  const urls = sitePages()
    .filter((page) => page.indexed)
    .map(({ path, lastmod }) => `  <url><loc>${new URL(path, `${siteUrl}/`).href}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${EDITOR_PATH}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export async function webManifest(): Promise<string> {
  const { sharing, site } = await importAppModule<typeof import("../../app/content/site.ts")>("app/content/site.ts");
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: sharing.description,
    start_url: "/",
    display: "browser",
    background_color: site.themeColor,
    theme_color: site.themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export async function writeSiteFiles(clientDir: string, siteUrl: string): Promise<void> {
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  await writeFile(join(clientDir, "site.webmanifest"), await webManifest());
}
