import { describe, expect, it } from "vitest";
import { clearDraft, DRAFT_TTL_MS, draftKey, loadDraft, saveDraft } from "~/forms/draft-storage";
import { contactForm } from "~/forms/contact/contact-form";

const values = { name: "Zoë", email: "zoe@brand.com", message: "مرحبا 👋" };

describe("draft storage", () => {
  it("keeps a draft in sessionStorage, never localStorage, and restores it", () => {
    saveDraft(contactForm, values, 1000);
    expect(window.localStorage.length).toBe(0);
    expect(loadDraft(contactForm, 2000)).toEqual(values);
  });

  it("keeps only the form's own fields", () => {
    saveDraft(contactForm, { ...values, botcheck: "on" } as typeof values, 1000);
    expect(JSON.parse(window.sessionStorage.getItem(draftKey("contact"))!).values).toEqual(values);
  });

  it("expires after 24 hours", () => {
    saveDraft(contactForm, values, 0);
    expect(loadDraft(contactForm, DRAFT_TTL_MS - 1)).toEqual(values);
    expect(loadDraft(contactForm, DRAFT_TTL_MS)).toBeNull();
    expect(window.sessionStorage.getItem(draftKey("contact"))).toBeNull();
  });

  it.each(["{not json", "null", "42", '{"v":1,"savedAt":"x","values":{}}', '{"v":9,"savedAt":0,"values":{}}'])(
    "ignores a corrupt draft %j",
    (raw) => {
      window.sessionStorage.setItem(draftKey("contact"), raw);
      expect(loadDraft(contactForm, 1)).toBeNull();
    },
  );

  it("ignores non-string values inside a draft", () => {
    window.sessionStorage.setItem(draftKey("contact"), JSON.stringify({ v: 1, savedAt: 0, values: { name: 5, email: "a@b.co" } }));
    expect(loadDraft(contactForm, 1)).toEqual({ name: "", email: "a@b.co", message: "" });
  });

  it("removes the draft when the form is emptied or cleared", () => {
    saveDraft(contactForm, values, 0);
    saveDraft(contactForm, { name: "", email: "", message: "" }, 0);
    expect(window.sessionStorage.getItem(draftKey("contact"))).toBeNull();
    saveDraft(contactForm, values, 0);
    clearDraft(contactForm);
    expect(loadDraft(contactForm, 0)).toBeNull();
  });
});
