import { Readable } from "node:stream";

/**
 * A Node request as a web standard Request, its body streamed, for the relay's handlers that answer the included
 * server and the function hosts alike.
 * @param {import("node:http").IncomingMessage} req
 */
export function webRequestOf(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const item of [value ?? []].flat()) headers.append(name, item);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`), {
    method: req.method,
    headers,
    ...(hasBody ? { body: /** @type {ReadableStream} */ (Readable.toWeb(req)), duplex: "half" } : {}),
  });
}

/**
 * Sends a web standard Response's status, headers and body.
 * @param {import("node:http").ServerResponse} res
 * @param {Response} response
 */
export async function sendWebResponse(res, response) {
  const body = Buffer.from(await response.arrayBuffer());
  for (const [name, value] of response.headers) res.setHeader(name, value);
  if (response.status >= 400) res.setHeader("Connection", "close");
  res.writeHead(response.status);
  res.end(body);
}
