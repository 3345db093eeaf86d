import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ProofSection } from "~/components/proof-section";
import { caseStudyPath } from "~/content/publication-paths.mjs";
import { publications } from "~/content/publications";
import { homeSections } from "~/content/home-sections";

// The pictures the build would make of the two uploads these tests name (pipeline/content-pictures.ts).
vi.mock("virtual:content-pictures", () => ({
  default: {
    "/media/launch.webp": { sources: { avif: "/assets/launch-480.avif 480w, /assets/launch-800.avif 800w" }, img: { src: "/assets/launch-800.webp", w: 800, h: 533 } },
    "/media/sam-lee.webp": { sources: { avif: "/assets/sam-lee-64.avif 64w" }, img: { src: "/assets/sam-lee-128.webp", w: 128, h: 128 } },
  },
}));

describe("ProofSection", () => {
  it("shows what the figures stand for, and nothing where the agency has not supplied case studies or testimonials", () => {
    render(<ProofSection caseStudies={[]} testimonials={[]} />);
    expect(screen.getByRole("heading", { level: 2, name: homeSections.reasons.heading })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: homeSections.caseStudies.heading })).toBeNull();
    expect(screen.queryByRole("heading", { name: homeSections.testimonials.heading })).toBeNull();
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("shows case studies and testimonials once they are filled in", () => {
    render(
      <ProofSection
        caseStudies={[
          { id: "a-launch", order: 1, consent: true, client: "Client A", title: "A launch", summary: "What we did.", image: "/media/launch.webp", imageAlt: "Three posts of the launch", results: [{ value: "2×", label: "orders" }] },
        ]}
        testimonials={[{ order: 1, consent: true, quote: "They delivered.", name: "Sam Lee", role: "Founder, Client A", photo: "/media/sam-lee.webp" }]}
      />,
    );
    expect(screen.getByRole("heading", { name: homeSections.caseStudies.heading })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "A launch" })).toBeInTheDocument();
    expect(screen.getByText("2×")).toBeInTheDocument();
    // Each case study's card leads to its own page.
    expect(screen.getByRole("link", { name: `${publications.work.readMore}: A launch` })).toHaveAttribute("href", caseStudyPath("a-launch"));
    expect(screen.getByRole("heading", { name: homeSections.testimonials.heading })).toBeInTheDocument();
    expect(screen.getByRole("figure")).toHaveTextContent("They delivered.Sam Lee, Founder, Client A");
    // The case study's picture is described; the portrait beside the name is not read twice.
    const picture = screen.getByRole("img", { name: "Three posts of the launch" });
    expect(picture).toHaveAttribute("width", "800");
    expect(picture).toHaveAttribute("height", "533");
    expect(picture).toHaveAttribute("loading", "lazy");
    expect(picture.parentElement?.querySelector("source[type='image/avif']")).toHaveAttribute("srcset", "/assets/launch-480.avif 480w, /assets/launch-800.avif 800w");
    expect(screen.getAllByRole("presentation")).toHaveLength(1);
  });
});
