import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import * as checks from "../app/forms/inbox-check";
import type { RelaySettings } from "../relay/lead-deliveries.mjs";
import type { LeadRule } from "../app/lib/lead-judgement.mjs";
import type { Team } from "../app/content/schema/team.ts";
import type { OutboxOptions } from "./lead-outbox.mjs";
import { createSiteServer } from "./server.mjs";
import type { numbersSettings } from "../numbers/numbers-settings.mjs";

export const PAGE = "<!DOCTYPE html><html><body><h1>Home</h1></body></html>";
export const NOT_FOUND = "<!DOCTYPE html><html><body><h1>Page not found</h1></body></html>";
export const FORM_ERROR = "<!DOCTYPE html><html><body><h1>Your form was not sent</h1></body></html>";
export const EDITOR_CSP = "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
export const EDITOR = "<!DOCTYPE html><html><body><h1>Site editor</h1></body></html>";
export const ASSET = `console.log(${JSON.stringify("x".repeat(2000))});`;

async function writeCompressed(path: string, content: string) {
  await writeFile(path, content);
  await writeFile(`${path}.br`, brotliCompressSync(content));
  await writeFile(`${path}.gz`, gzipSync(content));
}

/** A small build on disk, shaped like the real one (with the agency's lead rules and team, where given); returns the folder holding `build/`. */
export async function writeTestBuild({ localInbox = true, leadRules, team }: { localInbox?: boolean; leadRules?: readonly LeadRule[]; team?: Team } = {}) {
  const dir = await mkdtemp(join(tmpdir(), "site-"));
  const client = join(dir, "build", "client");
  await mkdir(join(client, "assets"), { recursive: true });
  await mkdir(join(client, "about"), { recursive: true });
  await writeCompressed(join(client, "index.html"), PAGE);
  await writeCompressed(join(client, "about", "index.html"), PAGE.replace("Home", "About"));
  await writeCompressed(join(client, "404.html"), NOT_FOUND);
  await mkdir(join(client, "form-error"), { recursive: true });
  await writeCompressed(join(client, "form-error", "index.html"), FORM_ERROR);
  await writeCompressed(join(client, "assets", "entry-Ab12Cd34.js"), ASSET);
  await mkdir(join(client, "admin", "assets"), { recursive: true });
  await writeCompressed(join(client, "admin", "index.html"), EDITOR);
  await writeCompressed(join(client, "admin", "assets", "index-Ab12Cd34.js"), ASSET);
  await writeFile(join(client, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  await writeFile(join(dir, "secret.txt"), "outside the build");
  await writeFile(
    join(dir, "build", "build-info.json"),
    JSON.stringify({
      localInbox,
      formEndpoint: localInbox ? "/api/inbox" : "https://api.web3forms.com/submit",
      siteUrl: "http://localhost:3000",
      csp: "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
      editorCsp: EDITOR_CSP,
      pages: [
        { key: "home", path: "/", file: "index.html", module: "app/routes/home.tsx", indexed: true, canonical: "/" },
        { key: "about", path: "/about", file: "about/index.html", module: "app/routes/about.tsx", indexed: true, canonical: "/about" },
        { key: "thanks", path: "/thanks", file: "thanks/index.html", module: "app/routes/thanks.tsx", indexed: false },
        { key: "formError", path: "/form-error", file: "form-error/index.html", module: "app/routes/form-error.tsx", indexed: false },
        { key: "notFound", path: "*", file: "404.html", module: "app/routes/not-found.tsx", indexed: false },
      ],
      ...(leadRules ? { leadRules } : {}),
      ...(team ? { team } : {}),
      ...(localInbox ? { inboxCheck: "inbox/inbox-check.mjs" } : {}),
    }),
  );
  return dir;
}

/** The test build, and the server running on it on a free loopback port. */
export async function startTestSite({
  localInbox = true,
  hsts = false,
  rateLimit = 0,
  trustProxy = "",
  relay = {},
  outboxOptions = {},
  leadRules,
  team,
  numbers,
}: {
  localInbox?: boolean;
  hsts?: boolean;
  rateLimit?: number;
  trustProxy?: string;
  relay?: RelaySettings;
  outboxOptions?: Partial<OutboxOptions>;
  leadRules?: readonly LeadRule[];
  team?: Team;
  numbers?: ReturnType<typeof numbersSettings>;
} = {}) {
  const dir = await writeTestBuild({ localInbox, ...(leadRules ? { leadRules } : {}), ...(team ? { team } : {}) });
  const inboxFile = join(dir, "data", "inbox.jsonl");
  // The inbox checks posts with the forms' own module, as the build bundles it for the server.
  const { server, outbox } = createSiteServer({ buildDir: join(dir, "build"), inboxFile, hsts, checks, rateLimit, trustProxy, relay, outboxOptions, ...(numbers ? { numbers } : {}) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dir,
    inboxFile,
    server,
    outbox,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
