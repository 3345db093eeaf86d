/**
 * MDN HTTP Observatory's published scoring (mdn/mdn-http-observatory, src/grader/charts.js and
 * src/analyzer/tests/*), applied to one response's headers. The package itself is not used: it installs
 * a PostgreSQL driver with a native build and scans only public hosts, not a loopback server.
 * The HTTP-to-HTTPS redirection test is left out: it needs TLS in front of the server.
 */
export interface ObservatoryResult {
  readonly score: number;
  readonly grade: string;
  readonly tests: Record<string, { readonly result: string; readonly modifier: number }>;
}

const DANGEROUSLY_BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;

function parseCsp(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const directive of header.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    if (policy.has(name.toLowerCase())) throw new Error(`duplicate directive ${name}`);
    policy.set(name.toLowerCase(), new Set(sources));
  }
  return policy;
}

function cspTest(header: string | null, https: boolean): [string, number] {
  if (!header) return ["csp-not-implemented", -25];
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(header);
  } catch {
    return ["csp-header-invalid", -25];
  }
  const get = (name: string, fallback?: string) => csp.get(name) ?? (fallback ? csp.get(fallback) : undefined) ?? new Set(["*"]);
  const scriptSrc = new Set(get("script-src", "default-src"));
  const styleSrc = new Set(get("style-src", "default-src"));
  const objectSrc = get("object-src", "default-src");
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some((source) => HASH_OR_NONCE.test(source))) sources.delete("'unsafe-inline'");
  }
  if ([...scriptSrc].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    return ["csp-implemented-with-unsafe-inline", -20];
  }
  const active = [...csp.entries()].filter(([name]) => name !== "img-src" && name !== "media-src").flatMap(([, sources]) => [...sources]);
  if (https && active.some((source) => source.startsWith("http:") || source.startsWith("ftp:"))) {
    return ["csp-implemented-with-insecure-scheme", -20];
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  if ([...styleSrc].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s))) {
    return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  }
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 5];
}

function hstsTest(header: string | null): [string, number] {
  if (!header) return ["hsts-not-implemented", -20];
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(header)?.[1];
  if (maxAge === undefined) return ["hsts-header-invalid", -20];
  return Number(maxAge) >= 15768000 ? ["hsts-implemented-max-age-at-least-six-months", 0] : ["hsts-implemented-max-age-less-than-six-months", -10];
}

function referrerTest(header: string | null): [string, number] {
  if (!header) return ["referrer-policy-not-implemented", 0];
  const values = header.split(",").map((value) => value.trim().toLowerCase());
  const last = values.at(-1) ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) return ["referrer-policy-private", 5];
  if (["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"].includes(last)) return ["referrer-policy-unsafe", -5];
  return ["referrer-policy-header-invalid", -5];
}

function frameTest(xfo: string | null, csp: string | null): [string, number] {
  const ancestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  if (ancestors && ![...ancestors].some((source) => DANGEROUSLY_BROAD.has(source))) return ["x-frame-options-implemented-via-csp", 5];
  if (!xfo) return ["x-frame-options-not-implemented", -20];
  const value = xfo.trim().toLowerCase();
  if (value === "deny" || value === "sameorigin") return ["x-frame-options-sameorigin-or-deny", 0];
  if (value.startsWith("allow-from ")) return ["x-frame-options-allow-from-origin", 0];
  return ["x-frame-options-header-invalid", -20];
}

function corpTest(header: string | null): [string, number] {
  if (!header) return ["cross-origin-resource-policy-not-implemented", 0];
  const value = header.trim().toLowerCase();
  if (value === "same-origin") return ["cross-origin-resource-policy-implemented-with-same-origin", 10];
  if (value === "same-site") return ["cross-origin-resource-policy-implemented-with-same-site", 10];
  if (value === "cross-origin") return ["cross-origin-resource-policy-implemented-with-cross-origin", 0];
  return ["cross-origin-resource-policy-header-invalid", -5];
}

/** Scripts loaded from the page's own origin only (ours are) earn neither bonus nor penalty. */
function sriTest(html: string, origin: string): [string, number] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src ?? "");
  if (sources.length === 0) return ["sri-not-implemented-but-no-scripts-loaded", 0];
  const external = sources.filter((src) => new URL(src, origin).origin !== origin);
  if (external.length === 0) return ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0];
  return external.every((src) => src.startsWith("https://"))
    ? ["sri-not-implemented-but-external-scripts-loaded-securely", -5]
    : ["sri-not-implemented-and-external-scripts-not-loaded-securely", -50];
}

export function observatoryScore(headers: Headers, html: string, origin: string, { https = true } = {}): ObservatoryResult {
  const cookies = headers.getSetCookie();
  const cors = headers.get("access-control-allow-origin");
  const tests: Record<string, [string, number]> = {
    "content-security-policy": cspTest(headers.get("content-security-policy"), https),
    cookies: cookies.length === 0 ? ["cookies-not-found", 0] : ["cookies-found-score-by-hand", -20],
    "cross-origin-resource-sharing":
      cors && headers.get("access-control-allow-credentials") === "true" && cors !== "*"
        ? ["cross-origin-resource-sharing-implemented-with-universal-access", -50]
        : ["cross-origin-resource-sharing-not-implemented", 0],
    "referrer-policy": referrerTest(headers.get("referrer-policy")),
    "strict-transport-security": hstsTest(headers.get("strict-transport-security")),
    "subresource-integrity": sriTest(html, origin),
    "x-content-type-options":
      headers.get("x-content-type-options")?.trim().toLowerCase() === "nosniff"
        ? ["x-content-type-options-nosniff", 0]
        : ["x-content-type-options-not-implemented", -5],
    "x-frame-options": frameTest(headers.get("x-frame-options"), headers.get("content-security-policy")),
    "cross-origin-resource-policy": corpTest(headers.get("cross-origin-resource-policy")),
  };
  const modifiers = Object.values(tests).map(([, modifier]) => modifier);
  const base = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  // Bonuses count only for sites that already score 90 or more.
  const score = Math.max(0, base >= 90 ? base + modifiers.filter((modifier) => modifier > 0).reduce((sum, m) => sum + m, 0) : base);
  const step = Math.min(score - (score % 5), 100);
  const grade = step >= 100 ? "A+" : step >= 90 ? "A" : step >= 85 ? "A-" : step >= 80 ? "B+" : step >= 70 ? "B" : step >= 65 ? "B-" : step >= 60 ? "C+" : step >= 50 ? "C" : step >= 45 ? "C-" : step >= 40 ? "D+" : step >= 30 ? "D" : step >= 25 ? "D-" : "F";
  return {
    score,
    grade,
    tests: Object.fromEntries(Object.entries(tests).map(([name, [result, modifier]]) => [name, { result, modifier }])),
  };
}
