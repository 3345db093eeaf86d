import { describe, expect, it } from "vitest";
import { resolveFormEndpoint, WEB3FORMS_ENDPOINT } from "~/lib/form-endpoint";
import { LOCAL_INBOX_PATH } from "~/lib/site-endpoints.mjs";

describe("resolveFormEndpoint", () => {
  it("uses the local inbox when no access key is set", () => {
    expect(resolveFormEndpoint({})).toBe(LOCAL_INBOX_PATH);
    expect(resolveFormEndpoint({ VITE_WEB3FORMS_ACCESS_KEY: "  " })).toBe(LOCAL_INBOX_PATH);
  });

  it("uses Web3Forms when a key is set", () => {
    expect(resolveFormEndpoint({ VITE_WEB3FORMS_ACCESS_KEY: "key" })).toBe(WEB3FORMS_ENDPOINT);
  });

  it("lets an explicit endpoint win", () => {
    expect(resolveFormEndpoint({ VITE_FORM_ENDPOINT: "https://forms.example.com/submit" })).toBe(
      "https://forms.example.com/submit",
    );
  });
});
