// @vitest-environment node
import { connect } from "node:net";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET, EDITOR, EDITOR_CSP, NOT_FOUND, PAGE, startTestSite } from "./site-under-test";

let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** A raw request, so that paths reach the server exactly as written (fetch would normalise them). */
function raw(path: string, { method = "GET", headers = {} as Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port: site.port, path, method, headers }, (res) => {
        let body = "";
        res.setEncoding("latin1");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const TRAVERSALS = [
  "/../secret.txt",
  "/../../secret.txt",
  "/../build-info.json",
  "/..%2fsecret.txt",
  "/..%2f..%2fsecret.txt",
  "/%2e%2e/secret.txt",
  "/%2e%2e%2fsecret.txt",
  "/%2E%2E%2Fsecret.txt",
  "/.%2e/secret.txt",
  "/%2e./secret.txt",
  "/..%5csecret.txt",
  "/..\\secret.txt",
  "/..\\..\\secret.txt",
  "/%5c..%5csecret.txt",
  "/%252e%252e%252fsecret.txt",
  "/%252e%252e/secret.txt",
  "/..%252fsecret.txt",
  "/%c0%ae%c0%ae/secret.txt",
  "/%c0%ae%c0%ae%c0%afsecret.txt",
  "/%e0%80%ae%e0%80%ae/secret.txt",
  "/%c1%9c..%c1%9csecret.txt",
  "/..%c0%afsecret.txt",
  "/..%u2216secret.txt",
  "//secret.txt",
  "//../secret.txt",
  "///..//..//secret.txt",
  "/assets/../../secret.txt",
  "/assets/..%2f..%2fsecret.txt",
  "/assets/%2e%2e/%2e%2e/secret.txt",
  "/index.html%00.js",
  "/%00",
  "/secret.txt%00.html",
  "/..%00/secret.txt",
  "/./../secret.txt",
  "/.%2e/.%2e/secret.txt",
  "/..;/secret.txt",
  "/%2e%2e;/secret.txt",
  "/about/../../secret.txt",
  "/about/..%2f..%2fsecret.txt",
  "/....//....//secret.txt",
  "/..../secret.txt",
  "/%2f%2e%2e%2fsecret.txt",
  "/etc/passwd",
  "/../../../../../../etc/passwd",
  "/..%2f..%2f..%2f..%2fetc%2fpasswd",
  "/%2e%2e%5c%2e%2e%5cetc%5cpasswd",
  "/.git/config",
  "/.env",
  "/build-info.json",
  "/assets/",
  "/about/",
];

describe("path traversal", () => {
  it(`never serves a file from outside the build folder, never 5xx, over ${TRAVERSALS.length} probes`, async () => {
    for (const path of TRAVERSALS) {
      const response = await raw(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body, path).not.toContain("outside the build");
      expect(response.body, path).not.toContain("root:");
      expect(response.body, path).not.toContain("localInbox");
      expect(response.body, path).not.toMatch(/Index of|<title>Directory/i);
    }
    const after = await raw("/");
    expect(after.status).toBe(200);
    expect(after.body).toBe(PAGE);
  });

  it("answers an unknown path with the not-found page and 404", async () => {
    const response = await raw("/no/such/page");
    expect(response.status).toBe(404);
    expect(response.body).toBe(NOT_FOUND);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  });
});

describe("caching, conditional and partial requests", () => {
  it("sends long immutable caching for hashed assets and no-cache with an ETag for pages", async () => {
    const asset = await raw("/assets/entry-Ab12Cd34.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await raw("/about");
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.etag).toBeTruthy();
  });

  it("answers HEAD with GET's headers and no body", async () => {
    const get = await raw("/", { headers: { "accept-encoding": "gzip" } });
    const head = await raw("/", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    for (const name of ["content-type", "content-length", "etag", "cache-control", "content-encoding", "vary", "content-security-policy"]) {
      expect(head.headers[name], name).toEqual(get.headers[name]);
    }
  });

  it("answers a matching If-None-Match with 304", async () => {
    const first = await raw("/");
    const second = await raw("/", { headers: { "if-none-match": String(first.headers.etag) } });
    expect(second.status).toBe(304);
    expect(second.body).toBe("");
  });

  it("serves a valid range with 206 and refuses an unsatisfiable one with 416", async () => {
    const partial = await raw("/assets/entry-Ab12Cd34.js", { headers: { range: "bytes=0-10" } });
    expect(partial.status).toBe(206);
    expect(partial.body).toBe(ASSET.slice(0, 11));
    expect(partial.headers["content-range"]).toBe(`bytes 0-10/${ASSET.length}`);
    const beyond = await raw("/assets/entry-Ab12Cd34.js", { headers: { range: `bytes=${ASSET.length + 10}-` } });
    expect(beyond.status).toBe(416);
  });
});

describe("compression", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ])("Accept-Encoding %s gives %s, with Vary", async (accept, encoding) => {
    const response = await raw("/assets/entry-Ab12Cd34.js", { headers: { "accept-encoding": accept } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers.vary).toBe("Accept-Encoding");
  });

  it("compresses the not-found page too", async () => {
    const response = await raw("/missing", { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
  });
});

describe("methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"])("%s gives 405 outside the inbox", async (method) => {
    const response = await raw("/", { method });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });
});

describe("slow clients", () => {
  it("cuts off a client that never finishes its headers, and keeps serving", async () => {
    site.server.headersTimeout = 500;
    site.server.requestTimeout = 1000;
    const closed = await new Promise<{ elapsed: number; answer: string }>((resolve, reject) => {
      const started = Date.now();
      const socket = connect(site.port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: "));
      let answer = "";
      const drip = setInterval(() => socket.write("a"), 100);
      socket.on("data", (chunk) => (answer += chunk.toString()));
      socket.on("close", () => {
        clearInterval(drip);
        resolve({ elapsed: Date.now() - started, answer });
      });
      socket.on("error", () => undefined);
      setTimeout(() => reject(new Error("slow client was never cut off")), 5000);
    });
    expect(closed.elapsed).toBeLessThan(3000);
    expect(closed.answer === "" || closed.answer.startsWith("HTTP/1.1 408")).toBe(true);
    expect((await raw("/")).status).toBe(200);
  });
});

describe("security headers", () => {
  it("sends them on pages, assets, the 404 page and errors", async () => {
    for (const path of ["/", "/assets/entry-Ab12Cd34.js", "/missing"]) {
      const response = await raw(path);
      expect(response.headers["x-content-type-options"], path).toBe("nosniff");
      expect(response.headers["x-frame-options"], path).toBe("DENY");
      expect(response.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(response.headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(response.headers["cross-origin-resource-policy"], path).toBe("same-origin");
      expect(response.headers["permissions-policy"], path).toBe("camera=(), microphone=(), geolocation=(), payment=()");
      expect(response.headers["strict-transport-security"], path).toBeUndefined();
    }
    expect((await raw("/")).headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect((await raw("/missing")).headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect((await raw("/", { method: "DELETE" })).headers["x-frame-options"]).toBe("DENY");
  });

  it("adds HSTS only when asked to (behind TLS)", async () => {
    const secure = await startTestSite({ hsts: true });
    try {
      const response = await fetch(`${secure.url}/`);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    } finally {
      await secure.close();
    }
  });
});

describe("the host's own files", () => {
  it("never serves the static hosts' _headers, however its name is written", async () => {
    for (const path of ["/_headers", "/%5Fheaders", "/_headers?x=1"]) {
      const response = await raw(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toBe(NOT_FOUND);
    }
  });
});

describe("the editor at /admin/", () => {
  it("answers with its own policy and keeps the sign-in window it opens, while every page keeps the site's", async () => {
    // Written encoded too: the headers are chosen for the file that is sent, as the file server decodes the path.
    for (const path of ["/admin/", "/admin", "/%61dmin/", "/adm%69n"]) {
      const editor = await raw(path);
      expect(editor.status, path).toBe(200);
      expect(editor.body).toBe(EDITOR);
      expect(editor.headers["content-security-policy"]).toBe(EDITOR_CSP);
      expect(editor.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    }
    const page = await raw("/about");
    expect(page.headers["content-security-policy"]).not.toBe(EDITOR_CSP);
    expect(page.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("caches the editor's hashed files for a year, like the site's", async () => {
    const asset = await raw("/admin/assets/index-Ab12Cd34.js");
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-security-policy"]).toBeUndefined();
  });
});
