// The relay's destinations in the browser suites (the agency's webhook, its chat, Meta's Graph API, TikTok's Events
// API), stood in for on loopback: every post it receives is written as a JSON line (path, headers, raw body) for the
// tests to read, and answered 200. The real ones are never called.
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname } from "node:path";
import { STAND_IN } from "../test-sites.mjs";

mkdirSync(dirname(STAND_IN.file), { recursive: true });
writeFileSync(STAND_IN.file, "");
createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    if (req.method === "POST") appendFileSync(STAND_IN.file, `${JSON.stringify({ path: req.url, headers: req.headers, body })}\n`);
    res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
}).listen(STAND_IN.port, "127.0.0.1", () => console.log(`Stand-in ready on ${STAND_IN.port}`));
