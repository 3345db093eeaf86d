import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Runs only at build time, to prerender every route to static HTML. React's static `prerender` waits for
 * everything, lazy parts included, and writes each one in place: the files need no script to be complete,
 * which matters with JavaScript off (and no built page runs the router: decision 024).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    // Every part in place, however large: React would otherwise move a big finished part (the home page's
    // sections) to the end of the file, hidden, behind a script that only JavaScript can run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { status, headers });
}
