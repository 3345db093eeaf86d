import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Runs only at build time, to prerender every route to static HTML. Pages are rendered whole
 * (no streaming): nothing here suspends, and the output is a file, not a response to a visitor.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Response {
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} />);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}
