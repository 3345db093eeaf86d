// @vitest-environment node
import { describe, expect, it } from "vitest";
import { campaignFields } from "~/lib/attribution/campaign-fields";
import { DIRECT, landingKeyOf, leadKeyOf, NO_CAMPAIGN, trafficKeyOf, UNKNOWN_PAGE } from "./traffic-key.mjs";

describe("a visit's and a lead's landing page, source and campaign", () => {
  const params = (query: string) => {
    const search = new URLSearchParams(query);
    return (name: string) => search.get(name);
  };

  it("take the source from a click ID's platform first, then utm_source, then the referring site, then direct", () => {
    expect(trafficKeyOf({ path: "/lp/a", param: params("fbclid=x&utm_source=newsletter"), referrer: "https://www.google.com/search?q=agency" }).source).toBe("meta");
    expect(trafficKeyOf({ path: "/", param: params("ttclid=x"), referrer: "" }).source).toBe("tiktok");
    expect(trafficKeyOf({ path: "/", param: params("gbraid=x"), referrer: "" }).source).toBe("google");
    expect(trafficKeyOf({ path: "/", param: params("utm_source=Newsletter"), referrer: "https://www.google.com/" }).source).toBe("newsletter");
    expect(trafficKeyOf({ path: "/", param: params(""), referrer: "https://www.google.com/search?q=private" }).source).toBe("google.com");
    expect(trafficKeyOf({ path: "/", param: params(""), referrer: "android-app://com.instagram.android/" }).source).toBe("com.instagram.android");
    expect(trafficKeyOf({ path: "/", param: params("fbclid="), referrer: null }).source).toBe(DIRECT);
  });

  it("normalise case, spaces, control characters and length, and name no campaign as such", () => {
    const key = trafficKeyOf({ path: "/LP/Spring/", param: params(`utm_campaign=${encodeURIComponent("  Spring\u0000 \t Launch\u202e ")}${"x".repeat(300)}`), referrer: "" });
    expect(key.landingPage).toBe("/lp/spring");
    expect(key.campaign).toMatch(/^spring launch\u202e x+$/);
    expect(key.campaign.length).toBeLessThanOrEqual(100);
    expect(trafficKeyOf({ path: "/", param: params(""), referrer: "" }).campaign).toBe(NO_CAMPAIGN);
  });

  it("keep the campaign's ID where the ad's address carries utm_id, and none otherwise", () => {
    expect(trafficKeyOf({ path: "/lp/a", param: params("utm_campaign=Spring&utm_id=%20120210000000001%20"), referrer: "" })).toMatchObject({ campaign: "spring", campaignId: "120210000000001" });
    expect(trafficKeyOf({ path: "/lp/a", param: params("utm_campaign=Spring"), referrer: "" }).campaignId).toBe("");
  });

  it("give a lead the key of the landing it came from: its first touch, as the browser noted it, carries the same inputs", () => {
    const cases = [
      ["/lp/creators-for-your-launch?utm_campaign=Spring-Launch&fbclid=IwAR3-x", "https://l.instagram.com/"],
      ["/lp/creators-for-your-launch?utm_campaign=Spring-Launch&utm_id=120210000000001&ttclid=E.C.P", ""],
      ["/services?utm_source=Newsletter&utm_campaign=Autumn%20Offer", ""],
      ["/about", "https://www.linkedin.com/feed/"],
      ["/", ""],
    ] as const;
    for (const [address, referrer] of cases) {
      const url = new URL(address, "https://agency.example");
      const fields = Object.fromEntries(campaignFields({ landings: [{ path: url.pathname, search: url.search, at: 1 }], referrer }));
      expect(leadKeyOf(fields)).toEqual(landingKeyOf(url, referrer || null));
    }
  });

  it("count a lead that carries no first touch under an unknown page", () => {
    expect(leadKeyOf({})).toEqual({ landingPage: UNKNOWN_PAGE, source: DIRECT, campaign: NO_CAMPAIGN, campaignId: "" });
  });
});
