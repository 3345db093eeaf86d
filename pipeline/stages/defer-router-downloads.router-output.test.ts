// @vitest-environment node
import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deferRouterDownloads, parseRouterBootstrap } from "./defer-router-downloads";
import { realBuild } from "../real-build";
import { entryScripts, moduleClosure, placeViteManifest, readModuleGraph } from "../module-graph.mjs";

// The finishing step rewrites what the installed React Router writes, so it is tested on exactly that: a real
// build with the step switched off.
let buildDir = "";
let pages: { file: string; html: string }[] = [];

beforeAll(async () => {
  buildDir = "build-router-output";
  await rm(buildDir, { recursive: true, force: true });
  await realBuild(buildDir, { RAW_ROUTER_OUTPUT: "1" });
  const client = join(buildDir, "client");
  const files = (await readdir(client, { recursive: true })).filter((file) => file.endsWith(".html"));
  pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(join(client, file), "utf8") })));
}, 180_000);

afterAll(() => rm(buildDir, { recursive: true, force: true }));

describe("the router's own output", () => {
  it("has the not-found page and SPA fallback where the finishing step moves and removes them", () => {
    expect(existsSync(join(buildDir, "client", "404", "index.html"))).toBe(true);
    expect(existsSync(join(buildDir, "client", "__spa-fallback.html"))).toBe(true);
  });

  it("has a bootstrap of the known shape on every page, and the deferred one imports the same modules", async () => {
    await placeViteManifest(buildDir);
    const graph = await readModuleGraph(buildDir);
    const prerendered = pages.filter(({ file }) => file !== "__spa-fallback.html");
    expect(prerendered.length).toBeGreaterThanOrEqual(8);
    for (const { file, html } of prerendered) {
      const source = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      const bootstrap = parseRouterBootstrap(source);
      const original = [bootstrap.manifest, ...bootstrap.routeModules.map((module) => module.url), bootstrap.entry];
      expect(source.match(/"\/assets\/[^"]+\.js"/g)?.map((quoted) => JSON.parse(quoted))).toEqual(original);

      const deferred = deferRouterDownloads(html, [...moduleClosure(graph, entryScripts(html))]);
      expect(deferred, file).not.toMatch(/<link rel="modulepreload"/);
      const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? "";
      expect([...script.matchAll(/import\("([^"]+)"\)/g)].map(([, url]) => url)).toEqual(original);
      // Everything the router preloaded is still preloaded, after the first paint.
      const preloaded = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(script)?.[1] ?? "[]") as string[];
      for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) expect(preloaded).toContain(href);
    }
  });
});
