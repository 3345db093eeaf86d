import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyForm } from "~/lib/forms/apply-form";
import { validateApplication } from "~/lib/forms/apply-schema";
import { contactForm } from "~/lib/forms/contact-form";
import { validateContact } from "~/lib/forms/contact-schema";
import type { FormValidator, LeadFormDefinition } from "~/lib/forms/lead-form";
import { buildPayload } from "~/lib/forms/payload";

const markup = fc.constantFrom(
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "{{constructor.constructor('x')()}}",
  "'; DROP TABLE leads; --",
  "\u202Eevil\u202C",
  "שלום עולם",
  "مرحبا",
  "👩🏽‍💻🚀✨",
  "e\u0301",
  "\u0000",
);
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  markup,
  fc.tuple(fc.string({ unit: "grapheme" }), markup).map(([text, bad]) => ` ${text}${bad} `),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);

function valuesArbitrary(form: LeadFormDefinition): fc.Arbitrary<Record<string, string>> {
  return fc.record(Object.fromEntries(form.fields.map((field) => [field.name, anyText])));
}

describe.each([
  ["contact", contactForm as LeadFormDefinition, validateContact as FormValidator<string>],
  ["apply", applyForm as LeadFormDefinition, validateApplication as FormValidator<string>],
])("%s form under random input", (_name, form, validate) => {
  it("never throws, and either accepts the trimmed input or names a field", () => {
    fc.assert(
      fc.property(valuesArbitrary(form), (values) => {
        const result = validate(values);
        if (result.ok) {
          for (const field of form.fields) expect(result.data[field.name]).toBe(values[field.name]!.trim());
        } else {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
          for (const message of Object.values(result.errors)) expect(typeof message).toBe("string");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("sends free text byte for byte (after trimming) whenever it is valid", () => {
    const free = form.fields.find((field) => field.kind === "textarea")!;
    const valid: Record<string, string> = Object.fromEntries(
      form.fields.map((field) => [field.name, sampleValid[field.name] ?? ""]),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "grapheme", minLength: 1, maxLength: 2000 }), markup), (text) => {
        const values = { ...valid, [free.name]: text };
        const result = validate(values);
        fc.pre(result.ok);
        if (!result.ok) return;
        const payload = buildPayload(form, result.data, { accessKey: "key", reference: "ABCD-EFGH" });
        expect(payload.get(free.name)).toBe(text.trim());
        expect(new TextEncoder().encode(String(payload.get(free.name)))).toEqual(new TextEncoder().encode(text.trim()));
      }),
      { numRuns: 200 },
    );
  });
});

const sampleValid: Record<string, string> = {
  name: "Alex",
  email: "alex@brand.com",
  message: "Hello",
  fullName: "Alex Morgan",
  age: "30",
  instagramId: "@alex",
  phoneNumber: "+1 555 010 0199",
  followers: "100",
  goals: "Grow",
};
