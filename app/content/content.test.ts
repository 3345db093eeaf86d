import { describe, expect, it } from "vitest";
import { about } from "~/content/about";
import { statusText } from "~/content/forms";
import { home } from "~/content/home";
import { stats } from "~/content/stats";
import { applyPage } from "~/content/apply-client";
import { contactPage } from "~/content/contact";
import { errorPage } from "~/content/error-page";
import { notFoundPage } from "~/content/not-found";
import { thanksPage } from "~/content/thanks";
import { privacyPage } from "~/content/privacy";
import { formErrorPage } from "~/content/form-error";
import { services } from "~/content/services";
import { servicesIntro } from "~/content/services-intro";
import { pageMeta, site } from "~/content/site";
import { applyForm } from "~/forms/apply/apply-form";
import { contactForm } from "~/forms/contact/contact-form";
import { fieldsInSentence } from "~/forms/form-definition";

// The conformance test: the specification's binding texts, pinned to the defaults the project ships (the copy in
// tests/fixtures/shipped-defaults that the unit tests and the browser suites build from, decision 021). The agency's
// own edits of content/ are checked by the build's content check and the smoke test, never against these words.
describe("copy bound by the specification", () => {
  it("home", () => {
    expect(home.headline).toBe("Drive sales through paid ads on social media");
    expect(home.cta).toEqual({ label: "Apply as a Client", to: "/apply-client", tooltip: "Apply to work with us" });
    expect(stats.items.map((stat) => stat.value)).toEqual(["3.4M+", "4.2M+", "120-140K", "300+", "50+"]);
    expect(home.tagline).toMatch(/customers/);
    expect(home.tagline).toMatch(/social media marketing/);
  });

  it("navigation", () => {
    expect(site.nav).toEqual([
      { label: "Home", to: "/" },
      { label: "Services", to: "/services" },
      { label: "About", to: "/about" },
      { label: "Contact Us", to: "/contact" },
    ]);
  });

  it("services: one paragraph naming all five services", () => {
    expect(services.title).toBe("Our Services");
    for (const name of ["paid social advertising", "influencer", "content creation", "brand identity", "audience engagement"]) {
      expect(servicesIntro.intro.toLowerCase()).toContain(name);
    }
  });

  it("about: four cards with 3, 3, 2 and 3 items", () => {
    expect(about.title).toBe("About Us");
    expect(about.cards.map((card) => [card.heading, card.items.length])).toEqual([
      ["Our Services", 3],
      ["What We are Good At", 3],
      ["Our Approach", 2],
      ["How You Benefit", 3],
    ]);
  });

  it("the form pages' headings", () => {
    expect(contactPage.title).toBe("Contact Us");
    expect(applyPage.title).toBe("Apply as a Client");
  });

  it("form statuses and the error page", () => {
    expect(statusText.sending).toBe("Sending....");
    expect(statusText.success).toBe("Form Submitted Successfully");
    expect(errorPage.title).toBe("Unexpected Application Error!");
  });

  it("every page has its own title and description", () => {
    const metas = [home, services, about, contactPage, applyPage, privacyPage, thanksPage, formErrorPage, notFoundPage].map((page) => page.meta).concat(pageMeta(errorPage.search));
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
    for (const meta of metas) expect(meta.description.length).toBeLessThanOrEqual(160);
  });
});

describe("privacy page", () => {
  it("names every field each form collects, as it reads in a sentence", () => {
    expect(privacyPage.collects.contactSends(fieldsInSentence(contactForm))).toBe("The contact form sends your name, e-mail and message.");
    expect(privacyPage.collects.applySends(fieldsInSentence(applyForm))).toBe(
      "The client application sends your full name, e-mail, age, Instagram handle, phone number, total followers and main goals.",
    );
  });
});
