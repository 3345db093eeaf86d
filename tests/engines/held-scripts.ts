import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export interface HeldScripts {
  /** The door's own origin: open pages here instead of at the site. */
  readonly origin: string;
  /** How many of the page's scripts it has kept back, delayed or cut so far. */
  held(): number;
  /** Every script file the door was asked for, in order, with when (milliseconds since the door opened). */
  scriptRequests(): readonly { readonly path: string; readonly at: number }[];
  /** Lets the scripts a gate keeps back through, and every later one. */
  release(): void;
  close(): Promise<void>;
}

/**
 * What the door does with a script the page asks for: keeps it back for good (`"hold"`: a module that never
 * finishes), keeps it back until the test releases it (`"gate"`: a slow network, as slow as the test needs), or cuts
 * the connection (`"abort"`: the download fails). `{ lateMs }` answers every script file through the door that late,
 * whoever asked for it (a connection with a long round trip).
 */
export type ScriptFate = "hold" | "gate" | "abort" | { readonly lateMs: number };

/**
 * A door in front of a test site that does as told with every script one page asks for: the page shows and its links
 * work, but its modules run late or never, as on a slow phone. Any engine can be pointed at it (WebDriver classic
 * cannot intercept requests). A script's request names the page that asked for it in its Referer, whole, as the
 * site's Referrer-Policy keeps same-origin referrers whole; the modules a script imports name that script instead, so
 * only the page's own script is held (a form's island: React and the rest follow it).
 *
 * A held script is answered at once with a module that never finishes: a request left unanswered would take one of
 * the six connections an engine opens to a host, and the next page's request would wait behind them. `Vary:
 * Referer`, or WebKit's memory cache gives the next page the same stand-ins.
 */
export async function holdScriptsOf(site: string, page: string, fate: ScriptFate = "hold"): Promise<HeldScripts> {
  const target = new URL(site);
  let held = 0;
  const opened = performance.now();
  const scripts: { path: string; at: number }[] = [];
  let waiting: (() => void)[] | null = [];
  const server = createServer((incoming, outgoing) => {
    const referer = incoming.headers.referer ? new URL(incoming.headers.referer) : null;
    const path = incoming.url ?? "/";
    const forward = () => {
      const forwarded = request(
        { host: target.hostname, port: target.port, method: incoming.method, path, headers: { ...incoming.headers, host: target.host } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on("error", () => outgoing.destroy());
      incoming.pipe(forwarded);
    };
    const script = path.split("?")[0]!.endsWith(".js");
    if (script) scripts.push({ path, at: performance.now() - opened });
    if (script && typeof fate === "object") {
      held++;
      return void setTimeout(forward, fate.lateMs);
    }
    if (!(script && referer && referer.pathname + referer.search === page)) return forward();
    held++;
    if (fate === "abort") return void incoming.socket.destroy();
    if (fate === "gate") return void (waiting ? waiting.push(forward) : forward());
    outgoing.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store", Vary: "Referer" });
    outgoing.end("await new Promise(() => {});");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    held: () => held,
    scriptRequests: () => [...scripts],
    release: () => {
      const gated = waiting ?? [];
      waiting = null;
      for (const forward of gated) forward();
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
