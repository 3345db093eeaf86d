import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LeadForm } from "~/forms/lead-form";
import { applyForm } from "~/forms/apply/apply-form";
import { validateApplication } from "~/forms/apply/apply-schema";
import { contactForm } from "~/forms/contact/contact-form";
import { validateContact } from "~/forms/contact/contact-schema";
import type { FieldDefinition, FormValidator, LeadFormDefinition } from "~/forms/form-definition";
import { controlCharacters, limits } from "~/forms/limits";
import { buildPayload } from "~/forms/send-lead";
import { renderAt } from "../../tests/render-route";

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

/** Strings near each field's bounds and shapes, where the browser and the schema could part ways. */
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
const numberLike = fc.oneof(
  fc.integer({ min: -5, max: 200 }).map(String),
  fc.constantFrom(String(limits.followersMax), String(limits.followersMax + 1), "1e400", "-0", "+13", "013", ".5", "1.", "3e1", "1.3e1", "30.0", "29.5", "1e2", "12k", " 30"),
  fc.tuple(fc.constantFrom("", "-"), digits(1, 14), fc.constantFrom("", ".0", ".5", ".00"), fc.constantFrom("", "e0", "e1", "E+2", "e-1", "e400")).map((parts) => parts.join("")),
);
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.tuple(
    fc.string({ unit: fc.constantFrom(..."ab.!#+_-~'`{}|/=?^$%&*\" (),:;<>[]\\é"), minLength: 0, maxLength: 12 }),
    fc.constantFrom("@", "@@", ""),
    fc.string({ unit: fc.constantFrom(..."abc.-0_é"), minLength: 0, maxLength: 12 }),
    fc.constantFrom("", ".com", ".c", ".co1", ".x-y", "."),
  ).map((parts) => parts.join("")),
  fc.constantFrom(`${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}`, `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}`),
);
const handleLike = fc.tuple(fc.constantFrom("", "@", "@@", " "), fc.string({ unit: fc.constantFrom(..."aZ09._- @é"), maxLength: 34 })).map(([a, b]) => a + b);
const phoneLike = fc.string({ unit: fc.constantFrom(..."0123456789 +-()x."), maxLength: 24 });
const padded = (text: fc.Arbitrary<string>) => fc.tuple(fc.constantFrom("", " ", "\t", "\n "), text, fc.constantFrom("", " ", "\n")).map((parts) => parts.join(""));

function valuesFor(field: FieldDefinition): fc.Arbitrary<string> {
  const near = { number: numberLike, email: emailLike, tel: phoneLike, text: field.pattern ? handleLike : fc.string({ maxLength: limits.name + 3 }), textarea: fc.string({ maxLength: 20 }) }[field.kind];
  const long = fc.nat({ max: 3 }).map((extra) => "x".repeat((field.maxLength ?? 10) - 1 + extra));
  return fc.oneof(padded(near), near, long, anyText, fc.constantFrom("", "   "));
}

const forms = [
  ["contact", contactForm as LeadFormDefinition, validateContact as FormValidator<string>],
  ["apply", applyForm as LeadFormDefinition, validateApplication as FormValidator<string>],
] as const;

describe.each(forms)("%s form: the schema and the browser's own checks", (_name, form, validate) => {
  it.each(form.fields.map((field) => [field.name, field] as const))("%s: the schema accepts exactly what the prerendered input accepts", (_field, field) => {
    const { container } = renderAt(() => <LeadForm form={form} />, "/form");
    const input = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field.name}"]`)!;
    // The browser's check, on the input as rendered: its own constraint validation, and its maxlength (which
    // stops typing rather than failing the check). The schema trims first; the browser sees what is left.
    const browserAccepts = (value: string) => {
      input.value = value;
      return input.checkValidity() && (input.maxLength < 0 || input.value.length <= input.maxLength);
    };
    const schemaAccepts = (value: string) => {
      const result = validate({ ...sampleValid, [field.name]: value });
      return result.ok || result.errors[field.name] === undefined;
    };
    fc.assert(
      fc.property(valuesFor(field), (value) => {
        // A control character no one types: no check of a text area or a plain text input can refuse it, so only
        // the schema does (without JavaScript, the inbox refuses the post and shows the form-error page).
        const control = !field.pattern && ["text", "textarea"].includes(field.kind) && controlCharacters[field.kind === "textarea" ? "lines" : "oneLine"].test(value.trim());
        expect(schemaAccepts(value), JSON.stringify(value)).toBe(!control && browserAccepts(value.trim()));
      }),
      { numRuns: 400 },
    );
  });
});

describe.each(forms)("%s form under random input", (_name, form, validate) => {
  it("never throws, and either accepts the trimmed input or names a field", () => {
    fc.assert(
      fc.property(fc.record(Object.fromEntries(form.fields.map((field) => [field.name, anyText]))), (values) => {
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
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "grapheme", minLength: 1, maxLength: 2000 }), markup), (text) => {
        const result = validate({ ...sampleValid, [free.name]: text });
        fc.pre(result.ok);
        if (!result.ok) return;
        const payload = buildPayload(form, result.data, { accessKey: "key", reference: "ABCD-EFGH" });
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
