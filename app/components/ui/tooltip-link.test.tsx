import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TooltipLink } from "~/components/ui/tooltip-link";
import { renderAt } from "../../../tests/render-route";

const Cta = () => <TooltipLink to="/apply-client" label="Start here" tooltip="Opens the form" />;

describe("TooltipLink", () => {
  it("describes the link with a real tooltip element", () => {
    renderAt(Cta);
    const link = screen.getByRole("link", { name: "Start here" });
    expect(link).toHaveAttribute("href", "/apply-client");
    expect(link).toHaveAccessibleDescription("Opens the form");
    expect(screen.getByRole("tooltip", { hidden: true })).toHaveTextContent("Opens the form");
    expect(link).not.toHaveAttribute("title");
  });

  it("is dismissed by Escape until the pointer leaves", () => {
    const { container } = renderAt(Cta);
    const anchor = container.querySelector(".tooltip-anchor")!;
    expect(anchor).not.toHaveAttribute("data-dismissed");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(anchor).toHaveAttribute("data-dismissed");
    fireEvent.mouseLeave(anchor);
    expect(anchor).not.toHaveAttribute("data-dismissed");
  });
});
