import { createHash } from "node:crypto";
import { shown } from "../shipped-content";
import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hasNginx, startNginx } from "../../scripts/nginx-runner.mjs";
import { readBuildInfo } from "../../server/build-info.mjs";
import { editorHeaders, securityHeaders } from "../../server/security-headers.mjs";
import { createSiteServer } from "../../server/server.mjs";
import { expect, test } from "./fixtures";

const BUILD = "build-e2e";

async function startIncludedServer() {
  const { server } = createSiteServer({ buildDir: BUILD, hsts: true, inboxFile: join(tmpdir(), "unused-inbox.jsonl") });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }) };
}

/** The site's pages (the editor at /admin/ is no page of the site and has a policy of its own). */
async function builtPages(): Promise<string[]> {
  return readBuildInfo(BUILD).pages.map((page) => join(BUILD, "client", page.file));
}

test.describe("the included server's headers", () => {
  test("are exactly these, on a page, a hashed asset and the not-found page", async () => {
    const site = await startIncludedServer();
    // What changes with each build or request is left out; the CSP's hashes are checked one by one below.
    const VOLATILE = new Set(["date", "etag", "last-modified", "content-length", "connection", "keep-alive"]);
    const headersOf = async (path: string) => {
      const response = await fetch(site.url + path);
      const kept = [...response.headers].filter(([name]) => !VOLATILE.has(name));
      return { status: response.status, headers: Object.fromEntries(kept.map(([name, value]) => [name, value.replace(/'sha256-[A-Za-z0-9+/]+=*'/g, "'sha256-…'")])) };
    };
    const security = {
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
    };
    const csp = (scripts: number) =>
      `default-src 'self'; script-src 'self'${" 'sha256-…'".repeat(scripts)}; style-src 'self' 'sha256-…'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://api.web3forms.com; frame-src 'none'; media-src 'none'; worker-src 'none'; child-src 'none'; form-action 'self' https://api.web3forms.com; base-uri 'none'; object-src 'none'; frame-ancestors 'none'`;
    try {
      const page = await headersOf("/");
      const scripts = (page.headers["content-security-policy"]?.match(/'sha256-…'/g)?.length ?? 0) - 1;
      expect(scripts).toBeGreaterThan(0);
      expect(page).toEqual({
        status: 200,
        headers: { ...security, "content-security-policy": csp(scripts), "cache-control": "no-cache", "content-encoding": "gzip", "content-type": "text/html;charset=utf-8", vary: "Accept-Encoding" },
      });
      // React's chunk, which every form loads (a file of a few bytes is not worth compressing, and is not).
      const asset = (await readdir(join(BUILD, "client", "assets"))).find((file) => /^framework-[\w-]+\.js$/.test(file));
      expect(await headersOf(`/assets/${asset}`)).toEqual({
        status: 200,
        headers: { ...security, "cache-control": "public, max-age=31536000, immutable", "content-encoding": "gzip", "content-type": "text/javascript", vary: "Accept-Encoding" },
      });
      expect(await headersOf("/no-such-page")).toEqual({
        status: 404,
        headers: { ...security, "content-security-policy": csp(scripts), "cache-control": "no-cache", "content-encoding": "gzip", "content-type": "text/html; charset=utf-8", vary: "Accept-Encoding" },
      });
    } finally {
      await site.close();
    }
  });

  test("carry a CSP that allows only what the site uses", async () => {
    const site = await startIncludedServer();
    try {
      const csp = (await fetch(`${site.url}/contact`)).headers.get("content-security-policy") ?? "";
      const directives = new Map(csp.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));
      // The default is the site itself, for the web app manifest alone: every other fetch directive is named.
      expect(csp.startsWith("default-src 'self'")).toBe(true);
      expect(directives.has("manifest-src")).toBe(false);
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
      for (const name of ["frame-src", "media-src", "worker-src", "child-src", "frame-ancestors", "base-uri", "object-src"]) {
        expect(directives.get(name), name).toEqual(["'none'"]);
      }

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
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(page.headers.get("strict-transport-security")).toContain("max-age=63072000");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    // The same security headers as the included server, value for value.
    for (const [name, value] of Object.entries(securityHeaders({ csp: readBuildInfo(BUILD).csp, hsts: true }))) {
      expect(page.headers.get(name), name).toBe(value);
    }
  });

  test("serves the editor at /admin/ with its own policy and headers, value for value", async () => {
    const response = await fetch(`${origin}/admin/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Site editor</title>");
    for (const [name, value] of Object.entries(editorHeaders({ csp: readBuildInfo(BUILD).editorCsp, hsts: true }))) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(response.headers.get("content-security-policy")).not.toContain("unsafe-eval");
  });

  test("caches hashed assets for a year and serves them gzipped with Vary", async () => {
    // React's chunk, which every form loads (large enough to be compressed; an island's own entry is a few bytes).
    const asset = `/assets/${(await readdir(join(BUILD, "client", "assets"))).find((file) => /^framework-[\w-]+\.js$/.test(file))}`;
    const response = await fetch(origin + asset!, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
  });

  test("answers unknown paths with the not-found page and 404, other methods with 405", async () => {
    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(shown("notFound").title);
    expect(missing.headers.get("content-security-policy")).toContain("default-src 'self'");
    const post = await fetch(`${origin}/`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    // The static hosts' header rules are for them, not for visitors.
    for (const path of ["/_headers", "/%5Fheaders"]) expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
    const traversal = await fetch(`${origin}/..%2f..%2fetc%2fpasswd`);
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
  });
});
