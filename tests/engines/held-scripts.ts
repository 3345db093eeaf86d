import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export interface HeldScripts {
  /** The door's own origin: open pages here instead of at the site. */
  readonly origin: string;
  /** How many of the page's scripts it has kept back so far. */
  held(): number;
  close(): Promise<void>;
}

/**
 * A door in front of a test site that keeps back every script one page asks for: the page shows and its links
 * work, but none of its modules runs, as on a slow phone in the seconds before they arrive. Any engine can be
 * pointed at it (WebDriver classic cannot intercept requests). A script's request names the page that asked for
 * it in its Referer, whole, as the site's Referrer-Policy keeps same-origin referrers whole.
 *
 * Each is answered at once with a module that never finishes: a request left unanswered would take one of the six
 * connections an engine opens to a host, and the next page's request would wait behind them. `Vary: Referer`, or
 * WebKit's memory cache gives the next page the same stand-ins.
 */
export async function holdScriptsOf(site: string, page: string): Promise<HeldScripts> {
  const target = new URL(site);
  let held = 0;
  const server = createServer((incoming, outgoing) => {
    const referer = incoming.headers.referer ? new URL(incoming.headers.referer) : null;
    const path = incoming.url ?? "/";
    if (path.split("?")[0]!.endsWith(".js") && referer && referer.pathname + referer.search === page) {
      held++;
      outgoing.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store", Vary: "Referer" });
      outgoing.end("await new Promise(() => {});");
      return;
    }
    const forwarded = request(
      { host: target.hostname, port: target.port, method: incoming.method, path, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    held: () => held,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
