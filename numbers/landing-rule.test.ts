// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isLandingRequest, isPageAnswer } from "./landing-rule.mjs";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** A request as a host sees it, a browser's navigation from another site unless told otherwise. */
function request({ method = "GET", path = "/lp/spring", headers = {} as Record<string, string | undefined> } = {}) {
  const all: Record<string, string | undefined> = { "user-agent": PHONE, "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", referer: "https://l.instagram.com/", ...headers };
  return { method, path, host: "agency.example", header: (name: string) => all[name] };
}

describe("what counts as a landing", () => {
  it("is a browser's navigation to a page from another site, from an app, or from nowhere", () => {
    expect(isLandingRequest(request())).toBe(true);
    expect(isLandingRequest(request({ headers: { referer: undefined } }))).toBe(true);
    // An older browser sends no fetch metadata.
    expect(isLandingRequest(request({ headers: { "sec-fetch-dest": undefined, "sec-fetch-mode": undefined } }))).toBe(true);
  });

  it("is never a bot, a prefetch or prerender, HEAD, an asset, the site's machinery, a subresource or a move within the site", () => {
    expect(isLandingRequest(request({ headers: { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" } }))).toBe(false);
    expect(isLandingRequest(request({ headers: { "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" } }))).toBe(false);
    expect(isLandingRequest(request({ headers: { "user-agent": undefined } }))).toBe(false);
    expect(isLandingRequest(request({ headers: { "sec-purpose": "prefetch" } }))).toBe(false);
    expect(isLandingRequest(request({ headers: { "sec-purpose": "prefetch;prerender" } }))).toBe(false);
    expect(isLandingRequest(request({ headers: { purpose: "prefetch" } }))).toBe(false);
    expect(isLandingRequest(request({ headers: { "x-moz": "prefetch" } }))).toBe(false);
    expect(isLandingRequest(request({ method: "HEAD" }))).toBe(false);
    expect(isLandingRequest(request({ method: "POST" }))).toBe(false);
    for (const path of ["/assets/entry-Ab12.js", "/favicon.ico", "/sitemap.xml", "/api/numbers", "/admin/", "/admin/numbers", "/admin"]) expect(isLandingRequest(request({ path }))).toBe(false);
    expect(isLandingRequest(request({ headers: { "sec-fetch-dest": "iframe" } }))).toBe(false);
    expect(isLandingRequest(request({ headers: { "sec-fetch-mode": "cors" } }))).toBe(false);
    expect(isLandingRequest(request({ headers: { referer: "https://AGENCY.example/services" } }))).toBe(false);
  });

  it("is counted only once it is answered with a page", () => {
    expect(isPageAnswer(200, "text/html; charset=utf-8")).toBe(true);
    expect(isPageAnswer(404, "text/html")).toBe(false);
    expect(isPageAnswer(304, "text/html")).toBe(false);
    expect(isPageAnswer(200, "application/json")).toBe(false);
  });
});
