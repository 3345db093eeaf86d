import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  attributionFieldNames,
  CAMPAIGN_PARAMS,
  CLICK_IDS,
  MAX_VALUE_LENGTH,
  campaignFields,
  referrerOrigin,
} from "~/lib/attribution/campaign-fields";
import { landingLog, LOG_PREFIX, MAX_LANDINGS, noteLanding, resetLandingLog, type Landing } from "~/lib/attribution/landing-log";
import { contactForm } from "~/forms/contact/contact-form";
import { buildPayload, RESERVED_FIELDS } from "~/forms/send-lead";

afterEach(() => {
  resetLandingLog();
  vi.useRealTimers();
});

const land = (path: string, search: string, referrer = "") => campaignFields({ landings: [{ path, search }], referrer });

/** The tab shows a page (as a load or the router would), arriving from `referrer`. */
function visit(path: string, search = "", referrer = "") {
  history.replaceState(null, "", `${path}${search && !search.startsWith("?") ? "?" : ""}${search}`);
  Object.defineProperty(document, "referrer", { configurable: true, get: () => referrer });
  noteLanding();
}

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
    const landings: Landing[] = [
      { path: "/", search: "?utm_source=instagram&fbclid=first" },
      { path: "/about", search: "?utm_source=tiktok&ttclid=second" },
      { path: "/contact", search: "?ref=menu" },
    ];
    const fields = new Map(campaignFields({ landings, referrer: "https://www.instagram.com/" }));
    expect(fields.get("first_touch_utm_source")).toBe("instagram");
    expect(fields.get("first_touch_fbclid")).toBe("first");
    expect(fields.get("last_touch_landing_page")).toBe("/about");
    expect(fields.get("last_touch_utm_source")).toBe("tiktok");
    expect(fields.get("last_touch_ttclid")).toBe("second");
    expect(fields.has("last_touch_referrer")).toBe(false);
  });

  // Generating web paths and queries is most of this test's work, and a busy host once took it past the default 5 s.
  it("names only fields from the fixed list", { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.webQueryParameters(), (path, first, later) => {
        const landings = [{ path, search: `?${first}` }, { path: "/contact", search: `?${later}` }];
        for (const [name, value] of campaignFields({ landings, referrer: "https://x.example/" })) {
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

describe("the landing log in the tab's name", () => {
  it("notes the first page with its referrer, then later pages with a query, each once", () => {
    visit("/", "", "https://a.example/");
    visit("/services", "", `${location.origin}/`);
    visit("/about", "?x=1", `${location.origin}/services`);
    visit("/about", "?x=1", `${location.origin}/services`);
    expect(landingLog()).toEqual({
      landings: [
        { path: "/", search: "", at: expect.any(Number) },
        { path: "/about", search: "?x=1", at: expect.any(Number) },
      ],
      referrer: "https://a.example/",
    });
  });

  it("carries the ad that brought the visitor to a page reached by a page load, which knows nothing else, and when it came", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T09:12:03.456Z"));
    visit("/", "?utm_source=instagram&utm_campaign=spring&fbclid=FB123", "https://l.instagram.com/");
    vi.setSystemTime(new Date("2026-11-27T09:14:00.000Z"));
    visit("/apply-client", "", `${location.origin}/?utm_source=instagram&utm_campaign=spring&fbclid=FB123`);
    expect(campaignFields()).toEqual([
      ["first_touch_landing_page", "/"],
      ["first_touch_utm_source", "instagram"],
      ["first_touch_utm_campaign", "spring"],
      ["first_touch_fbclid", "FB123"],
      // When the tab first showed the page the ad led to: Meta's fbc is made of it (relay/lead-deliveries.mjs).
      ["first_touch_at", "2026-11-27T09:12:03.456Z"],
      ["first_touch_referrer", "https://l.instagram.com"],
    ]);
  });

  it(`keeps the first landing and the latest ${MAX_LANDINGS - 1} later ones`, () => {
    visit("/", "?utm_source=first");
    for (let index = 1; index <= 30; index++) visit("/services", `?utm_content=${index}`);
    const { landings } = landingLog();
    expect(landings).toHaveLength(MAX_LANDINGS);
    expect(landings[0]).toMatchObject({ path: "/", search: "?utm_source=first" });
    expect(landings.at(-1)).toMatchObject({ path: "/services", search: "?utm_content=30" });
  });

  it.each([
    ["a name of its own", "results-window"],
    ["a log of another shape", `${LOG_PREFIX}{"landings":[{"path":1}],"referrer":""}`],
    ["a log that is not JSON", `${LOG_PREFIX}{`],
  ])("starts afresh in a tab that already has %s", (_, name) => {
    window.name = name;
    expect(landingLog()).toEqual({ landings: [], referrer: "" });
    visit("/contact", "", "https://b.example/");
    expect(landingLog()).toEqual({ landings: [{ path: "/contact", search: "", at: expect.any(Number) }], referrer: "https://b.example/" });
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
    const search = "?access_key=x&email=evil%40example.com&subject=hi&replyto=evil%40example.com&utm_source=ig";
    const campaign = campaignFields({ landings: [{ path: "/", search }], referrer: "" });
    const body = buildPayload(contactForm, values, { accessKey: "key", reference: "ABCD-EFGH", campaign });
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
        const campaign = campaignFields({ landings: [{ path: "/", search: query }, { path: "/apply-client", search: `?${query}` }], referrer });
        const body = buildPayload(contactForm, values, { accessKey: "key", reference: "ABCD-EFGH", campaign });
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
