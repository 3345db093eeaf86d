// @vitest-environment node
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { RelayedLead } from "./relayed-lead.mjs";
import { matchOf, normalisedEmail, normalisedNames, normalisedPhone, normalisedPlace, sha256 } from "./lead-match.mjs";

// Every identifier the relay hashes, against Meta's own Business SDK for Node: for the same normalised input, its
// `ServerSideUtils.normalizeAndHash` gives the same hash (it lowercases, trims and checks; it adds no country to a
// phone number and splits no name, which is the relay's work, tested here on inputs typed into real forms).
const { ServerSideUtils } = createRequire(import.meta.url)("facebook-nodejs-business-sdk") as {
  ServerSideUtils: { normalizeAndHash(input: string, field: string): string | null };
};
const meta = (input: string, field: string) => ServerSideUtils.normalizeAndHash(input, field);

describe("a lead's identifiers, normalised and hashed as Meta's SDK does", () => {
  it("the e-mail", async () => {
    const email = normalisedEmail("  Zoe@Brand.COM ");
    expect(email).toBe("zoe@brand.com");
    expect(await sha256(email)).toBe(meta(email, "em"));
  });

  it.each([
    ["07911 123456", "GB", "447911123456"],
    ["+44 7911 123456", "DE", "447911123456"],
    ["+1 (415) 555-0132", undefined, "14155550132"],
    ["+1 (415) 555-0132", "GB", "14155550132"],
    ["0049 30 1234567", undefined, "49301234567"],
    ["0049 30 1234567", "GB", "49301234567"],
    ["030 1234567", "DE", "49301234567"],
    ["(415) 555-0132", "US", "14155550132"],
  ])("the phone number %s typed by a visitor in %s: %s, with its country", async (typed, country, digits) => {
    expect(normalisedPhone(typed, country)).toBe(digits);
    expect(await sha256(digits)).toBe(meta(digits, "ph"));
  });

  it.each([
    ["12345", "GB"],
    // The right length for Britain, in no range allocated there.
    ["1234567", "GB"],
    // Ofcom's range for drama: never a real number.
    ["07700 900123", "GB"],
    ["07911 123456", undefined],
    ["not a number", "GB"],
    ["", "GB"],
    ["07911 123456", "ZZ"],
  ])("no phone number for %s in %s: a number that cannot be placed, or is in no allocated range, is left out, never sent as a wrong hash", (typed, country) => {
    expect(normalisedPhone(typed, country)).toBe("");
  });

  it.each([
    ["María-José O'Neil", "maríajosé", "oneil"],
    ["Prince", "prince", ""],
    ["  van der Berg  ", "", "vanderberg"],
    ["Zoë Brand", "zoë", "brand"],
    ["Ana Maria de Souza", "ana", "mariadesouza"],
    ["Zoe\u0308 Brand", "zoë", "brand"],
  ])("the name %s: first %s, last %s", async (typed, first, last) => {
    expect(normalisedNames(typed)).toEqual({ first, last });
    if (first) expect(await sha256(first)).toBe(meta(first, "fn"));
    if (last) expect(await sha256(last)).toBe(meta(last, "ln"));
  });

  it.each([
    [{ country: "GB", city: "London", region: "England", regionCode: "ENG", postalCode: "SW1A 1AA" }, { country: "gb", city: "london", region: "england", postalCode: "sw1a1aa" }],
    [{ country: "US", city: "San Francisco", region: "California", regionCode: "CA", postalCode: "94107-1234" }, { country: "us", city: "sanfrancisco", region: "ca", postalCode: "94107" }],
    [{ country: "BR", city: "São Paulo", region: "São Paulo", regionCode: "SP", postalCode: "01310-100" }, { country: "br", city: "sãopaulo", region: "sãopaulo", postalCode: "01310" }],
    [{ country: "XX" }, { country: "", city: "", region: "", postalCode: "" }],
    [{ country: "T1", city: "" }, { country: "", city: "", region: "", postalCode: "" }],
    [undefined, { country: "", city: "", region: "", postalCode: "" }],
  ])("the request's place %j", async (place, normalised) => {
    expect(normalisedPlace(place)).toEqual(normalised);
    const fields = { country: "country", city: "ct", region: "st", postalCode: "zp" } as const;
    for (const [name, field] of Object.entries(fields)) {
      const value = normalised[name as keyof typeof fields];
      if (value) expect(await sha256(value)).toBe(meta(value, field));
    }
  });

  it("the lead's one ID across its events: its reference", async () => {
    expect(await sha256("k7qm-3xpa")).toBe(meta("K7QM-3XPA", "external_id"));
  });

  it("all of them in the lead's match, from the forms' own fields and the host's place, the phone with the visitor's country before the agency's", async () => {
    const lead: RelayedLead = {
      reference: "K7QM-3XPA",
      form: "apply",
      receivedAt: "2026-11-27T10:00:00.000Z",
      fields: { fullName: "María-José O'Neil", email: "Maria@Brand.com", phoneNumber: "07911 123456" },
      attribution: {},
      consent: true,
      place: { country: "GB", city: "London", region: "England", regionCode: "ENG", postalCode: "SW1A 1AA" },
    };
    const match = await matchOf(lead, { phoneCountry: "DE" });
    expect(match).toMatchObject({
      email: meta("maria@brand.com", "em"),
      phone: meta("447911123456", "ph"),
      firstName: meta("maríajosé", "fn"),
      lastName: meta("oneil", "ln"),
      country: meta("gb", "country"),
      city: meta("london", "ct"),
      region: meta("england", "st"),
      postalCode: meta("sw1a1aa", "zp"),
      externalId: meta("k7qm-3xpa", "external_id"),
    });
    // Without a place, the agency's country places the number; without either, no number.
    expect((await matchOf({ ...lead, place: undefined }, { phoneCountry: "GB" })).phone).toBe(meta("447911123456", "ph"));
    // A number of the right length in no allocated range is left out of the match; the rest of it stays.
    const unallocated = await matchOf({ ...lead, fields: { ...lead.fields, phoneNumber: "1234567" } }, { phoneCountry: "GB" });
    expect(unallocated.phone).toBeUndefined();
    expect(unallocated.email).toBe(match.email);
    const unplaced = await matchOf({ ...lead, place: undefined });
    expect(unplaced.phone).toBeUndefined();
    expect(Object.keys(unplaced).filter((key) => ["country", "city", "region", "postalCode"].includes(key))).toEqual([]);
    // Kept for the lead's stages: hashes, never a name, a number or a place in the clear.
    expect(JSON.stringify(match)).not.toMatch(/maría|o'neil|07911|london|england|sw1a/i);
  });
});
