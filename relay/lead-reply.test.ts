import { describe, expect, it } from "vitest";
import type { RelayedLead } from "./relayed-lead.mjs";
import { shown } from "../tests/shipped-content";
import { agencyMailOf, firstNameOf, mailOf, replyDeliveryOf, replyKeyDay } from "./lead-reply.mjs";
import { judgementOf } from "./judged-lead.mjs";
import { EXAMPLE_RULES, FIT_SCHEDULER, GUIDE, application } from "../tests/qualification/judgement-cases";

const CONTENT_WORDS = { booking: shown("booking"), site: shown("site") };

// The reply each lead receives (relay/lead-reply.mjs), with the shipped defaults' words (a Cal.com scheduler set).

const lead = (fields: Record<string, string>, extra: Partial<RelayedLead> = {}): RelayedLead => ({
  reference: "K7QM-3XPA",
  form: "apply",
  receivedAt: "2026-11-28T10:00:00.000Z",
  fields: { email: "zoe@brand.com", ...fields },
  attribution: {},
  consent: false,
  ...extra,
});
const reply = { from: "replies@agency.example" };

describe("a lead's reply", () => {
  it("takes a first name only when the whole name is plainly one", () => {
    expect(firstNameOf("Zoë Brand")).toBe("Zoë");
    expect(firstNameOf("  Anne-Marie O'Neil ")).toBe("Anne-Marie");
    expect(firstNameOf("Visit www.cheap-pills.example")).toBe("");
    expect(firstNameOf("Zoe http://x.example")).toBe("");
    expect(firstNameOf("Zoe zoe@brand.com")).toBe("");
    expect(firstNameOf("R2D2")).toBe("");
    expect(firstNameOf("Buy cheap pills now at our shop")).toBe("");
  });

  it("holds the reference, what happens next and the booking link prefilled, and nothing else the visitor typed", async () => {
    const delivery = await replyDeliveryOf(lead({ fullName: "Zoë Brand", message: "Visit www.cheap-pills.example" }), { reply });
    const { to, subject, text } = JSON.parse(delivery!.body);
    expect(to).toBe("zoe@brand.com");
    expect(subject).toContain("K7QM-3XPA");
    expect(text).toContain("Zoë");
    expect(text).not.toContain("Brand,");
    expect(text).not.toContain("cheap-pills");
    const link = new URL(/https:\/\/\S+/.exec(text)![0]);
    expect(link.origin + link.pathname).toBe(CONTENT_WORDS.booking.scheduler);
    expect(Object.fromEntries(link.searchParams)).toEqual({ name: "Zoë", email: "zoe@brand.com", "metadata[reference]": "K7QM-3XPA" });
  });

  it("leaves out a name that is not one, even from the link, and offers no call where the form does not", async () => {
    const spam = JSON.parse((await replyDeliveryOf(lead({ fullName: "Visit www.cheap-pills.example" }), { reply }))!.body);
    expect(spam.text).not.toMatch(/cheap|Visit/);
    expect(spam.text.startsWith(CONTENT_WORDS.booking.reply.greetingWithoutName)).toBe(true);
    const contact = JSON.parse((await replyDeliveryOf(lead({ name: "Zoë Brand" }, { form: "contact" }), { reply }))!.body);
    expect(CONTENT_WORDS.booking.offeredAfter.contact).toBeFalsy();
    expect(contact.text).not.toContain("https://");
    expect(contact.text).toContain("K7QM-3XPA");
  });

  it("is keyed by the address and the day, whatever its case, so each address receives one a day", async () => {
    const first = await replyDeliveryOf(lead({ name: "Zoë" }), { reply });
    const again = await replyDeliveryOf(lead({ name: "Zoë" }, { reference: "ABCD-EFGH", receivedAt: "2026-11-28T23:59:00.000Z", fields: { email: " Zoe@Brand.COM " } }), { reply });
    const tomorrow = await replyDeliveryOf(lead({ name: "Zoë" }, { receivedAt: "2026-11-29T00:00:00.000Z" }), { reply });
    expect(again!.key).toBe(first!.key);
    expect(tomorrow!.key).not.toBe(first!.key);
    expect(replyKeyDay(first!.key!)).toBe("2026-11-28");
    expect(first!.key).not.toContain("zoe");
    expect(await replyDeliveryOf(lead({ name: "Zoë" }), {})).toBeNull();
  });

  it("comes from the agency, by its name, with replies to its address", async () => {
    const delivery = (await replyDeliveryOf(lead({ name: "Zoë" }), { reply }))!;
    expect(mailOf(delivery, reply)).toMatchObject({ from: { name: CONTENT_WORDS.site.name, email: reply.from }, replyTo: CONTENT_WORDS.site.email, to: "zoe@brand.com" });
    expect(mailOf(delivery, {}).from.email).toBe(CONTENT_WORDS.site.email);
  });

  it("by the agency's rules: a fit lead's link to its rule's scheduler, a lead judged not a fit the rule's words and links and no calendar", async () => {
    const judged = async (fields: Record<string, string>) => {
      const applicant = lead(application(fields));
      return JSON.parse((await replyDeliveryOf(applicant, { reply, rules: EXAMPLE_RULES }, judgementOf(applicant, EXAMPLE_RULES)))!.body).text as string;
    };
    const fit = new URL(/https:\/\/\S+/.exec(await judged({ followers: "20000" }))![0]);
    expect(fit.origin + fit.pathname).toBe(FIT_SCHEDULER);
    expect(fit.searchParams.get("metadata[reference]")).toBe("K7QM-3XPA");
    const young = await judged({ age: "15", followers: "20000" });
    expect(young).toContain((EXAMPLE_RULES[0] as { message: string }).message);
    expect(young).not.toContain(CONTENT_WORDS.booking.reply.booking);
    expect(young).not.toMatch(/https:\/\//);
    const small = await judged({ followers: "300" });
    expect(small).toContain(`${GUIDE!.label}: ${GUIDE!.url}`);
    expect(small.match(/https:\/\/\S+/g)).toEqual([GUIDE!.url]);
  });

  it("tells the agency's own e-mail of a platform's lead how its rules judged it", () => {
    const platformLead = { platform: "meta" as const, leadId: "98765432109876543", formId: "9", createdAt: "2026-11-28T09:59:00.000Z", organic: false };
    const applicant = lead({ name: "Zoë Brand", email: "zoe@brand.com", message: "age: 15" }, { form: "meta-instant-form", platformLead, answers: { age: "15" } });
    const rules = [
      { type: "not-a-fit" as const, name: "Under 18", when: [{ field: "answer", question: "age", test: "contains any of", value: "13, 14, 15, 16, 17" }], reason: "Under 18", message: "We work with adults only.", links: [] },
      { type: "review" as const, name: "Everyone else", when: [] },
    ];
    const mail = agencyMailOf(applicant, { reply }, judgementOf(applicant, rules));
    expect(JSON.parse(mail!.body).text).toContain("Judged: Not a fit (Under 18)");
    expect(JSON.parse(agencyMailOf(applicant, { reply })!.body).text).not.toContain("Judged");
  });
});
