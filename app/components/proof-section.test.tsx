import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProofSection } from "~/components/proof-section";
import { caseStudies, testimonials } from "~/content/collections";
import { homeSections } from "~/content/home-sections";

describe("ProofSection", () => {
  it("shows what the figures stand for, and nothing where the agency has not supplied case studies or testimonials", () => {
    render(<ProofSection />);
    expect(screen.getByRole("heading", { level: 2, name: homeSections.reasons.heading })).toBeInTheDocument();
    expect(caseStudies).toEqual([]);
    expect(testimonials).toEqual([]);
    expect(screen.queryByRole("heading", { name: homeSections.caseStudies.heading })).toBeNull();
    expect(screen.queryByRole("heading", { name: homeSections.testimonials.heading })).toBeNull();
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("shows case studies and testimonials once they are filled in", () => {
    render(
      <ProofSection
        caseStudies={[{ order: 1, consent: true, client: "Client A", title: "A launch", summary: "What we did.", results: [{ value: "2×", label: "orders" }] }]}
        testimonials={[{ order: 1, consent: true, quote: "They delivered.", name: "Sam Lee", role: "Founder, Client A" }]}
      />,
    );
    expect(screen.getByRole("heading", { name: homeSections.caseStudies.heading })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "A launch" })).toBeInTheDocument();
    expect(screen.getByText("2×")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: homeSections.testimonials.heading })).toBeInTheDocument();
    expect(screen.getByRole("figure")).toHaveTextContent("They delivered.Sam Lee, Founder, Client A");
  });
});
