import { describe, expect, it } from "vitest";
import { hearsOfLeads, parseConfig, relaysLeads } from "~/lib/parse-config";

const KEY = "1b7c3a52-9f0e-4c55-8f7e-2d4b6a9c0e11";

describe("parseConfig", () => {
  it("accepts the form service with its key and a site URL", () => {
    expect(
      parseConfig({
        VITE_WEB3FORMS_ACCESS_KEY: KEY,
        VITE_FORM_ENDPOINT: "https://api.web3forms.com/submit",
        VITE_SITE_URL: "https://www.example.com/",
      }),
    ).toEqual({
      accessKey: KEY,
      formEndpoint: "https://api.web3forms.com/submit",
      siteUrl: "https://www.example.com",
      hcaptchaSiteKey: "",
      conversionPlatforms: [],
      leadRecipients: [],
      countsNumbers: false,
      instantFormPlatforms: [],
    });
  });

  it("accepts a same-origin endpoint without a key and defaults the site URL to the local server", () => {
    expect(parseConfig({ VITE_FORM_ENDPOINT: "/api/inbox" })).toEqual({
      accessKey: "",
      formEndpoint: "/api/inbox",
      siteUrl: "http://localhost:3000",
      hcaptchaSiteKey: "",
      conversionPlatforms: [],
      leadRecipients: [],
      countsNumbers: false,
      instantFormPlatforms: [],
    });
  });

  it("knows whose Instant Forms' leads the server side receives, never the app secret", () => {
    const secret = "tiktok-app-secret-0123456789";
    const config = parseConfig({ VITE_FORM_ENDPOINT: "/api/inbox", META_PAGE_ID: "104729365810293", TIKTOK_APP_SECRET: secret });
    expect(config.instantFormPlatforms).toEqual(["Meta", "TikTok"]);
    expect(JSON.stringify(config)).not.toContain(secret);
  });

  it("knows whether the numbers are counted, never the token, and that the server side then hears of each lead", () => {
    const token = "numbers-token-0123456789abcdef0123456789";
    const config = parseConfig({ VITE_FORM_ENDPOINT: "/api/inbox", NUMBERS_TOKEN: token });
    expect(config.countsNumbers).toBe(true);
    expect(JSON.stringify(config)).not.toContain(token);
    expect(relaysLeads(config)).toBe(false);
    expect(hearsOfLeads(config)).toBe(true);
    expect(hearsOfLeads(parseConfig({ VITE_FORM_ENDPOINT: "/api/inbox" }))).toBe(false);
  });

  it("knows which ad platforms a lead may be reported to, and whether a lead is relayed at all, never where", () => {
    const config = parseConfig({ VITE_FORM_ENDPOINT: "/api/inbox", META_PIXEL_ID: "123456789012345", TIKTOK_PIXEL_ID: "C4ABCDEFGHIJ1234" });
    expect(config).toMatchObject({ conversionPlatforms: ["Meta", "TikTok"], leadRecipients: [] });
    expect(relaysLeads(config)).toBe(true);
    const webhookOnly = parseConfig({ VITE_FORM_ENDPOINT: "/api/inbox", LEAD_WEBHOOK_URL: "https://hooks.example.com/secret-path" });
    expect(webhookOnly).toMatchObject({ conversionPlatforms: [], leadRecipients: ["tool"] });
    expect(relaysLeads(webhookOnly)).toBe(true);
    // The lead's own reply (docs/booking.md): whether one is sent, never the mail server or its password.
    const smtp = "smtps://agency:mailbox-password@smtp.example.com:465";
    const replying = parseConfig({ VITE_FORM_ENDPOINT: "/api/inbox", REPLY_SMTP_URL: smtp });
    expect(replying.leadRecipients).toEqual(["reply"]);
    expect(JSON.stringify(replying)).not.toContain("mailbox-password");
    expect(parseConfig({ VITE_FORM_ENDPOINT: "/api/inbox", REPLY_FROM: "hello@agency.example" }).leadRecipients).toEqual(["reply"]);
    expect(relaysLeads(parseConfig({ VITE_FORM_ENDPOINT: "/api/inbox" }))).toBe(false);
    expect(JSON.stringify(webhookOnly)).not.toContain("secret-path");
  });

  it("accepts an hCaptcha site key when the forms post to the service", () => {
    const config = parseConfig({ VITE_WEB3FORMS_ACCESS_KEY: KEY, VITE_FORM_ENDPOINT: "https://api.web3forms.com/submit", VITE_HCAPTCHA_SITE_KEY: KEY });
    expect(config.hcaptchaSiteKey).toBe(KEY);
  });

  it.each([
    [{ VITE_FORM_ENDPOINT: "/api/inbox", VITE_WEB3FORMS_ACCESS_KEY: "not-a-key" }, /VITE_WEB3FORMS_ACCESS_KEY/],
    [{ VITE_FORM_ENDPOINT: "" }, /VITE_FORM_ENDPOINT/],
    [{ VITE_FORM_ENDPOINT: "//evil.example/submit" }, /VITE_FORM_ENDPOINT/],
    [{ VITE_FORM_ENDPOINT: "http://api.web3forms.com/submit", VITE_WEB3FORMS_ACCESS_KEY: KEY }, /https URL/],
    [{ VITE_FORM_ENDPOINT: "not a url" }, /VITE_FORM_ENDPOINT/],
    [{ VITE_FORM_ENDPOINT: "https://api.web3forms.com/submit" }, /VITE_WEB3FORMS_ACCESS_KEY/],
    [{ VITE_FORM_ENDPOINT: "/api/inbox", VITE_SITE_URL: "www.example.com" }, /VITE_SITE_URL/],
    [{ VITE_FORM_ENDPOINT: "/api/inbox", VITE_SITE_URL: "https://example.com/agency" }, /VITE_SITE_URL/],
    [{ VITE_FORM_ENDPOINT: "/api/inbox", VITE_SITE_URL: "ftp://example.com" }, /VITE_SITE_URL/],
    [{ VITE_FORM_ENDPOINT: "https://api.web3forms.com/submit", VITE_WEB3FORMS_ACCESS_KEY: KEY, VITE_HCAPTCHA_SITE_KEY: "on" }, /VITE_HCAPTCHA_SITE_KEY/],
    [{ VITE_FORM_ENDPOINT: "/api/inbox", VITE_HCAPTCHA_SITE_KEY: KEY }, /VITE_HCAPTCHA_SITE_KEY.*form service/],
  ])("rejects %o with a message naming the setting", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});
