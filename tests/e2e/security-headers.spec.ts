import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hasNginx, startNginx } from "../../scripts/nginx-runner.mjs";
import { createSiteServer } from "../../server/server.mjs";
import { observatoryScore } from "../observatory-score";
import { expect, test } from "./fixtures";

const BUILD = "build-e2e";

async function startIncludedServer() {
  const { server } = createSiteServer({ buildDir: BUILD, hsts: true, inboxFile: join(tmpdir(), "unused-inbox.jsonl") });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }) };
}

async function builtPages(): Promise<string[]> {
  const files = await readdir(join(BUILD, "client"), { recursive: true });
  return files.filter((file) => file.endsWith(".html")).map((file) => join(BUILD, "client", file));
}

test.describe("the included server's headers", () => {
  test("score A+ (100 or more) by MDN HTTP Observatory's rules, with no penalty", async () => {
    const site = await startIncludedServer();
    try {
      const response = await fetch(`${site.url}/`);
      const result = observatoryScore(response.headers, await response.text(), site.url);
      expect(result.grade).toBe("A+");
      expect(result.score).toBeGreaterThanOrEqual(100);
      const penalties = Object.entries(result.tests).filter(([, test]) => test.modifier < 0);
      expect(penalties).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test("carry a CSP that allows only what the site uses", async () => {
    const site = await startIncludedServer();
    try {
      const csp = (await fetch(`${site.url}/contact`)).headers.get("content-security-policy") ?? "";
      const directives = new Map(csp.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));
      expect(csp.startsWith("default-src 'none'")).toBe(true);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(directives.get("script-src")?.[0]).toBe("'self'");
      expect(directives.get("script-src")?.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
      // The stylesheet is inline, allowed by its hash: exactly one, the same on every page.
      expect(directives.get("style-src")?.[0]).toBe("'self'");
      expect(directives.get("style-src")?.slice(1)).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
      expect(directives.get("img-src")).toEqual(["'self'", "data:"]);
      expect(directives.get("font-src")).toEqual(["'self'"]);
      expect(directives.get("connect-src")).toEqual(["'self'", "https://api.web3forms.com"]);
      expect(directives.get("form-action")).toEqual(["'self'", "https://api.web3forms.com"]);
      expect(directives.get("manifest-src")).toEqual(["'self'"]);
      for (const name of ["frame-ancestors", "base-uri", "object-src"]) expect(directives.get(name)).toEqual(["'none'"]);
      expect(directives.has("frame-src")).toBe(false);

      // Every inline script the prerender emitted is allowed by its hash, and nothing else inline is.
      const allowed = new Set(directives.get("script-src"));
      for (const page of await builtPages()) {
        const html = await readFile(page, "utf8");
        for (const [, attributes, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
          if (attributes?.includes("application/ld+json")) continue;
          const hash = createHash("sha256").update(body ?? "").digest("base64");
          expect(allowed.has(`'sha256-${hash}'`), `${page}: ${body?.slice(0, 60)}`).toBe(true);
        }
        expect(html, page).not.toMatch(/\sstyle="/);
        const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => createHash("sha256").update(css ?? "").digest("base64"));
        expect(styles.map((hash) => directives.get("style-src")?.includes(`'sha256-${hash}'`)), page).toEqual([true]);
      }
    } finally {
      await site.close();
    }
  });

  test("are the ones written for Netlify, Cloudflare Pages and nginx", async () => {
    const site = await startIncludedServer();
    try {
      const response = await fetch(`${site.url}/`);
      const netlify = await readFile(join(BUILD, "client", "_headers"), "utf8");
      const nginx = await readFile(join(BUILD, "deploy", "nginx.conf"), "utf8");
      for (const name of [
        "content-security-policy",
        "strict-transport-security",
        "x-content-type-options",
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
        "cross-origin-resource-policy",
      ]) {
        const value = response.headers.get(name);
        expect(value, name).toBeTruthy();
        expect(netlify.toLowerCase(), name).toContain(`${name}: ${value}`.toLowerCase());
        expect(nginx.toLowerCase(), name).toContain(`add_header ${name} "${value}" always;`.toLowerCase());
      }
    } finally {
      await site.close();
    }
  });
});

test.describe("nginx running the shipped deploy/nginx.conf", () => {
  test.skip(!hasNginx(), "nginx is not installed (.ci/run installs it)");
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let origin = "";

  test.beforeAll(async () => {
    nginx = await startNginx(BUILD, 4300 + Math.floor(Math.random() * 600));
    origin = nginx.origin;
  });

  test.afterAll(async () => {
    await nginx?.stop();
  });

  test("serves pages with the security headers, revalidation and an ETag", async () => {
    const response = await fetch(`${origin}/about`, { redirect: "manual" });
    expect([200, 301]).toContain(response.status);
    const page = await fetch(`${origin}/about/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("About Us");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("etag")).toBeTruthy();
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.headers.get("strict-transport-security")).toContain("max-age=63072000");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    const result = observatoryScore(page.headers, await (await fetch(`${origin}/`)).text(), origin);
    expect(result.grade).toBe("A+");
  });

  test("caches hashed assets for a year and serves them gzipped with Vary", async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    const response = await fetch(origin + asset!, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
  });

  test("answers unknown paths with the not-found page and 404, other methods with 405", async () => {
    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
    expect(missing.headers.get("content-security-policy")).toContain("default-src 'none'");
    const post = await fetch(`${origin}/`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    const traversal = await fetch(`${origin}/..%2f..%2fetc%2fpasswd`);
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
  });
});
