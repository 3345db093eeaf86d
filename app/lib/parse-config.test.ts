import { describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/parse-config";

const KEY = "1b7c3a52-9f0e-4c55-8f7e-2d4b6a9c0e11";

describe("parseConfig", () => {
  it("accepts the form service with its key and a site URL", () => {
    expect(
      parseConfig({
        VITE_WEB3FORMS_ACCESS_KEY: KEY,
        VITE_FORM_ENDPOINT: "https://api.web3forms.com/submit",
        VITE_SITE_URL: "https://www.example.com/",
      }),
    ).toEqual({ accessKey: KEY, formEndpoint: "https://api.web3forms.com/submit", siteUrl: "https://www.example.com", hcaptchaSiteKey: "" });
  });

  it("accepts a same-origin endpoint without a key and defaults the site URL to the local server", () => {
    expect(parseConfig({ VITE_FORM_ENDPOINT: "/api/inbox" })).toEqual({
      accessKey: "",
      formEndpoint: "/api/inbox",
      siteUrl: "http://localhost:3000",
      hcaptchaSiteKey: "",
    });
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
