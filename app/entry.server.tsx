import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Runs only at build time, to prerender every route to static HTML. The whole page is awaited
 * (`allReady`) so each file is complete, including the router's data hand-off stream that hydration reads.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let failure: unknown;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      failure = error;
    },
  });
  await body.allReady;
  if (failure) throw failure;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { status, headers });
}
