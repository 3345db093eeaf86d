import { describe, expect, it } from "vitest";
import { applyForm } from "~/forms/apply/apply-form";
import { validateApplication } from "~/forms/apply/apply-schema";
import { validateContact } from "~/forms/contact/contact-schema";
import { fieldMessages, fieldsInMessages } from "~/content/form-messages";

const contact = { name: "Alex Morgan", email: "alex@brand.com", message: "We want more sales." };
const application = {
  email: "alex@brand.com",
  fullName: "Alex Morgan",
  age: "29",
  instagramId: "@alex.brand_1",
  phoneNumber: "+1 (555) 010-0199",
  followers: "12500",
  goals: "Launch our spring line.",
};

type Validate = (values: never) => { ok: true } | { ok: false; errors: Record<string, string | undefined> };
const errorsOf = (validate: Validate, values: Record<string, string>): Record<string, string | undefined> => {
  const result = validate(values as never);
  return result.ok ? {} : result.errors;
};

describe("contact form schema", () => {
  it("accepts a complete message and trims it", () => {
    const result = validateContact({ name: "  Alex  ", email: " alex@brand.com ", message: "\n Hi \n" });
    expect(result).toEqual({ ok: true, data: { name: "Alex", email: "alex@brand.com", message: "Hi" } });
  });

  it("requires every field, even when only spaces were typed", () => {
    expect(Object.keys(errorsOf(validateContact, { name: "   ", email: "", message: " " }))).toEqual(["name", "email", "message"]);
  });

  it.each([
    ["name", "x".repeat(100), true],
    ["name", "x".repeat(101), false],
    // 254 characters at most; each part of the domain at most 63.
    ["email", `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`, true],
    ["email", `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`, false],
    ["email", `alex@${"b".repeat(64)}.com`, false],
    ["email", "alex@", false],
    ["email", "alex@brand", false],
    ["email", "alex@brand.c0m", false],
    ["email", "alex brand@x.com", false],
    ["email", "<script>@x.com", false],
    ["message", "m".repeat(5000), true],
    ["message", "m".repeat(5001), false],
  ])("%s of %#: valid is %s", (field, value, valid) => {
    const errors = errorsOf(validateContact, { ...contact, [field]: value });
    expect(errors[field] === undefined).toBe(valid);
  });

  // A control character in a lead could rewrite the terminal or the sheet of whoever reads it (an escape sequence).
  it("refuses a control character in the name and the message, but keeps a message's tabs and line breaks", () => {
    const { name, longText } = fieldMessages;
    expect(errorsOf(validateContact, { ...contact, name: "Eve\x1b]0;PWNED\x07\x1b[2J" }).name).toBe(name.controlCharacter(fieldsInMessages.contact.name));
    expect(errorsOf(validateContact, { ...contact, name: "Eve\u009b2J" }).name).toBe(name.controlCharacter(fieldsInMessages.contact.name));
    expect(errorsOf(validateContact, { ...contact, message: "First line\x0bsecond" }).message).toBe(longText.controlCharacter);
    expect(errorsOf(validateContact, { ...contact, message: "First line\r\n\tsecond, indented" })).toEqual({});
    expect(errorsOf(validateApplication, { ...application, fullName: "Alex\x00Morgan", goals: "More\x1b[2J" })).toEqual({
      fullName: name.controlCharacter(fieldsInMessages.apply.fullName),
      goals: longText.controlCharacter,
    });
  });

  it("gives friendly messages", () => {
    expect(errorsOf(validateContact, { ...contact, email: "alex@" }).email).toBe(
      "Please enter a valid e-mail address, like name@example.com.",
    );
  });
});

describe("client application schema", () => {
  it("accepts a complete application", () => {
    expect(validateApplication(application)).toEqual({ ok: true, data: application });
  });

  it.each([
    ["age", "13", true],
    ["age", "120", true],
    ["age", "12", false],
    ["age", "121", false],
    ["age", "29.5", false],
    ["age", "-20", false],
    // As a number input takes it (JavaScript off posts it as typed): any notation of a whole number in range.
    ["age", "1e2", true],
    ["age", "30.0", true],
    ["age", "1e3", false],
    ["age", "+30", false],
    ["followers", "0", true],
    ["followers", "999999999999", true],
    ["followers", "-1", false],
    ["followers", "12.5", false],
    ["followers", "12k", false],
    ["followers", "1000000000000", false],
    ["phoneNumber", "5550100", true],
    ["phoneNumber", "+44 (20) 7946-0958", true],
    ["phoneNumber", "555010", false],
    ["phoneNumber", "1".repeat(21), false],
    ["phoneNumber", "555-CALL-NOW", false],
    ["phoneNumber", "+-()- ()+-", false],
    ["instagramId", "brand", true],
    ["instagramId", "@brand.name_01", true],
    ["instagramId", "b".repeat(30), true],
    ["instagramId", "b".repeat(31), false],
    ["instagramId", "@@brand", false],
    ["instagramId", "brand name", false],
    ["instagramId", "brand-name", false],
    ["fullName", "x".repeat(101), false],
    ["goals", "g".repeat(5001), false],
  ])("%s = %j: valid is %s", (field, value, valid) => {
    const errors = errorsOf(validateApplication, { ...application, [field]: value });
    expect(errors[field] === undefined).toBe(valid);
  });

  it("orders errors as the fields appear, so focus goes to the first one", () => {
    const errors = errorsOf(validateApplication, { ...application, age: "", goals: "", fullName: "" });
    expect(applyForm.fields.map((field) => field.name).filter((name) => name in errors)).toEqual([
      "fullName",
      "age",
      "goals",
    ]);
  });
});
