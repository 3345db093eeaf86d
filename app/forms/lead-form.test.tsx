import { site } from "~/content/site";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LeadForm } from "~/forms/lead-form";
import { statusText } from "~/content/forms";
import { draftKey } from "~/forms/draft-storage";
import { LEAD_REFERENCE_PATTERN } from "~/forms/lead-reference.mjs";
import { applyForm } from "~/forms/apply/apply-form";
import { contactForm } from "~/forms/contact/contact-form";
import { formServiceAnswers as answers, mockFormService } from "../../tests/form-service-mock";
import { renderAt } from "../../tests/render-route";

const service = mockFormService();
const sent = service.received;

const Contact = () => <LeadForm form={contactForm} />;
const Apply = () => <LeadForm form={applyForm} />;

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your name"), "  Zoë Ångström ");
  await user.type(screen.getByLabelText("E-mail"), "zoe@brand.com");
  await user.type(screen.getByLabelText(/^Message/), "Grow our shop 🚀");
}

describe("LeadForm", () => {
  it("prerenders a form that posts without JavaScript", () => {
    const { container } = renderAt(Contact, "/contact");
    const form = container.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("https://api.web3forms.com/submit");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [input.name, input.value]),
    );
    expect(hidden).toEqual({
      access_key: "00000000-0000-4000-8000-000000000000",
      subject: "New contact message",
      from_name: site.name,
      redirect: "https://www.example.com/thanks",
    });
    const honeypot = form.querySelector<HTMLInputElement>("input[name=botcheck]")!;
    expect(honeypot.hidden).toBe(true);
    expect(honeypot.getAttribute("aria-hidden")).toBe("true");
  });

  it("labels every field and marks it required, with the exact field names", () => {
    renderAt(Apply, "/apply-client");
    for (const field of applyForm.fields) {
      const input = screen.getByLabelText(new RegExp(`^${field.label}`));
      expect(input).toBeRequired();
      expect(input.getAttribute("name")).toBe(field.name);
    }
    expect(screen.getByLabelText("Age")).toHaveAttribute("type", "number");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText(/^Your main goals/).tagName).toBe("TEXTAREA");
  });

  it("starts with an empty status in a polite live region", () => {
    renderAt(Contact, "/contact");
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(/^$/);
    expect(status).toHaveAttribute("aria-live", "polite");
  });

  it("sends nothing while a field is invalid, shows messages and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    renderAt(Contact, "/contact");
    await user.type(screen.getByLabelText("Your name"), "Zoë");
    await user.type(screen.getByLabelText("E-mail"), "zoe@");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const email = screen.getByLabelText("E-mail");
    await waitFor(() => expect(email).toHaveFocus());
    expect(sent).toHaveLength(0);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid e-mail address, like name@example.com.");
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Your name")).not.toHaveAttribute("aria-invalid");
  });

  it("revalidates on blur after the first submit", async () => {
    const user = userEvent.setup();
    renderAt(Contact, "/contact");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const email = screen.getByLabelText("E-mail");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    await user.type(email, "zoe@brand.com");
    await user.tab();
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("shows 'Sending....', then success, clears every field and the draft, with a trimmed payload", async () => {
    let release: () => void = () => {};
    service.answerNext(() => new Promise((resolve) => (release = () => resolve(answers.success()))));
    const user = userEvent.setup();
    renderAt(Contact, "/contact");
    await fillContact(user);
    expect(window.sessionStorage.getItem(draftKey("contact"))).toContain("Zoë");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(statusText.sending));
    const busy = screen.getByRole("button", { name: "Sending…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");

    await act(async () => release());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(statusText.success));
    expect(screen.getByLabelText("Your name")).toHaveValue("");
    expect(screen.getByLabelText("E-mail")).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
    expect(window.sessionStorage.getItem(draftKey("contact"))).toBeNull();

    expect(sent).toHaveLength(1);
    const reference = String(sent[0]!.get("reference"));
    expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
    // The whole multipart body, field by field, is pinned by the e2e suite (forms.spec.ts); here: the form's own
    // fields trimmed, in the form's order, after the service's fields, and the reference in the subject.
    const body = [...sent[0]!.entries()];
    expect(body.slice(-contactForm.fields.length)).toEqual(
      contactForm.fields.map((field) => [field.name, { name: "Zoë Ångström", email: "zoe@brand.com", message: "Grow our shop 🚀" }[field.name]]),
    );
    expect(new Map(body).get("subject")).toBe(`New contact message: Zoë Ångström [ref ${reference}]`);
    expect(new Map(body).get("access_key")).toBe("00000000-0000-4000-8000-000000000000");
    // The status keeps the specification's exact text; the reference sits beside it.
    expect(screen.getByRole("status")).toHaveTextContent(/^Form Submitted Successfully$/);
    expect(screen.getByText(reference)).toBeVisible();
  });

  it("keeps one reference through a failure and its retry, and gives the next lead a new one", async () => {
    service.answerNext(() => answers.rejected(503, "Service busy"));
    service.answerNext(answers.success);
    service.answerNext(answers.success);
    const user = userEvent.setup();
    renderAt(Contact, "/contact");
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Service busy"));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(statusText.success));
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(sent).toHaveLength(3));
    const [failed, retried, next] = sent.map((body) => String(body.get("reference")));
    expect(retried).toBe(failed);
    expect(next).not.toBe(failed);
    expect(next).toMatch(LEAD_REFERENCE_PATTERN);
  });

  it("sends exactly one request on a double submit", async () => {
    service.answerNext(() => new Promise((resolve) => setTimeout(() => resolve(answers.success()), 50)));
    const user = userEvent.setup();
    renderAt(Contact, "/contact");
    await fillContact(user);
    const button = screen.getByRole("button", { name: "Send message" });
    await user.dblClick(button);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(statusText.success));
    expect(sent).toHaveLength(1);
  });

  it("keeps everything on a failure, shows the provider's message as text and retries in one click", async () => {
    service.answerNext(() => answers.rejected(403, "<b>Invalid</b> access key"));
    service.answerNext(answers.success);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(Contact, "/contact");
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const status = await screen.findByText("<b>Invalid</b> access key");
    expect(status.querySelector("b")).toBeNull();
    expect(log).toHaveBeenCalled();
    expect(screen.getByLabelText("Your name")).toHaveValue("  Zoë Ångström ");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Grow our shop 🚀");

    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(statusText.success));
    expect(sent).toHaveLength(2);
  });

  it("answers a filled honeypot with success and sends nothing", async () => {
    const user = userEvent.setup();
    const { container } = renderAt(Contact, "/contact");
    await fillContact(user);
    container.querySelector<HTMLInputElement>("input[name=botcheck]")!.checked = true;
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(statusText.success));
    expect(sent).toHaveLength(0);
  });

  it("restores a saved draft", async () => {
    window.sessionStorage.setItem(
      draftKey("contact"),
      JSON.stringify({ v: 1, savedAt: Date.now(), values: { name: "Zoë", email: "z@b.co", message: "Hi" } }),
    );
    renderAt(Contact, "/contact");
    await waitFor(() => expect(screen.getByLabelText("Your name")).toHaveValue("Zoë"));
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Hi");
  });

  it("says once that it is ready, and sends a send held until then once, with what it restored", async () => {
    window.sessionStorage.setItem(
      draftKey("contact"),
      JSON.stringify({ v: 1, savedAt: Date.now(), values: { name: "Zoë", email: "zoe@brand.com", message: "Sent before the code came" } }),
    );
    service.answerNext(answers.success);
    const ready = vi.fn(() => true);
    const Held = () => <LeadForm form={contactForm} onReady={ready} />;
    renderAt(Held, "/contact");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(statusText.success));
    expect(ready).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get("message")).toBe("Sent before the code came");
  });

  it("shows a character counter near the limit", async () => {
    window.sessionStorage.setItem(
      draftKey("contact"),
      JSON.stringify({ v: 1, savedAt: Date.now(), values: { name: "", email: "", message: "x".repeat(4500) } }),
    );
    renderAt(Contact, "/contact");
    expect(await screen.findByText("500 characters left")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute("maxlength", "5000");
  });
});
