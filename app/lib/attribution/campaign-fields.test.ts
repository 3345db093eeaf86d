import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  attributionFieldNames,
  CAMPAIGN_PARAMS,
  CLICK_IDS,
  MAX_VALUE_LENGTH,
  campaignFields,
  referrerOrigin,
} from "~/lib/attribution/campaign-fields";
import { landingLog, recordLanding, resetLandingLog } from "~/lib/attribution/landing-log";
import { contactForm } from "~/lib/forms/contact-form";
import { buildPayload, RESERVED_FIELDS } from "~/lib/forms/payload";

afterEach(resetLandingLog);

const land = (path: string, search: string, referrer = "") => {
  recordLanding(path, search, referrer);
  return campaignFields();
};

describe("campaignFields", () => {
  it("reads every campaign parameter and click ID of the landing page, with the path and the referrer's origin", () => {
    const search = `?${[...CAMPAIGN_PARAMS, ...CLICK_IDS].map((name) => `${name}=v-${name}`).join("&")}&other=x`;
    const fields = new Map(land("/services", search, "https://l.instagram.com/some/path?u=secret"));
    expect(fields.get("first_touch_landing_page")).toBe("/services");
    for (const name of [...CAMPAIGN_PARAMS, ...CLICK_IDS]) expect(fields.get(`first_touch_${name}`)).toBe(`v-${name}`);
    expect(fields.get("first_touch_referrer")).toBe("https://l.instagram.com");
    expect([...fields.keys()].some((name) => name.includes("other"))).toBe(false);
  });

  it("keeps click IDs byte for byte (they are case-sensitive) and decodes the query", () => {
    const fields = new Map(land("/", "?fbclid=AbC_12-xyz&gclid=Cj0KCQ%2BabC&utm_campaign=spring%20sale"));
    expect(fields.get("first_touch_fbclid")).toBe("AbC_12-xyz");
    expect(fields.get("first_touch_gclid")).toBe("Cj0KCQ+abC");
    expect(fields.get("first_touch_utm_campaign")).toBe("spring sale");
  });

  it(`caps every value at ${MAX_VALUE_LENGTH} characters and drops control characters`, () => {
    const fields = new Map(land("/", `?utm_source=${"a".repeat(500)}&utm_medium=pa%0D%0Aid%00&utm_term=%09`));
    expect(fields.get("first_touch_utm_source")).toBe("a".repeat(MAX_VALUE_LENGTH));
    expect(fields.get("first_touch_utm_medium")).toBe("paid");
    expect(fields.has("first_touch_utm_term")).toBe(false);
  });

  it("sends only fields with a value", () => {
    expect(land("/about", "")).toEqual([["first_touch_landing_page", "/about"]]);
    resetLandingLog();
    expect(land("/", "?utm_source=&utm_medium=")).toEqual([["first_touch_landing_page", "/"]]);
  });

  it("keeps the first touch and adds the latest later landing that carried campaign parameters", () => {
    recordLanding("/", "?utm_source=instagram&fbclid=first", "https://www.instagram.com/");
    recordLanding("/services", "");
    recordLanding("/about", "?utm_source=tiktok&ttclid=second");
    recordLanding("/contact", "?ref=menu");
    const fields = new Map(campaignFields());
    expect(fields.get("first_touch_utm_source")).toBe("instagram");
    expect(fields.get("first_touch_fbclid")).toBe("first");
    expect(fields.get("last_touch_landing_page")).toBe("/about");
    expect(fields.get("last_touch_utm_source")).toBe("tiktok");
    expect(fields.get("last_touch_ttclid")).toBe("second");
    expect(fields.has("last_touch_referrer")).toBe(false);
  });

  it("records later pages only when they have a query, and the referrer only once", () => {
    recordLanding("/", "", "https://a.example/");
    recordLanding("/services", "", "https://b.example/");
    recordLanding("/about", "?x=1", "https://c.example/");
    expect(landingLog()).toEqual({ landings: [{ path: "/", search: "" }, { path: "/about", search: "?x=1" }], referrer: "https://a.example/" });
  });

  it("names only fields from the fixed list", () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.webQueryParameters(), (path, first, later) => {
        resetLandingLog();
        recordLanding(path, `?${first}`, "https://x.example/");
        recordLanding("/contact", `?${later}`);
        for (const [name, value] of campaignFields()) {
          expect(attributionFieldNames()).toContain(name);
          expect(value.length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
          // eslint-disable-next-line no-control-regex
          expect(value).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("referrerOrigin", () => {
  it.each([
    ["https://l.facebook.com/l.php?u=https%3A%2F%2Fsite&h=secret", "https://l.facebook.com"],
    ["android-app://com.instagram.android/", "android-app://com.instagram.android"],
    ["", ""],
    ["not a url", ""],
  ])("%s → %s", (referrer, origin) => {
    expect(referrerOrigin(referrer)).toBe(origin);
  });
});

describe("the payload guard", () => {
  const values = { name: "Zoë", email: "zoe@brand.com", message: "Hi" };
  const reserved = [...RESERVED_FIELDS, ...contactForm.fields.map((field) => field.name)];

  it("lets no URL change a reserved or form field: /?access_key=x&email=evil@example.com&subject=hi", () => {
    recordLanding("/", "?access_key=x&email=evil%40example.com&subject=hi&replyto=evil%40example.com&utm_source=ig");
    const body = buildPayload(contactForm, values, { accessKey: "key", reference: "ABCD-EFGH", campaign: campaignFields() });
    expect(body.getAll("access_key")).toEqual(["key"]);
    expect(body.getAll("email")).toEqual(["zoe@brand.com"]);
    expect(body.getAll("replyto")).toEqual(["zoe@brand.com"]);
    expect(body.getAll("subject")).toEqual(["New contact message: Zoë [ref ABCD-EFGH]"]);
    expect(body.get("first_touch_utm_source")).toBe("ig");
    expect([...body.keys()].filter((name) => name.includes("evil"))).toEqual([]);
  });

  it("drops campaign fields whose names are taken, whatever they are", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...reserved), fc.string()), fc.string()), { maxLength: 30 }),
        (campaign) => {
          const body = buildPayload(contactForm, values, { accessKey: "key", reference: "ABCD-EFGH", campaign });
          for (const name of reserved) expect(body.getAll(name).length).toBeLessThanOrEqual(1);
          expect(body.get("access_key")).toBe("key");
          expect(body.get("email")).toBe("zoe@brand.com");
          expect(body.get("reference")).toBe("ABCD-EFGH");
          expect(new Set([...body.keys()]).size).toBe([...body.keys()].length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on any query string, and never lets it override anything sent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 500 }), fc.string({ maxLength: 200 }), (query, referrer) => {
        resetLandingLog();
        recordLanding("/", query, referrer);
        recordLanding("/apply-client", `?${query}`);
        const body = buildPayload(contactForm, values, { accessKey: "key", reference: "ABCD-EFGH", campaign: campaignFields() });
        expect(body.getAll("access_key")).toEqual(["key"]);
        expect(body.getAll("email")).toEqual(["zoe@brand.com"]);
        expect(body.getAll("subject")).toEqual(["New contact message: Zoë [ref ABCD-EFGH]"]);
        expect(body.getAll("replyto")).toEqual(["zoe@brand.com"]);
        expect(body.getAll("botcheck")).toEqual([""]);
      }),
      { numRuns: 300 },
    );
  });
});
