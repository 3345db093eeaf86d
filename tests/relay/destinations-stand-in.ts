import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { RELAY_SETTINGS, STAND_IN } from "../test-sites.mjs";

// The destinations of a lead (the agency's tool, its chat, Meta, TikTok) stood in for by a local server that records
// what it receives and answers as told; the real ones are never called.

export interface Received {
  readonly path: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

/** Every relay setting of the browser suites' relay site (tests/test-sites.mjs), pointing at `url`. */
export const standInSettings = (url: string): Record<string, string> =>
  Object.fromEntries(Object.entries(RELAY_SETTINGS).map(([name, value]) => [name, value.replace(`http://127.0.0.1:${STAND_IN.port}`, url)]));

/** A stand-in for every destination; `answer` gives each request's status (undefined: it never answers). */
export async function destinationsStandIn(answer: (request: Received, index: number) => number | undefined = () => 200) {
  const received: Received[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const request = { path: req.url ?? "", headers: req.headers, body };
      received.push(request);
      const status = answer(request, received.length - 1);
      if (status === undefined) {
        hanging.push(res);
        return;
      }
      res.writeHead(status, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    to: (path: string) => received.filter((request) => request.path.startsWith(path)),
    /** Every relay setting, pointing here. */
    settings: standInSettings(url),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits for `count` requests at the stand-in, then `quietMs` more, in which nothing else may arrive. */
export async function settled(standIn: { readonly received: readonly Received[] }, count: number, quietMs = 300) {
  await expect.poll(() => standIn.received.length).toBe(count);
  await new Promise((resolve) => setTimeout(resolve, quietMs));
  expect(standIn.received).toHaveLength(count);
}
