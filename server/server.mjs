import { createServer } from "node:http";
import { resolve } from "node:path";
import { readBuildInfo } from "./build-info.mjs";
import { createInbox } from "./inbox.mjs";
import { securityHeaders } from "./security-headers.mjs";
import { createStaticSite } from "./static-site.mjs";

/**
 * @param {{ buildDir?: string, inboxFile?: string, hsts?: boolean }} options
 */
export function createSiteServer({ buildDir = "build", inboxFile = "data/inbox.jsonl", hsts = false } = {}) {
  const root = resolve(buildDir, "client");
  const info = readBuildInfo(buildDir);
  // The policy goes on pages only (see static-site.mjs); every response gets the rest.
  const { "Content-Security-Policy": csp, ...common } = securityHeaders({ csp: info.csp, hsts });
  const headers = Object.entries(common);
  const site = createStaticSite(root, String(csp));
  // The inbox answers where the build's forms post, so the path is decided in one place (the build).
  const inbox = info.localInbox ? createInbox({ file: resolve(inboxFile), confirmationPath: "/thanks" }) : null;

  // Slow clients are cut off instead of holding sockets open: whole headers within 10 s, the whole
  // request within 30 s, checked every second.
  const timeouts = { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 };
  const server = createServer(timeouts, async (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const path = (req.url ?? "/").split("?")[0];
    if (inbox && path === info.formEndpoint) {
      if (req.method !== "POST") {
        res.writeHead(405, { Allow: "POST", "Content-Type": "application/json" });
        res.end(JSON.stringify({ success: false, message: "Use POST." }));
        return;
      }
      try {
        const answer = await inbox(req);
        if (answer.status >= 400) res.setHeader("Connection", "close");
        if (answer.redirect && answer.status === 200) {
          res.writeHead(303, { Location: answer.redirect });
          res.end();
          return;
        }
        res.writeHead(answer.status, { "Content-Type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(answer.body));
      } catch (error) {
        console.error("Inbox write failed:", error);
        res.writeHead(500, { "Content-Type": "application/json; charset=utf-8", Connection: "close" });
        res.end(JSON.stringify({ success: false, message: "The message could not be saved. Please try again." }));
      }
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }
    site(req, res);
  });

  server.keepAliveTimeout = 5_000;
  return { server, localInbox: Boolean(inbox), inboxFile: resolve(inboxFile) };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
    process.exit(1);
  }
  const { server, localInbox, inboxFile } = createSiteServer({
    buildDir: process.env.BUILD_DIR ?? "build",
    inboxFile: process.env.INBOX_FILE ?? "data/inbox.jsonl",
    // Only behind TLS: browsers ignore HSTS over plain http, and it would pin localhost to https.
    hsts: process.env.HSTS === "1",
  });
  server.listen(port, process.env.HOST ?? "127.0.0.1", () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : port;
    if (localInbox) console.log(`Forms post to the local inbox: ${inboxFile}`);
    console.log(`Site ready at http://localhost:${actualPort}`);
  });
  const stop = (/** @type {string} */ signal) => {
    console.log(`${signal} received, closing`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
